import { Mic } from 'lucide-react'
import { Link } from 'wouter'

import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function InterviewSimulationPage() {
  useDocumentTitle('Interview Simulation')
  return (
    <PageContainer>
      <PageHeader title="Interview Simulation" description="Answer each question out loud or in writing." />
      <EmptyState
        className="mt-8"
        icon={Mic}
        title="No interview in progress"
        description="Set up an interview first: the job, your level and the kind of questions you want."
        action={
          <Button asChild>
            <Link href="/interview-prep">Go to Interview Prep</Link>
          </Button>
        }
      />
    </PageContainer>
  )
}
