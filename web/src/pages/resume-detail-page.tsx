import { FileSearch, FileWarning, LogIn, Upload } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, Redirect, useLocation, useParams, useSearch } from 'wouter'

import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { isNotFound, useResume } from '@/features/resumes/api/get-resume'
import {
  ENHANCED_VERSION_REASON,
  EnhancedVersionCard,
  type LoginRequiredAction,
} from '@/features/resumes/components/enhanced-version-card'
import { JobMatcherCard } from '@/features/resumes/components/job-matcher-card'
import { ResumeHeader } from '@/features/resumes/components/resume-header'
import { ResumeReport } from '@/features/resumes/components/resume-report'
import { resumeDisplayTitle } from '@/features/resumes/resume-display'
import type { Resume } from '@/features/resumes/types'
import { useScoringRubric } from '@/features/scoring/api/get-scoring-rubric'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { toast } from '@/hooks/use-toast'

const LOGIN_REQUIRED_MESSAGES: Record<LoginRequiredAction, string> = {
  save: 'Please login or register to save this resume to your dashboard.',
  download: 'Please login or register to download your resume.',
}

function authPathBackTo(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`
}

function LoadingResume() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <Spinner size="lg" label="Loading resume..." />
      <p className="text-sm font-medium text-muted-foreground" aria-hidden="true">
        Loading resume...
      </p>
    </div>
  )
}

function ResumeNotFound() {
  return (
    <PageContainer width="narrow">
      <EmptyState
        icon={FileSearch}
        headingLevel="h1"
        title="Resume not found"
        description="It may have been deleted, or it belongs to another account. Resumes uploaded without an account can only be opened in the browser that uploaded them."
        action={
          <Button asChild>
            <Link href="/">Return Home</Link>
          </Button>
        }
      />
    </PageContainer>
  )
}

function ResumeLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <PageContainer width="narrow">
      <EmptyState
        icon={FileWarning}
        headingLevel="h1"
        title="Failed to fetch resume"
        description="The server did not answer as expected. Check your connection and try again."
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    </PageContainer>
  )
}

interface ResumeDetailProps {
  resume: Resume
  signedIn: boolean
}

function ResumeDetail({ resume, signedIn }: ResumeDetailProps) {
  const [location, navigate] = useLocation()
  const rubric = useScoringRubric()
  const downloadRequested = new URLSearchParams(useSearch()).get('download') === 'true'
  const handledDownload = useRef(false)

  function requireLogin(action: LoginRequiredAction): void {
    toast({ title: 'Login Required', description: LOGIN_REQUIRED_MESSAGES[action] })
    navigate(authPathBackTo(location))
  }

  // SPEC §2: ?download=true (the dashboard's download link) asks for the download as the page opens.
  useEffect(() => {
    if (!downloadRequested || handledDownload.current) return
    handledDownload.current = true
    if (!signedIn) {
      requireLogin('download')
      return
    }
    toast({ title: 'Download not available yet', description: ENHANCED_VERSION_REASON })
  })

  return (
    <PageContainer className="grid gap-8">
      <ResumeHeader
        resume={resume}
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/dashboard">Back to Dashboard</Link>
            </Button>
            <Button asChild>
              <Link href="/editor">
                <Upload aria-hidden="true" />
                Upload Another Resume
              </Link>
            </Button>
          </>
        }
      />
      {signedIn ? null : (
        <aside
          aria-label="Guest upload"
          className="flex flex-col gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 sm:flex-row sm:items-center"
        >
          <p className="flex-1 text-sm text-indigo-950">
            <span className="font-semibold">You are not signed in.</span> This resume is kept for this browser only.
            Sign in or create an account to keep it in your dashboard.
          </p>
          <Button asChild size="sm" variant="outline">
            <Link href={authPathBackTo(location)}>
              <LogIn aria-hidden="true" />
              Sign in to keep it
            </Link>
          </Button>
        </aside>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ResumeReport resume={resume} checkCount={rubric.data?.checks.length} />
        <div className="grid gap-6">
          <EnhancedVersionCard signedIn={signedIn} onLoginRequired={requireLogin} />
          <JobMatcherCard skillCount={resume.analysis.detectedSkills.length} />
        </div>
      </div>
    </PageContainer>
  )
}

/**
 * /editor/{id}. The route table guards it (SPEC §2), but the visitor who uploaded a resume may see it: the API
 * answers only its owner or the browser that uploaded it, so the page asks first and sends a signed-out person
 * to sign in only when the answer is 'not found' (it may be their account's resume).
 */
export default function ResumeDetailPage() {
  const { id } = useParams<{ id: string }>()
  const [location] = useLocation()
  const session = useCurrentUser()
  const resume = useResume(id)
  const failedToLoad = resume.isError && !isNotFound(resume.error)
  useDocumentTitle(resume.data ? resumeDisplayTitle(resume.data) : 'Resume')

  useEffect(() => {
    if (failedToLoad) toast({ title: 'Failed to fetch resume', variant: 'destructive' })
  }, [failedToLoad])

  if (resume.isPending || session.isPending) return <LoadingResume />
  if (resume.data) return <ResumeDetail resume={resume.data} signedIn={Boolean(session.data)} />
  if (failedToLoad) return <ResumeLoadFailed onRetry={() => void resume.refetch()} />
  if (!session.data) return <Redirect to={authPathBackTo(location)} replace />
  return <ResumeNotFound />
}
