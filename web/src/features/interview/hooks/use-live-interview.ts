import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import { useLocation } from 'wouter'

import { toast } from '@/hooks/use-toast'
import type { InterviewPreferences } from '@/lib/interview-preferences'
import { appendToResponse, cleanSpeechPiece } from '@/lib/speech-transcript'

import {
  COMPLETE_ALERT_MESSAGE,
  COMPLETE_FAILED_MESSAGE,
  FEEDBACK_FAILED_MESSAGE,
  NO_ACTIVE_SESSION_MESSAGE,
  completeInterview,
  fetchInterviewFeedback,
} from '../api/complete-interview'
import {
  isRetryableStartFailure,
  startFailureMessage,
  startInterviewOnce,
  startRequestFrom,
} from '../api/start-interview'
import { SUBMIT_FAILED_MESSAGE, submitAnswer } from '../api/submit-answer'
import { clearActiveInterview, loadActiveInterview, saveActiveInterview } from '../interview-storage'
import {
  MAX_START_RETRIES,
  START_RETRY_DELAY_MS,
  initialLiveInterviewState,
  liveInterviewReducer,
  turnFromStart,
  type InterviewTurn,
} from '../live-interview-state'
import {
  COMPLETED_MESSAGE,
  COMPLETED_TITLE,
  EMPTY_RESPONSE_MESSAGE,
  ERROR_TITLE,
  INTERVIEW_ERROR_TITLE,
  NOT_INITIALIZED_ALERT,
} from '../messages'
import type { InterviewResume } from '../types'
import { useQuestionAudio } from './use-question-audio'
import { useSetupProgress } from './use-setup-progress'
import { useSpeechCapture } from './use-speech-capture'

/** Where the results open after completing: the setup screen's full-screen 'Interview Results'. */
export function resultsPath(sessionId: string): string {
  return `/interview-prep?results=${encodeURIComponent(sessionId)}`
}

function resumedTurn(setupId: string): InterviewTurn | null {
  const active = loadActiveInterview(setupId)
  if (!active) return null
  const { setupId: _setup, ...turn } = active
  return turn
}

/**
 * The live interview (SPEC §4 steps 2 to 6): start with automatic retries, the answer composed by speech and
 * typing, sending it, and completing the interview into its results.
 */
