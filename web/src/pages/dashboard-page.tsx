import { LayoutDashboard } from 'lucide-react'
import { Link } from 'wouter'

import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function DashboardPage() {
  useDocumentTitle('Resume Dashboard')
  return (
    <PageContainer>
      <PageHeader
        title="Resume Dashboard"
        description="Your resumes, their ATS scores and your storage, in one place."
        actions={
          <Button asChild>
            <Link href="/editor">Upload Resume</Link>
          </Button>
        }
      />
      <EmptyState
        className="mt-8"
        icon={LayoutDashboard}
        title="Your resumes will be listed here"
        description="Upload a resume to see its score, open its analysis and keep every version together."
      />
    </PageContainer>
  )
}
