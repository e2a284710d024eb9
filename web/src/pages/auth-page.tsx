import { Redirect, useSearch } from 'wouter'

import { PageSpinner } from '@/components/ui/spinner'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { AuthPanel } from '@/features/auth/components/auth-panel'
import { waitingUploadName } from '@/features/resumes/pending-upload'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { safeNextPath } from '@/lib/safe-redirect'

export default function AuthPage() {
  useDocumentTitle('Sign in')
  const { data: user, isPending } = useCurrentUser()
  const next = new URLSearchParams(useSearch()).get('next')
  const waitingFile = waitingUploadName()

  if (isPending) return <PageSpinner label="Checking your session" />
  if (user) return <Redirect to={safeNextPath(next)} replace />

  return (
    <div className="flex justify-center bg-gradient-to-b from-secondary to-background px-4 py-12 sm:py-20">
      <div className="w-full max-w-md rounded-2xl border bg-background p-6 shadow-lg sm:p-8">
        <div className="mb-6 grid gap-2 text-center">
          <h1 className="text-3xl font-bold tracking-tight">Vitae</h1>
          <p className="text-sm text-muted-foreground">
            Sign in to save resumes, tailor them to jobs and practise interviews.
          </p>
        </div>
        {waitingFile ? (
          <p
            className="mb-6 rounded-lg border border-secondary-border bg-secondary px-4 py-3 text-sm text-secondary-foreground"
            data-testid="waiting-upload"
          >
            <span className="font-semibold">{waitingFile}</span> will be uploaded as soon as you sign in or create your
            account.
          </p>
        ) : null}
        <AuthPanel />
      </div>
    </div>
  )
}
