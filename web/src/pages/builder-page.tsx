import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { PageSpinner } from '@/components/ui/spinner'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { BuilderScreen } from '@/features/builder/components/builder-screen'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function BuilderPage() {
  useDocumentTitle('Resume Builder')
  const user = useCurrentUser()
  return (
    <PageContainer>
      <PageHeader
        title="Resume Builder"
        description="Build a resume step by step: personal information, summary, work experience, education, skills, and projects and certifications."
      />
      <div className="mt-6">{user.isPending ? <PageSpinner /> : <BuilderScreen userId={user.data?.id ?? null} />}</div>
    </PageContainer>
  )
}
