import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { PageSpinner } from '@/components/ui/spinner'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { DeleteAccountDialog } from '@/features/auth/components/delete-account-dialog'
import { ExportDataButton } from '@/features/auth/components/export-data-button'
import { EngineCard } from '@/features/system/components/engine-card'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function SettingsPage() {
  useDocumentTitle('Settings')
  const { data: user } = useCurrentUser()
  if (!user) return <PageSpinner />

  return (
    <PageContainer width="narrow">
      <PageHeader
        title="Settings"
        description="How this server analyses your resumes, and what happens to your data."
      />
      <div className="mt-8 grid gap-8">
        <EngineCard />
        <Card>
          <CardHeader>
            <CardTitle>Your data</CardTitle>
            <CardDescription>Download everything your account holds as one JSON file.</CardDescription>
          </CardHeader>
          <CardContent>
            <ExportDataButton />
          </CardContent>
        </Card>
        <Card className="border-destructive-border">
          <CardHeader>
            <CardTitle className="text-destructive-strong">Delete account</CardTitle>
            <CardDescription>
              Permanently delete your account and everything it owns. You will be signed out.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <DeleteAccountDialog />
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  )
}
