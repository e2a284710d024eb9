/** Colour bands and labels for scores (SPEC §4 "Score colours", §9). */

export type ScoreTone = 'good' | 'fair' | 'poor'
export type InterviewTone = 'excellent' | 'good' | 'fair' | 'poor'

export const DASHBOARD_TARGET_SCORE = 85

/** One band of a score scale: from `min` up to the next band, drawn in `tone` and, where words are shown, read as `label`. */
interface ScoreBand<Tone extends string> {
  min: number
  tone: Tone
  label?: string
}

/**
 * The band a score falls in. Every scale below is one table, highest band first, so the colour a score is drawn in
 * and the word it is read as always come from the same thresholds.
 */
export function scoreBand<Band extends { min: number }>(score: number, bands: readonly Band[]): Band {
  return bands.find((band) => score >= band.min) ?? bands.at(-1)!
}

/** SPEC §4 resume scores: 80 or more Excellent (green), 70 to 79 Good (orange), below 70 Needs Improvement (red). */
export const RESUME_SCORE_BANDS = [
  { min: 80, tone: 'good', label: 'Excellent' },
  { min: 70, tone: 'fair', label: 'Good' },
  { min: -Infinity, tone: 'poor', label: 'Needs Improvement' },
] as const satisfies readonly ScoreBand<ScoreTone>[]

export function resumeScoreTone(score: number): ScoreTone {
  return scoreBand(score, RESUME_SCORE_BANDS).tone
}

export function resumeScoreLabel(score: number): (typeof RESUME_SCORE_BANDS)[number]['label'] {
  return scoreBand(score, RESUME_SCORE_BANDS).label
}

/**
 * Job match scores read as the chance that a recruiter would call the resume suited to the posting (the server's
 * calibrated model), so their bands differ from the resume score's: 50 or more is a good match (the server's
 * threshold, green), 30 to 49 partial (orange), below 30 weak (red).
 */
export const GOOD_MATCH_SCORE = 50
export const MATCH_SCORE_BANDS = [
  { min: GOOD_MATCH_SCORE, tone: 'good', label: 'Good match' },
  { min: 30, tone: 'fair', label: 'Partial match' },
  { min: -Infinity, tone: 'poor', label: 'Weak match' },
] as const satisfies readonly ScoreBand<ScoreTone>[]

export function matchScoreTone(score: number): ScoreTone {
  return scoreBand(score, MATCH_SCORE_BANDS).tone
}

export function matchScoreLabel(score: number): (typeof MATCH_SCORE_BANDS)[number]['label'] {
  return scoreBand(score, MATCH_SCORE_BANDS).label
}

/** SPEC §4 builder ATS pill: under 50 red, under 75 orange, else green. */
export const BUILDER_SCORE_BANDS = [
  { min: 75, tone: 'good' },
  { min: 50, tone: 'fair' },
  { min: -Infinity, tone: 'poor' },
] as const satisfies readonly ScoreBand<ScoreTone>[]

export function builderScoreTone(score: number): ScoreTone {
  return scoreBand(score, BUILDER_SCORE_BANDS).tone
}

/**
 * SPEC §4 interview bars (90 or more green, 75 blue, 60 orange, else red) and the performance words the server
 * gives (SPEC §3: Excellent green, Very Good blue, Good orange, anything else red): one table, so a 59 is never read
 * 'Good' and drawn red.
 */
export const INTERVIEW_SCORE_BANDS = [
  { min: 90, tone: 'excellent', label: 'Excellent' },
  { min: 75, tone: 'good', label: 'Very Good' },
  { min: 60, tone: 'fair', label: 'Good' },
  { min: -Infinity, tone: 'poor', label: 'Needs Improvement' },
] as const satisfies readonly ScoreBand<InterviewTone>[]

export function interviewScoreTone(score: number): InterviewTone {
  return scoreBand(score, INTERVIEW_SCORE_BANDS).tone
}

export function interviewScoreLabel(score: number): (typeof INTERVIEW_SCORE_BANDS)[number]['label'] {
  return scoreBand(score, INTERVIEW_SCORE_BANDS).label
}

/** Text classes that keep at least 4.5:1 contrast on white. */
export const scoreToneText: Record<ScoreTone, string> = {
  good: 'text-success',
  fair: 'text-caution',
  poor: 'text-destructive',
}

/** Tinted surfaces for badges and score chips, each with its text colour at 4.5:1 or better. */
export const scoreToneSurface: Record<ScoreTone, string> = {
  good: 'bg-success-soft text-success-strong ring-success-border',
  fair: 'bg-caution-soft text-caution-strong ring-caution-border',
  poor: 'bg-destructive-soft text-destructive-strong ring-destructive-border',
}

export const scoreToneBar: Record<ScoreTone, string> = {
  good: 'bg-success',
  fair: 'bg-caution',
  poor: 'bg-destructive',
}

export const interviewToneBar: Record<InterviewTone, string> = {
  excellent: 'bg-success',
  good: 'bg-info',
  fair: 'bg-caution',
  poor: 'bg-destructive',
}

/** A change of score in points, signed: '+5', '±0', '−3' (a true minus sign). */
export function formatScoreChange(change: number): string {
  if (change > 0) return `+${change}`
  if (change === 0) return '±0'
  return `−${Math.abs(change)}`
}

/** The tinted surface of a score change: green for a rise, red for a fall, grey for none. */
export function scoreChangeSurface(change: number): string {
  if (change > 0) return 'bg-success-soft text-success-strong'
  if (change < 0) return 'bg-destructive-soft text-destructive-strong'
  return 'bg-accent text-foreground'
}
