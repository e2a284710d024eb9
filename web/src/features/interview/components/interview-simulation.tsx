import { CircleSlash } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'

import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { toast } from '@/hooks/use-toast'
import { endSentence } from '@/lib/speech-transcript'

import { loadPreferences, loadResume } from '../interview-storage'
import { INTERVIEW_ERROR_TITLE, NOT_INITIALIZED_TITLE } from '../messages'
import { LiveInterview } from './live-interview'

/** The live interview screen: it runs the interview the setup saved, or says why it cannot. */
export function InterviewSimulation() {
  // Read once: the setup is not changed while the interview runs.
  const [loaded] = useState(loadPreferences)
  const [resume] = useState(loadResume)

  useEffect(() => {
    if (!loaded.ok) toast({ title: INTERVIEW_ERROR_TITLE, description: loaded.message, variant: 'destructive' })
  }, [loaded])

  if (!loaded.ok) {
    return (
      <PageContainer width="narrow">
        <EmptyState
          icon={CircleSlash}
          headingLevel="h1"
          title={NOT_INITIALIZED_TITLE}
          description={`${endSentence(loaded.message)} Set up the interview first: the job, your level and the kind of questions.`}
          action={
            <Button asChild>
              <Link href="/interview-prep">Return to Interview Prep</Link>
            </Button>
          }
        />
      </PageContainer>
    )
  }

  const { preferences } = loaded
  return (
    <PageContainer>
      <PageHeader
        title="Interview Simulation"
        description={`${preferences.experienceLevel} ${preferences.jobType} · ${preferences.interviewType} interview`}
      />
      <div className="mt-8">
        <LiveInterview preferences={preferences} resume={resume} />
      </div>
    </PageContainer>
  )
}
