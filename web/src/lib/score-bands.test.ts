import { describe, expect, it } from 'vitest'

import {
  builderScoreTone,
  formatScoreChange,
  interviewScoreTone,
  matchScoreLabel,
  matchScoreTone,
  resumeScoreLabel,
  resumeScoreTone,
  scoreChangeSurface,
} from './score-bands'

describe('resume score bands', () => {
  it.each([
    [100, 'good', 'Excellent'],
    [80, 'good', 'Excellent'],
    [79.9, 'fair', 'Good'],
    [70, 'fair', 'Good'],
    [69, 'poor', 'Needs Improvement'],
    [0, 'poor', 'Needs Improvement'],
  ] as const)('%d is %s / %s', (score, tone, label) => {
    expect(resumeScoreTone(score)).toBe(tone)
    expect(resumeScoreLabel(score)).toBe(label)
  })
})

describe('builder pill bands', () => {
  it.each([
    [0, 'poor'],
    [49, 'poor'],
    [50, 'fair'],
    [74, 'fair'],
    [75, 'good'],
    [100, 'good'],
  ] as const)('%d is %s', (score, tone) => {
    expect(builderScoreTone(score)).toBe(tone)
  })
})

describe('interview bar bands', () => {
  it.each([
    [95, 'excellent'],
    [90, 'excellent'],
    [89, 'good'],
    [75, 'good'],
    [74, 'fair'],
    [60, 'fair'],
    [59, 'poor'],
  ] as const)('%d is %s', (score, tone) => {
    expect(interviewScoreTone(score)).toBe(tone)
  })
})

describe('job match bands', () => {
  it.each([
    [100, 'good', 'Good match'],
    [50, 'good', 'Good match'],
    [49, 'fair', 'Partial match'],
    [30, 'fair', 'Partial match'],
    [29, 'poor', 'Weak match'],
    [0, 'poor', 'Weak match'],
  ] as const)('%d is %s (%s), from the server threshold of 50', (score, tone, label) => {
    expect(matchScoreTone(score)).toBe(tone)
    expect(matchScoreLabel(score)).toBe(label)
  })
})

describe('score changes', () => {
  it.each([
    [7, '+7', 'bg-green-50'],
    [0, '±0', 'bg-slate-100'],
    [-3, '−3', 'bg-red-50'],
  ] as const)('%d reads %s on %s', (change, text, surface) => {
    expect(formatScoreChange(change)).toBe(text)
    expect(scoreChangeSurface(change)).toContain(surface)
  })
})