export function useLiveInterview(preferences: InterviewPreferences, resume: InterviewResume | null) {
  const setupId = preferences.sessionId
  const [state, dispatch] = useReducer(liveInterviewReducer, setupId, (id) =>
    initialLiveInterviewState(resumedTurn(id)),
  )
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const progress = useSetupProgress(state.phase === 'starting', state.phase === 'ready')
  // While an answer is being collected, final pieces that arrive after Stop are gathered here as well.
  const latePieces = useRef<string[] | null>(null)
  const speech = useSpeechCapture({
    active: state.phase === 'ready',
    sessionId: state.turn?.sessionId,
    onFinal: (text) => {
      const piece = cleanSpeechPiece(text)
      latePieces.current?.push(piece)
      dispatch({ type: 'response-added', text: piece })
    },
  })
  const audio = useQuestionAudio(state.turn?.audio ?? null)
  const request = useRef(startRequestFrom(preferences, resume))

  useEffect(() => {
    if (state.phase !== 'starting') return
    if (state.retryScheduled) {
      const timer = setTimeout(() => dispatch({ type: 'next-attempt' }), START_RETRY_DELAY_MS)
      return () => clearTimeout(timer)
    }
    let current = true
    startInterviewOnce(`${setupId}:${state.round}:${state.attempt}`, request.current).then(
      (started) => {
        if (current) dispatch({ type: 'started', turn: turnFromStart(started) })
      },
      (error: unknown) => {
        if (!current) return
        const message = startFailureMessage(error)
        const retrying = isRetryableStartFailure(error) && state.attempt <= MAX_START_RETRIES
        dispatch({ type: 'start-failed', message, retrying })
        if (!retrying) toast({ title: INTERVIEW_ERROR_TITLE, description: message, variant: 'destructive' })
      },
    )
    return () => {
      current = false
    }
  }, [setupId, state.phase, state.round, state.attempt, state.retryScheduled])

  // The question on screen survives a reload of this page (see interview-storage).
  useEffect(() => {
    if (state.phase === 'ready' && state.turn) saveActiveInterview({ setupId, ...state.turn })
  }, [setupId, state.phase, state.turn])

  const addText = useCallback((text: string) => dispatch({ type: 'response-added', text }), [])

  const clearResponse = useCallback(() => {
    speech.resetSpokenSeconds()
    dispatch({ type: 'response-cleared' })
  }, [speech])

  /** Keeps the words still in the typing box as part of the response, and gives the answer so far. */
  function takeTyped(typed: string): string {
    if (typed.trim()) dispatch({ type: 'response-added', text: typed })
    return appendToResponse(state.response, typed)
  }

  /** The answer once the last spoken words are in, with how long the person spoke it. */
  async function collectAnswer(soFar: string): Promise<{ answer: string; spokenSeconds: number | null }> {
    let answer = soFar
    if (speech.listening) {
      // Words said just before stopping arrive after it; they belong to this answer.
      latePieces.current = []
      await speech.stop()
      answer = latePieces.current.reduce(appendToResponse, answer)
      latePieces.current = null
    }
    const seconds = speech.takeSpokenSeconds()
    return { answer, spokenSeconds: seconds > 0 ? Math.round(seconds * 10) / 10 : null }
  }

  async function send(typed: string): Promise<void> {
    const turn = state.turn
    const soFar = takeTyped(typed)
    if (!turn?.sessionId) {
      dispatch({ type: 'failed', message: NOT_INITIALIZED_ALERT })
      return
    }
    if (!soFar.trim() && !speech.listening) {
      dispatch({ type: 'failed', message: EMPTY_RESPONSE_MESSAGE })
      return
    }
    dispatch({ type: 'send-started' })
    const { answer, spokenSeconds } = await collectAnswer(soFar)
    if (!answer.trim()) {
      dispatch({ type: 'failed', message: EMPTY_RESPONSE_MESSAGE })
      return
    }
    try {
      const reply = await submitAnswer({ sessionId: turn.sessionId, answer, isFinal: false, spokenSeconds })
      audio.stop()
      dispatch({ type: 'answered', reply })
    } catch {
      dispatch({ type: 'failed', message: SUBMIT_FAILED_MESSAGE })
    }
  }

  async function complete(typed: string): Promise<void> {
    const turn = state.turn
    const soFar = takeTyped(typed)
    if (!turn?.sessionId) {
      toast({ title: ERROR_TITLE, description: NO_ACTIVE_SESSION_MESSAGE, variant: 'destructive' })
      return
    }
    dispatch({ type: 'complete-started' })
    const { answer, spokenSeconds } = await collectAnswer(soFar)
    audio.stop()
    // SPEC §4 step 6: a last answer still in the box is sent before the interview is closed.
    if (answer.trim() && !turn.isComplete) {
      try {
        await submitAnswer({ sessionId: turn.sessionId, answer, isFinal: true, spokenSeconds })
        dispatch({ type: 'response-cleared' })
      } catch {
        dispatch({ type: 'failed', message: COMPLETE_ALERT_MESSAGE })
        return
      }
    }
    try {
      await completeInterview(turn.sessionId)
    } catch {
      dispatch({ type: 'failed', message: COMPLETE_ALERT_MESSAGE })
      toast({ title: ERROR_TITLE, description: COMPLETE_FAILED_MESSAGE, variant: 'destructive' })
      return
    }
    try {
      await fetchInterviewFeedback(queryClient, turn.sessionId)
    } catch {
      dispatch({ type: 'failed', message: FEEDBACK_FAILED_MESSAGE })
      toast({ title: ERROR_TITLE, description: FEEDBACK_FAILED_MESSAGE, variant: 'destructive' })
      return
    }
    clearActiveInterview()
    toast({ title: COMPLETED_TITLE, description: COMPLETED_MESSAGE, variant: 'success' })
    // Replaced, not pushed: going back from the results must not land on this screen, which would start again.
    navigate(resultsPath(turn.sessionId), { replace: true })
  }

  async function cancel(): Promise<void> {
    speech.cancel()
    audio.stop()
    clearActiveInterview()
    navigate('/dashboard', { replace: true })
  }

  const retry = useCallback(() => dispatch({ type: 'retry' }), [])
  const dismissLastAnswer = useCallback(() => dispatch({ type: 'last-answer-dismissed' }), [])

  return {
    state,
    progress,
    speech,
    audio,
    addText,
    clearResponse,
    send,
    complete,
    cancel,
    retry,
    dismissLastAnswer,
    maxRetries: MAX_START_RETRIES,
  }
}
