import { PenLine } from 'lucide-react'

import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { EmptyState } from '@/components/ui/empty-state'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function BuilderPage() {
  useDocumentTitle('Resume Builder')
  return (
    <PageContainer>
      <PageHeader
        title="Resume Builder"
        description="Build a resume step by step: personal information, summary, work experience, education, skills, and projects and certifications."
      />
      <EmptyState
        className="mt-8"
        icon={PenLine}
        title="Six guided steps"
        description="Each section is scored as you write it, and an assistant helps you phrase it. Finished resumes export to PDF and save to your dashboard."
      />
    </PageContainer>
  )
}
