import { vi } from 'vitest'

import { stubFetch } from '@/test/fetch-args'
import { jsonResponse } from '@/test/render'

import type { InterviewFeedback, NextQuestion, StartedInterview } from '../types'

const NO_METRICS = {
  words: 0,
  fillerWords: 0,
  fillerWordsPerMinute: 0,
  wordsPerMinute: null,
  spokenSeconds: null,
  estimatedTiming: true,
  hedges: 0,
  fillersFound: {},
  hedgesFound: {},
  starElements: [],
  jobTermsUsed: [],
}

export const FEEDBACK: InterviewFeedback = {
  scores: {
    Communication: 92,
    Relevance: 78,
    'Structure (STAR)': 64,
    'Technical Knowledge': 41,
    'Overall Performance': 73,
  },
  overallScore: 70,
  questions: [
    {
      question: 'Tell me about yourself.',
      answer: 'I lead the payments team and cut checkout latency by 40 percent.',
      performance: 'Very Good',
      observation: 'You made the outcome clear: “cut checkout latency by 40 percent”.',
      score: 78,
      answered: true,
      followUp: false,
      metrics: {
        words: 12,
        fillerWords: 0,
        fillerWordsPerMinute: 0,
        wordsPerMinute: 120,
        spokenSeconds: 6,
        estimatedTiming: false,
        hedges: 0,
        fillersFound: {},
        hedgesFound: {},
        starElements: ['action', 'result'],
        jobTermsUsed: ['payments'],
      },
    },
    {
      question: 'Why this role?',
      answer: '',
      performance: null,
      observation: 'Not answered.',
      score: null,
      answered: false,
      followUp: false,
      metrics: NO_METRICS,
    },
  ],
  summary: 'You answered 1 of 2 questions and scored 70 overall (Good).',
  actionItems: [
    {
      questionIndex: 0,
      question: 'Tell me about yourself.',
      quote: '“I lead the payments team and cut checkout latency by 40 percent”',
      action: 'Tell it as a story in order: add the situation.',
    },
  ],
  strongerAnswer: {
    questionIndex: 0,
    question: 'Tell me about yourself.',
    label: 'A stronger version, built from your own words in STAR order (add what the brackets ask for)',
    parts: [
      { part: 'situation', text: '[Add the situation: where you were and what was happening.]', fromAnswer: false },
      { part: 'action', text: 'I lead the payments team and cut checkout latency by 40 percent.', fromAnswer: true },
    ],
  },
  narrative: '',
  engine: 'offline',
  fallbackReason: '',
  metrics: {
    words: 12,
    fillerWords: 1,
    fillerWordsPerMinute: 2.5,
    wordsPerMinute: null,
    spokenSeconds: null,
    estimatedTiming: true,
    hedges: 2,
    fillersFound: { um: 1 },
    hedgesFound: { 'i think': 2 },
    starElements: ['situation', 'result'],
    jobTermsUsed: ['payments', 'latency'],
  },
}

export interface RecordedCall {
  method: string
  url: string
  body: unknown
}

type Reply = Response | (() => Response | Promise<Response>)

/**
 * The interview API as a fetch stand-in: each path answers from its queue of replies (the last one repeats),
 * and every call is recorded with its JSON body.
 */
export function fakeInterviewApi(routes: Record<string, Reply[]>) {
  const calls: RecordedCall[] = []
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? null)
    calls.push({ method, url, body })
    const key = `${method} ${url}`
    const queue = routes[key]
    if (!queue || queue.length === 0) throw new Error(`Unexpected request: ${key}`)
    const reply = queue.length > 1 ? queue.shift()! : queue[0]!
    const response = typeof reply === 'function' ? await reply() : reply.clone()
    return response
  })
  stubFetch(fetchMock)
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key) }
}

export function started(overrides: Partial<StartedInterview> = {}): Response {
  return jsonResponse({
    sessionId: 's1',
    question: 'Tell me about yourself.',
    audio: 'SUQz',
    questionNumber: 1,
    plannedQuestions: 5,
    ...overrides,
  })
}

export function nextQuestion(overrides: Partial<NextQuestion> = {}): Response {
  return jsonResponse({
    nextQuestion: 'Why this role?',
    audio: null,
    questionNumber: 2,
    isComplete: false,
    answerInsights: null,
    ...overrides,
  })
}

export const CLOSING_LINE =
  'That concludes our interview. Thank you for your time. When you are ready, complete the interview to see your analysis.'
