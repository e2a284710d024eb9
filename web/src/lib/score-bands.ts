/** Colour bands and labels for scores (SPEC §4 "Score colours", §9). */

export type ScoreTone = 'good' | 'fair' | 'poor'
export type InterviewTone = 'excellent' | 'good' | 'fair' | 'poor'

export const DASHBOARD_TARGET_SCORE = 85

/** Resume scores: 80 or more good (green), 70 to 79 fair (orange), below 70 poor (red). */
export function resumeScoreTone(score: number): ScoreTone {
  if (score >= 80) return 'good'
  if (score >= 70) return 'fair'
  return 'poor'
}

export function resumeScoreLabel(score: number): 'Excellent' | 'Good' | 'Needs Improvement' {
  if (score >= 80) return 'Excellent'
  if (score >= 70) return 'Good'
  return 'Needs Improvement'
}

/**
 * Job match scores read as the chance that a recruiter would call the resume suited to the posting (the server's
 * calibrated model), so their bands differ from the resume score's: 50 or more is a good match (the server's
 * threshold, green), 30 to 49 partial (orange), below 30 weak (red).
 */
export const GOOD_MATCH_SCORE = 50
const PARTIAL_MATCH_SCORE = 30

export function matchScoreTone(score: number): ScoreTone {
  if (score >= GOOD_MATCH_SCORE) return 'good'
  if (score >= PARTIAL_MATCH_SCORE) return 'fair'
  return 'poor'
}

export function matchScoreLabel(score: number): 'Good match' | 'Partial match' | 'Weak match' {
  if (score >= GOOD_MATCH_SCORE) return 'Good match'
  if (score >= PARTIAL_MATCH_SCORE) return 'Partial match'
  return 'Weak match'
}

/** Builder ATS pill: under 50 poor (red), under 75 fair (orange), else good (green). */
export function builderScoreTone(score: number): ScoreTone {
  if (score < 50) return 'poor'
  if (score < 75) return 'fair'
  return 'good'
}

/** Interview category bars: 90+ excellent (green), 75+ good (blue), 60+ fair (orange), else poor (red). */
export function interviewScoreTone(score: number): InterviewTone {
  if (score >= 90) return 'excellent'
  if (score >= 75) return 'good'
  if (score >= 60) return 'fair'
  return 'poor'
}

/** Text classes that keep at least 4.5:1 contrast on white. */
export const scoreToneText: Record<ScoreTone, string> = {
  good: 'text-green-700',
  fair: 'text-orange-700',
  poor: 'text-red-700',
}

/** Tinted surfaces for badges and score chips, each with its text colour at 4.5:1 or better. */
export const scoreToneSurface: Record<ScoreTone, string> = {
  good: 'bg-green-50 text-green-800 ring-green-200',
  fair: 'bg-orange-50 text-orange-800 ring-orange-200',
  poor: 'bg-red-50 text-red-800 ring-red-200',
}

export const scoreToneBar: Record<ScoreTone, string> = {
  good: 'bg-green-600',
  fair: 'bg-orange-500',
  poor: 'bg-red-600',
}

export const interviewToneBar: Record<InterviewTone, string> = {
  excellent: 'bg-green-600',
  good: 'bg-blue-600',
  fair: 'bg-orange-500',
  poor: 'bg-red-600',
}

/** A change of score in points, signed: '+5', '±0', '−3' (a true minus sign). */
export function formatScoreChange(change: number): string {
  if (change > 0) return `+${change}`
  if (change === 0) return '±0'
  return `−${Math.abs(change)}`
}

/** The tinted surface of a score change: green for a rise, red for a fall, grey for none. */
export function scoreChangeSurface(change: number): string {
  if (change > 0) return 'bg-green-50 text-green-800'
  if (change < 0) return 'bg-red-50 text-red-800'
  return 'bg-slate-100 text-slate-700'
}
