import { useEffect, useState } from 'react'

import type { InterviewPreferences } from '@/lib/interview-preferences'

import { useLiveInterview } from '../hooks/use-live-interview'
import { START_RETRY_DELAY_MS } from '../live-interview-state'
import type { InterviewResume } from '../types'
import { AnswerInsightsPanel } from './answer-insights-panel'
import { ControlsCard, InterviewInfoCard } from './interview-sidebar'
import { QuestionCard } from './question-card'
import { ResponseCard } from './response-card'
import { SettingUpCard } from './setting-up-card'
import { StartErrorCard } from './start-error-card'

/** How long the finished setting-up bar stays at 100% before the first question shows. */
const READY_PAUSE_MS = 500

interface LiveInterviewProps {
  preferences: InterviewPreferences
  resume: InterviewResume | null
}

/** The live screen (SPEC §2 'Interview simulation'): setting up, the error card, then question and answer. */
export function LiveInterview({ preferences, resume }: LiveInterviewProps) {
  const live = useLiveInterview(preferences, resume)
  const { state, speech, audio } = live
  const [typed, setTyped] = useState('')
  const [revealed, setRevealed] = useState(state.phase === 'ready')

  useEffect(() => {
    if (state.phase !== 'ready' || revealed) return
    const timer = setTimeout(() => setRevealed(true), READY_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [state.phase, revealed])

  if (state.phase === 'failed') {
    return (
      <StartErrorCard
        message={state.startError ?? ''}
        onRetry={() => {
          setRevealed(false)
          live.retry()
        }}
      />
    )
  }
  if (!revealed || !state.turn) {
    return (
      <SettingUpCard
        progress={live.progress}
        title={`${preferences.experienceLevel} ${preferences.jobType}`}
        retry={
          state.retryScheduled && state.startError
            ? {
                attempt: state.attempt,
                of: live.maxRetries,
                reason: state.startError,
                delaySeconds: START_RETRY_DELAY_MS / 1000,
              }
            : null
        }
      />
    )
  }

  const turn = state.turn
  const completing = state.busy === 'completing'
  const closed = turn.isComplete || completing

  function addTypedText(): void {
    live.addText(typed)
    setTyped('')
  }

  // Words still in the typing box go with the answer (they join the response, so a refused send keeps them).
  function send(): void {
    setTyped('')
    void live.send(typed)
  }

  function complete(): void {
    setTyped('')
    void live.complete(typed)
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid gap-6">
        {state.lastAnswer ? (
          <AnswerInsightsPanel lastAnswer={state.lastAnswer} onDismiss={live.dismissLastAnswer} />
        ) : null}
        <QuestionCard
          turn={turn}
          audioState={audio.state}
          onPlay={audio.play}
          onStopAudio={audio.stop}
          completing={completing}
          onComplete={complete}
        />
        <ResponseCard
          response={state.response}
          interim={speech.interim}
          typed={typed}
          onTypedChange={setTyped}
          onAddText={addTypedText}
          onClear={live.clearResponse}
          availability={speech.availability}
          listening={speech.listening}
          transcribing={speech.transcribing}
          onStartRecording={speech.start}
          onStopRecording={() => void speech.stop()}
          onSend={send}
          sending={state.busy === 'sending'}
          closed={closed}
          alert={state.alert}
        />
      </div>
      <div className="grid gap-6">
        <InterviewInfoCard preferences={preferences} resume={resume} turn={turn} />
        <ControlsCard
          completing={completing}
          busy={state.busy !== 'idle'}
          isComplete={turn.isComplete}
          onComplete={complete}
          onCancel={() => void live.cancel()}
        />
      </div>
    </div>
  )
}
