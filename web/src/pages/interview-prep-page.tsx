import { MessagesSquare } from 'lucide-react'

import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { EmptyState } from '@/components/ui/empty-state'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function InterviewPrepPage() {
  useDocumentTitle('AI Interview Practice')
  return (
    <PageContainer>
      <PageHeader
        title="AI Interview Practice"
        description="Practice your interview skills with our AI interviewer tailored to specific job positions"
      />
      <EmptyState
        className="mt-8"
        icon={MessagesSquare}
        title="Interview Setup"
        description="Choose the interview type, your experience level, the job title and difficulty, then answer spoken or typed questions and get scored feedback."
      />
    </PageContainer>
  )
}
