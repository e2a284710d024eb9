/** The words of the short view shown after each answer (key terms, length, pace), from the server's figures. */
import type { AnswerInsights } from './types'

/** '45 s', '1 min 20 s', '2 min': how long an answer runs, to the second. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  const minutes = Math.floor(whole / 60)
  const rest = whole % 60
  if (minutes === 0) return `${rest} s`
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`
}

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

/** '85 words · 34 s spoken' when the time was measured, else what it would take to say at a conversational pace. */
export function lengthLine(insights: AnswerInsights): string {
  const words = counted(insights.words, 'word', 'words')
  if (insights.spokenSeconds !== null) return `${words} · ${formatDuration(insights.spokenSeconds)} spoken`
  return `${words} · about ${formatDuration(insights.estimatedSeconds)} to say`
}

/** Words a minute when the answer was spoken long enough to tell (the server says); a typed answer has no pace. */
export function paceLine(insights: AnswerInsights): string {
  if (insights.wordsPerMinute !== null) return `${Math.round(insights.wordsPerMinute)} words a minute`
  if (insights.spokenSeconds !== null) return 'Too short a recording to measure your pace.'
  return 'Answer by voice to measure your pace.'
}
