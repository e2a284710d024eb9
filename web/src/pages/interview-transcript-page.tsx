import { TranscriptAnalysis } from '@/features/interview/components/transcript-analysis'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function InterviewTranscriptPage() {
  useDocumentTitle('Transcript Analysis')
  return <TranscriptAnalysis />
}
