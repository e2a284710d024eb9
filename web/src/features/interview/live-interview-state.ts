/** The live interview screen's state (SPEC §4 'Interview' steps 2 to 6) as a reducer, apart from its effects. */

import { appendToResponse } from '@/lib/speech-transcript'

import { CLOSING_PHRASE } from './messages'
import type { AnswerInsights, NextQuestion, StartedInterview } from './types'

/** SPEC §9: start is retried automatically up to 5 times, 3000 ms apart. */
export const MAX_START_RETRIES = 5
export const START_RETRY_DELAY_MS = 3000

export interface InterviewTurn {
  sessionId: string
  question: string
  audio: string | null
  questionNumber: number
  plannedQuestions: number
  /** The interviewer has said the closing line: nothing more to answer. */
  isComplete: boolean
  /** The engine that worded the question, when the server named one. */
  engine?: string
  fallbackReason?: string
}

/** The engine fields of a reply, leaving out those it does not carry. */
function questionEngine(reply: {
  engine?: string
  fallbackReason?: string
}): Pick<InterviewTurn, 'engine' | 'fallbackReason'> {
  return {
    ...(reply.engine ? { engine: reply.engine } : {}),
    ...(reply.fallbackReason ? { fallbackReason: reply.fallbackReason } : {}),
  }
}

/** The short view of the answer just given, shown above the next question until dismissed or replaced. */
export interface LastAnswer {
  questionNumber: number
  question: string
  insights: AnswerInsights
}

export interface LiveInterviewState {
  phase: 'starting' | 'ready' | 'failed'
  /** Start attempts made in this round, the one under way included. */
  attempt: number
  /** Bumped by Retry, so the start runs again even when the attempt count is the same. */
  round: number
  /** A failed attempt is waiting out the delay before the next. */
  retryScheduled: boolean
  startError: string | null
  turn: InterviewTurn | null
  /** The answer composed so far, spoken and typed. */
  response: string
  busy: 'idle' | 'sending' | 'completing'
  /** Why the last send or completion did not go through, shown beside the response. */
  alert: string | null
  lastAnswer: LastAnswer | null
}

export type LiveInterviewAction =
  | { type: 'started'; turn: InterviewTurn }
  | { type: 'start-failed'; message: string; retrying: boolean }
  | { type: 'next-attempt' }
  | { type: 'retry' }
  | { type: 'response-added'; text: string }
  | { type: 'response-cleared' }
  | { type: 'send-started' }
  | { type: 'answered'; reply: NextQuestion }
  | { type: 'complete-started' }
  | { type: 'failed'; message: string }
  | { type: 'last-answer-dismissed' }

/** SPEC §4 step 5: the question that closes the interview. */
export function isClosingQuestion(question: string): boolean {
  return question.includes(CLOSING_PHRASE)
}

export function turnFromStart(started: StartedInterview): InterviewTurn {
  return {
    sessionId: started.sessionId,
    question: started.question,
    audio: started.audio || null,
    questionNumber: started.questionNumber,
    plannedQuestions: started.plannedQuestions,
    isComplete: isClosingQuestion(started.question),
    ...questionEngine(started),
  }
}

export function initialLiveInterviewState(resumed: InterviewTurn | null): LiveInterviewState {
  return {
    phase: resumed ? 'ready' : 'starting',
    attempt: 1,
    round: 0,
    retryScheduled: false,
    startError: null,
    turn: resumed,
    response: '',
    busy: 'idle',
    alert: null,
    lastAnswer: null,
  }
}

export function liveInterviewReducer(state: LiveInterviewState, action: LiveInterviewAction): LiveInterviewState {
  switch (action.type) {
    case 'started':
      return { ...state, phase: 'ready', turn: action.turn, startError: null, retryScheduled: false }
    case 'start-failed':
      return action.retrying
        ? { ...state, retryScheduled: true, startError: action.message }
        : { ...state, phase: 'failed', retryScheduled: false, startError: action.message }
    case 'next-attempt':
      return { ...state, attempt: state.attempt + 1, retryScheduled: false }
    case 'retry':
      // SPEC §4 step 3: Retry resets the counters and starts again.
      return {
        ...state,
        phase: 'starting',
        attempt: 1,
        round: state.round + 1,
        retryScheduled: false,
        startError: null,
      }
    case 'response-added':
      return { ...state, response: appendToResponse(state.response, action.text), alert: null }
    case 'response-cleared':
      return { ...state, response: '', alert: null }
    case 'send-started':
      return { ...state, busy: 'sending', alert: null }
    case 'answered': {
      if (!state.turn) return state
      const { reply } = action
      const { engine: _engine, fallbackReason: _reason, ...asked } = state.turn
      const turn: InterviewTurn = {
        ...asked,
        ...questionEngine(reply),
        question: reply.nextQuestion,
        audio: reply.audio || null,
        questionNumber: reply.questionNumber,
        isComplete: reply.isComplete || isClosingQuestion(reply.nextQuestion),
      }
      const lastAnswer = reply.answerInsights
        ? { questionNumber: state.turn.questionNumber, question: state.turn.question, insights: reply.answerInsights }
        : null
      return { ...state, turn, response: '', busy: 'idle', alert: null, lastAnswer }
    }
    case 'complete-started':
      return { ...state, busy: 'completing', alert: null }
    case 'failed':
      return { ...state, busy: 'idle', alert: action.message }
    case 'last-answer-dismissed':
      return { ...state, lastAnswer: null }
  }
}
