import { FileSearch } from 'lucide-react'
import { Link, useParams } from 'wouter'

import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function ResumeDetailPage() {
  useDocumentTitle('Resume')
  const { id } = useParams<{ id: string }>()
  return (
    <PageContainer>
      <PageHeader
        title="Resume"
        description="The overall score, the category breakdown and the enhanced version of this resume."
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/dashboard">Back to Dashboard</Link>
            </Button>
            <Button asChild>
              <Link href="/editor">Upload Another Resume</Link>
            </Button>
          </>
        }
      />
      <EmptyState
        className="mt-8"
        icon={FileSearch}
        title="Resume analysis"
        description={`Scores and findings for resume ${id} are shown here once it has been analysed.`}
      />
    </PageContainer>
  )
}
