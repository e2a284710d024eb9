/** Reading an interview analysis for display (SPEC §3 'Feedback / analysis', §4 bar colours). */

import { INTERVIEW_SCORE_BANDS, type InterviewTone } from './score-bands'

/** The score entry that stands for the whole interview rather than one category. */
export const OVERALL_PERFORMANCE = 'Overall Performance'

export interface CategoryScore {
  name: string
  score: number
}

export interface LiftedScores {
  overallScore: number
  categories: CategoryScore[]
}

function asScore(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : null
}

/**
 * SPEC §3: an 'Overall Performance' entry inside the scores is lifted out as the overall score and removed from
 * the categories. Without it the reply's `overallScore` stands, else 0. Categories keep the server's order;
 * anything that is not a number is left out.
 */
export function liftOverallPerformance(scores: Record<string, unknown>, overallScore?: unknown): LiftedScores {
  const categories: CategoryScore[] = []
  let lifted: number | null = null
  for (const [name, value] of Object.entries(scores)) {
    const score = asScore(value)
    if (score === null) continue
    if (name === OVERALL_PERFORMANCE) lifted = score
    else categories.push({ name, score })
  }
  return { overallScore: lifted ?? asScore(overallScore) ?? 0, categories }
}

/**
 * The badge colour of a question's performance word, from the same table as the bars: Excellent green, Very Good
 * blue, Good orange, anything else red.
 */
export function performanceTone(performance: string): InterviewTone {
  const word = performance.trim().toLowerCase()
  return INTERVIEW_SCORE_BANDS.find((band) => band.label.toLowerCase() === word)?.tone ?? 'poor'
}

/** Text classes for the interview bands that keep at least 4.5:1 contrast on white. */
export const interviewToneText: Record<InterviewTone, string> = {
  excellent: 'text-success',
  good: 'text-info',
  fair: 'text-caution',
  poor: 'text-destructive',
}

/** Tinted badge surfaces for the interview bands, each with its text colour at 4.5:1 or better. */
export const interviewToneSurface: Record<InterviewTone, string> = {
  excellent: 'bg-success-soft text-success-strong ring-success-border',
  good: 'bg-info-soft text-info-strong ring-info-border',
  fair: 'bg-caution-soft text-caution-strong ring-caution-border',
  poor: 'bg-destructive-soft text-destructive-strong ring-destructive-border',
}

/** A rate as people read it: one decimal below 10 ('2.5 per minute'), whole numbers above. */
export function formatRate(value: number): string {
  return value < 10 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.round(value))
}
