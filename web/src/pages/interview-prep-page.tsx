import { InterviewPrep } from '@/features/interview/components/interview-prep'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function InterviewPrepPage() {
  useDocumentTitle('AI Interview Practice')
  return <InterviewPrep />
}
