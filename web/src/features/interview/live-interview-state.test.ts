import { describe, expect, it } from 'vitest'

import {
  initialLiveInterviewState,
  isClosingQuestion,
  liveInterviewReducer,
  turnFromStart,
  type InterviewTurn,
  type LiveInterviewAction,
  type LiveInterviewState,
} from './live-interview-state'

/** Reply fields these cases leave empty: no engine named, no view of the answer. */
const NO_ENGINE = { engine: '', fallbackReason: '' }
const NO_EXTRAS = { ...NO_ENGINE, answerInsights: null }

const TURN: InterviewTurn = {
  sessionId: 's1',
  question: 'Tell me about yourself.',
  audio: 'SUQz',
  questionNumber: 1,
  plannedQuestions: 5,
  isComplete: false,
}

function run(state: LiveInterviewState, ...actions: LiveInterviewAction[]): LiveInterviewState {
  return actions.reduce(liveInterviewReducer, state)
}

describe('starting', () => {
  it('starts from the first attempt, or from the question a reload left on screen', () => {
    expect(initialLiveInterviewState(null)).toMatchObject({ phase: 'starting', attempt: 1, turn: null })
    expect(initialLiveInterviewState(TURN)).toMatchObject({ phase: 'ready', turn: TURN })
  })

  it('waits out a failed attempt, then counts the next one', () => {
    const waiting = run(initialLiveInterviewState(null), { type: 'start-failed', message: 'Busy', retrying: true })
    expect(waiting).toMatchObject({ phase: 'starting', retryScheduled: true, startError: 'Busy', attempt: 1 })
    expect(run(waiting, { type: 'next-attempt' })).toMatchObject({ retryScheduled: false, attempt: 2 })
  })

  it('shows the error once retrying is over, and Retry resets the counters', () => {
    const failed = run(
      initialLiveInterviewState(null),
      { type: 'next-attempt' },
      { type: 'next-attempt' },
      { type: 'start-failed', message: 'Busy', retrying: false },
    )
    expect(failed).toMatchObject({ phase: 'failed', attempt: 3, startError: 'Busy' })
    expect(run(failed, { type: 'retry' })).toMatchObject({
      phase: 'starting',
      attempt: 1,
      round: 1,
      startError: null,
      retryScheduled: false,
    })
  })

  it('becomes ready with the first question', () => {
    const ready = run(initialLiveInterviewState(null), { type: 'started', turn: TURN })
    expect(ready).toMatchObject({ phase: 'ready', turn: TURN, startError: null })
  })
})

describe('answering', () => {
  const ready = initialLiveInterviewState(TURN)

  it('builds the response from spoken and typed pieces', () => {
    const state = run(ready, { type: 'response-added', text: 'I lead a team.' }, { type: 'response-added', text: ' ' })
    expect(run(state, { type: 'response-added', text: 'We ship weekly.' }).response).toBe(
      'I lead a team. We ship weekly.',
    )
    expect(run(state, { type: 'response-cleared' }).response).toBe('')
  })

  it('moves to the next question once an answer is taken, clearing the response', () => {
    const state = run(
      ready,
      { type: 'response-added', text: 'My answer.' },
      { type: 'send-started' },
      {
        type: 'answered',
        reply: { nextQuestion: 'Why us?', audio: null, questionNumber: 2, isComplete: false, ...NO_EXTRAS },
      },
    )
    expect(state).toMatchObject({ busy: 'idle', response: '' })
    expect(state.turn).toEqual({ ...TURN, question: 'Why us?', audio: null, questionNumber: 2 })
  })

  it('keeps the view of the answer just given, with its question, until dismissed or replaced', () => {
    const insights = {
      keyTerms: ['index'],
      words: 40,
      spokenSeconds: null,
      estimatedSeconds: 16,
      wordsPerMinute: null,
      notes: [],
    }
    const reply = { nextQuestion: 'Why us?', audio: null, questionNumber: 2, isComplete: false, ...NO_ENGINE }
    const answered = run(
      ready,
      { type: 'send-started' },
      { type: 'answered', reply: { ...reply, answerInsights: insights } },
    )
    expect(answered.lastAnswer).toEqual({ questionNumber: TURN.questionNumber, question: TURN.question, insights })
    expect(run(answered, { type: 'response-added', text: 'Next answer' }).lastAnswer).toEqual(answered.lastAnswer)
    expect(run(answered, { type: 'last-answer-dismissed' }).lastAnswer).toBeNull()
    const unviewed = run(answered, { type: 'answered', reply: { ...reply, answerInsights: null } })
    expect(unviewed.lastAnswer).toBeNull()
  })

  it("closes the interview on the server's word or on the closing line", () => {
    const closing = 'That concludes our interview. Thank you for your time.'
    const byFlag = run(ready, {
      type: 'answered',
      reply: { nextQuestion: 'Goodbye.', audio: null, questionNumber: 5, isComplete: true, ...NO_EXTRAS },
    })
    const byText = run(ready, {
      type: 'answered',
      reply: { nextQuestion: closing, audio: null, questionNumber: 5, isComplete: false, ...NO_EXTRAS },
    })
    expect(byFlag.turn?.isComplete).toBe(true)
    expect(byText.turn?.isComplete).toBe(true)
    expect(isClosingQuestion('Thank you for your answer.')).toBe(false)
  })

  it('keeps the response when sending fails, with the reason', () => {
    const state = run(
      ready,
      { type: 'response-added', text: 'My answer.' },
      { type: 'send-started' },
      { type: 'failed', message: 'There was an error submitting your response. Please try again.' },
    )
    expect(state).toMatchObject({
      busy: 'idle',
      response: 'My answer.',
      alert: 'There was an error submitting your response. Please try again.',
    })
  })
})

describe('the engine behind each question', () => {
  it('keeps the engine that worded the first question, and takes the next one from each reply', () => {
    const first = turnFromStart({
      sessionId: 's',
      question: 'Q?',
      audio: null,
      questionNumber: 1,
      plannedQuestions: 4,
      engine: 'openai',
      fallbackReason: '',
    })
    expect(first).toMatchObject({ engine: 'openai' })
    expect(first).not.toHaveProperty('fallbackReason')
    const reply = { nextQuestion: 'Why us?', audio: null, questionNumber: 2, isComplete: false, ...NO_EXTRAS }
    const fellBack = run(initialLiveInterviewState(first), {
      type: 'answered',
      reply: { ...reply, engine: 'offline', fallbackReason: 'The model timed out.' },
    })
    expect(fellBack.turn).toMatchObject({ engine: 'offline', fallbackReason: 'The model timed out.' })
    // A reply that names no engine leaves the next question unattributed rather than credited to the last one's.
    const unnamed = run(fellBack, { type: 'answered', reply })
    expect(unnamed.turn).not.toHaveProperty('engine')
    expect(unnamed.turn).not.toHaveProperty('fallbackReason')
  })
})

describe('turnFromStart', () => {
  it('reads the start reply, with empty audio as none', () => {
    expect(
      turnFromStart({
        sessionId: 's',
        question: 'Q?',
        audio: '',
        questionNumber: 1,
        plannedQuestions: 4,
        ...NO_ENGINE,
      }),
    ).toEqual({
      sessionId: 's',
      question: 'Q?',
      audio: null,
      questionNumber: 1,
      plannedQuestions: 4,
      isComplete: false,
    })
  })
})
