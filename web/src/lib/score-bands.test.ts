import { describe, expect, it } from 'vitest'

import {
  builderScoreTone,
  formatScoreChange,
  interviewScoreLabel,
  interviewScoreTone,
  matchScoreLabel,
  matchScoreTone,
  resumeScoreLabel,
  resumeScoreTone,
  scoreChangeSurface,
} from './score-bands'
import { performanceTone } from './interview-analysis'

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
    [7, '+7', 'bg-success-soft'],
    [0, '±0', 'bg-accent'],
    [-3, '−3', 'bg-destructive-soft'],
  ] as const)('%d reads %s on %s', (change, text, surface) => {
    expect(formatScoreChange(change)).toBe(text)
    expect(scoreChangeSurface(change)).toContain(surface)
  })
})

describe('interview scores: one table for the colour and the word', () => {
  it.each([
    [90, 'excellent', 'Excellent'],
    [89, 'good', 'Very Good'],
    [75, 'good', 'Very Good'],
    [74, 'fair', 'Good'],
    [60, 'fair', 'Good'],
    [59, 'poor', 'Needs Improvement'],
  ] as const)('%d is drawn %s and read %s', (score, tone, label) => {
    expect(interviewScoreTone(score)).toBe(tone)
    expect(interviewScoreLabel(score)).toBe(label)
  })

  it('gives every score a word whose badge colour is the colour of its bar', () => {
    for (let score = 0; score <= 100; score += 1) {
      expect(performanceTone(interviewScoreLabel(score))).toBe(interviewScoreTone(score))
    }
  })
})
