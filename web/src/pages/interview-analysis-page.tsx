import { ClipboardList } from 'lucide-react'
import { Link, useSearch } from 'wouter'

import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function InterviewAnalysisPage() {
  useDocumentTitle('Interview Analysis')
  const sessionId = new URLSearchParams(useSearch()).get('sessionId')
  return (
    <PageContainer>
      <PageHeader
        title="Interview Analysis"
        description="Scores and question-by-question feedback for a finished interview."
      />
      <EmptyState
        className="mt-8"
        icon={ClipboardList}
        title={sessionId ? 'Analysis of this interview' : 'No session ID provided'}
        description={
          sessionId
            ? 'The performance summary and feedback for each answer appear here once the interview is complete.'
            : 'Open the analysis from a finished interview to see its scores and feedback.'
        }
        action={
          <Button asChild>
            <Link href="/interview-prep">Return to Interview Prep</Link>
          </Button>
        }
      />
    </PageContainer>
  )
}
