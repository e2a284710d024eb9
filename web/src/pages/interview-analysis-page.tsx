import { InterviewAnalysis } from '@/features/interview/components/interview-analysis'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function InterviewAnalysisPage() {
  useDocumentTitle('Interview Analysis')
  return <InterviewAnalysis />
}
