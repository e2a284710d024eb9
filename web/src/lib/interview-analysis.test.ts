import { describe, expect, it } from 'vitest'

import { formatRate, liftOverallPerformance, performanceTone } from './interview-analysis'

describe('liftOverallPerformance', () => {
  it("lifts 'Overall Performance' out as the overall score and removes it from the categories", () => {
    const lifted = liftOverallPerformance(
      { Communication: 72, Relevance: 64, 'Overall Performance': 68, Clarity: 83 },
      61,
    )
    expect(lifted).toEqual({
      overallScore: 68,
      categories: [
        { name: 'Communication', score: 72 },
        { name: 'Relevance', score: 64 },
        { name: 'Clarity', score: 83 },
      ],
    })
  })

  it('falls back to the overall score of the reply, then to 0', () => {
    expect(liftOverallPerformance({ Communication: 70 }, 66).overallScore).toBe(66)
    expect(liftOverallPerformance({ Communication: 70 }).overallScore).toBe(0)
  })

  it('rounds and bounds scores and leaves out anything that is not a number', () => {
    expect(liftOverallPerformance({ Clarity: 84.6, Confidence: 140, Relevance: '80', Structure: null })).toEqual({
      overallScore: 0,
      categories: [
        { name: 'Clarity', score: 85 },
        { name: 'Confidence', score: 100 },
      ],
    })
  })
})

describe('performanceTone', () => {
  it.each([
    ['Excellent', 'excellent'],
    ['Very Good', 'good'],
    ['Good', 'fair'],
    ['Needs Improvement', 'poor'],
    ['Average', 'poor'],
  ] as const)('%s is %s', (performance, tone) => {
    expect(performanceTone(performance)).toBe(tone)
  })
})

describe('formatRate', () => {
  it('shows one decimal below 10 and whole numbers above', () => {
    expect(formatRate(2)).toBe('2')
    expect(formatRate(2.46)).toBe('2.5')
    expect(formatRate(132.4)).toBe('132')
  })
})
