import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { AvatarInitials } from '@/components/ui/avatar'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { PageSpinner } from '@/components/ui/spinner'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { PasswordForm } from '@/features/auth/components/password-form'
import { ProfileForm } from '@/features/auth/components/profile-form'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { initialsFor } from '@/lib/initials'

const memberSince = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric' })

export default function ProfilePage() {
  useDocumentTitle('Profile')
  const { data: user } = useCurrentUser()
  if (!user) return <PageSpinner />

  return (
    <PageContainer width="narrow">
      <PageHeader title="Profile" description="Your name as it appears in Vitae, and your password." />
      <div className="mt-8 flex items-center gap-4 rounded-xl border bg-muted p-5">
        <AvatarInitials size="lg">{initialsFor(user)}</AvatarInitials>
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold" data-testid="profile-name">
            {user.fullName}
          </p>
          <p className="truncate text-sm text-muted-foreground" title={user.email}>
            {user.email}
          </p>
          <p className="text-sm text-muted-foreground">
            {user.planType === 'base' ? 'Base plan' : 'Professional plan'} · Member since{' '}
            {memberSince.format(new Date(user.createdAt))}
          </p>
        </div>
      </div>
      <div className="mt-8 grid gap-8">
        <Card>
          <CardHeader>
            <CardTitle>Personal details</CardTitle>
            <CardDescription>Used for your avatar and to greet you.</CardDescription>
          </CardHeader>
          <CardContent>
            <ProfileForm user={user} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Password</CardTitle>
            <CardDescription>
              Enter your current password to set a new one. Other browsers signed in to your account will be signed out.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <PasswordForm />
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  )
}
