import { CircleCheck, LoaderCircle, Square, Volume2 } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { EngineNote } from '@/components/ui/engine-note'

import type { QuestionAudioState } from '../hooks/use-question-audio'
import type { InterviewTurn } from '../live-interview-state'
import { AUDIO_FAILED_MESSAGE, AUDIO_UNAVAILABLE_MESSAGE } from '../messages'

interface QuestionCardProps {
  turn: InterviewTurn
  audioState: QuestionAudioState
  onPlay: () => void
  onStopAudio: () => void
  completing: boolean
  onComplete: () => void
}

/** SPEC §2 'Current Question' with its Play button; after the closing line, the way to the analysis. */
export function QuestionCard({ turn, audioState, onPlay, onStopAudio, completing, onComplete }: QuestionCardProps) {
  return (
    <Card data-testid="current-question">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>Current Question</CardTitle>
          <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
            {turn.isComplete ? 'Interview complete' : `Question ${turn.questionNumber}`}
          </span>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p
          className="text-xl leading-snug font-semibold text-foreground sm:text-2xl"
          aria-live="polite"
          data-testid="question-text"
        >
          {turn.question}
        </p>
        <EngineNote engine={turn.engine} fallbackReason={turn.fallbackReason} />
        <div className="flex flex-wrap items-center gap-3">
          {audioState === 'playing' ? (
            <Button variant="outline" onClick={onStopAudio}>
              <Square aria-hidden="true" />
              Stop
            </Button>
          ) : (
            <Button variant="outline" onClick={onPlay} disabled={audioState === 'none'}>
              <Volume2 aria-hidden="true" />
              Play
            </Button>
          )}
          {audioState === 'none' ? <p className="text-sm text-muted-foreground">{AUDIO_UNAVAILABLE_MESSAGE}</p> : null}
          {audioState === 'failed' ? (
            <p className="text-sm text-muted-foreground" role="status">
              {AUDIO_FAILED_MESSAGE}
            </p>
          ) : null}
        </div>
        {turn.isComplete ? (
          <div className="grid gap-3 rounded-lg bg-success-soft p-4 ring-1 ring-success-border sm:flex sm:items-center sm:justify-between">
            <p className="flex items-center gap-2 text-sm font-medium text-success-strong">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
              All questions answered.
            </p>
            <Button onClick={onComplete} disabled={completing}>
              {completing ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {completing ? 'Completing...' : 'Complete Interview & View Analysis'}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  )
}
