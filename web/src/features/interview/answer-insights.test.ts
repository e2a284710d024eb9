import { describe, expect, it } from 'vitest'

import { formatDuration, lengthLine, paceLine } from './answer-insights'
import type { AnswerInsights } from './types'

const TYPED: AnswerInsights = {
  keyTerms: ['PostgreSQL', 'index'],
  words: 85,
  spokenSeconds: null,
  estimatedSeconds: 34,
  wordsPerMinute: null,
  notes: [],
}

describe('answer insights', () => {
  it('writes durations in seconds and minutes', () => {
    expect(formatDuration(34.4)).toBe('34 s')
    expect(formatDuration(80)).toBe('1 min 20 s')
    expect(formatDuration(120)).toBe('2 min')
    expect(formatDuration(-1)).toBe('0 s')
  })

  it('gives a typed answer its length and the time it takes to say, and no pace', () => {
    expect(lengthLine(TYPED)).toBe('85 words · about 34 s to say')
    expect(paceLine(TYPED)).toBe('Answer by voice to measure your pace.')
  })

  it('gives a spoken answer its measured time and pace', () => {
    const spoken = { ...TYPED, words: 1, spokenSeconds: 95, wordsPerMinute: 151.6 }
    expect(lengthLine(spoken)).toBe('1 word · 1 min 35 s spoken')
    expect(paceLine(spoken)).toBe('152 words a minute')
    expect(paceLine({ ...spoken, spokenSeconds: 1.5, wordsPerMinute: null })).toBe(
      'Too short a recording to measure your pace.',
    )
  })
})
