import { CheckCircle2, LayoutDashboard, LoaderCircle, XCircle } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { InterviewPreferences } from '@/lib/interview-preferences'

import type { InterviewTurn } from '../live-interview-state'
import type { InterviewResume } from '../types'

// Asked only when someone cancels: the dialog's code loads then, not with the interview.
const CancelInterviewDialog = lazy(() => import('./cancel-interview-dialog'))

interface InterviewInfoCardProps {
  preferences: InterviewPreferences
  resume: InterviewResume | null
  turn: InterviewTurn
}

/** SPEC §2 'Interview Info': Position, Level, Type and Duration in minutes, with the rest of the setup. */
export function InterviewInfoCard({ preferences, resume, turn }: InterviewInfoCardProps) {
  const rows: [string, string][] = [
    ['Position', preferences.jobType],
    ['Level', preferences.experienceLevel],
    ['Type', preferences.interviewType],
    ['Duration', `${preferences.duration} minutes`],
    ['Difficulty', preferences.difficulty],
    ['Questions planned', String(turn.plannedQuestions)],
    ['Resume', resume?.label ?? 'None'],
  ]
  return (
    <Card data-testid="interview-info">
      <CardHeader>
        <CardTitle>Interview Info</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2.5 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="flex items-baseline justify-between gap-4">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="min-w-0 truncate text-right font-medium" title={value}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}

interface ControlsCardProps {
  completing: boolean
  busy: boolean
  isComplete: boolean
  onComplete: () => void
  onCancel: () => void
}

/**
 * SPEC §2 'Controls': Complete & Get Feedback, and Cancel Interview (Return to Dashboard once it is over). Cancelling
 * throws the answers away, so it is confirmed first.
 */
export function ControlsCard({ completing, busy, isComplete, onComplete, onCancel }: ControlsCardProps) {
  const [confirming, setConfirming] = useState(false)
  return (
    <Card data-testid="interview-controls">
      <CardHeader>
        <CardTitle>Controls</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button onClick={onComplete} disabled={busy}>
          {completing ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <CheckCircle2 aria-hidden="true" />
          )}
          {completing ? 'Completing...' : 'Complete & Get Feedback'}
        </Button>
        <Button variant="outline" onClick={isComplete ? onCancel : () => setConfirming(true)} disabled={completing}>
          {isComplete ? <LayoutDashboard aria-hidden="true" /> : <XCircle aria-hidden="true" />}
          {isComplete ? 'Return to Dashboard' : 'Cancel Interview'}
        </Button>
        {confirming ? (
          <Suspense fallback={null}>
            <CancelInterviewDialog
              onKeepGoing={() => setConfirming(false)}
              onCancel={() => {
                setConfirming(false)
                onCancel()
              }}
            />
          </Suspense>
        ) : null}
        <p className="text-xs text-muted-foreground">
          Complete at any time: the analysis covers the questions asked so far, and one left unanswered scores zero.
        </p>
      </CardContent>
    </Card>
  )
}
