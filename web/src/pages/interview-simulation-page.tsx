import { InterviewSimulation } from '@/features/interview/components/interview-simulation'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function InterviewSimulationPage() {
  useDocumentTitle('Interview Simulation')
  return <InterviewSimulation />
}
