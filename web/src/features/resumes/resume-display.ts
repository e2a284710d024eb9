import type { Resume } from './types'

/** SPEC §2 Resume detail: the person's name, else the resume's title, else 'Resume'. */
export function resumeDisplayTitle(resume: Pick<Resume, 'name' | 'title'>): string {
  return resume.name.trim() || resume.title.trim() || 'Resume'
}

/** SPEC §2 Resume detail: overallScore, else atsScore, else 0; kept within 0 to 100 and whole. */
export function resumeOverallScore(resume: { overallScore: number | null; atsScore: number | null }): number {
  const score = resume.overallScore ?? resume.atsScore ?? 0
  return Math.round(Math.min(100, Math.max(0, score)))
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** Server timings read best with one decimal below 10 ms and none above. */
export function formatMilliseconds(milliseconds: number): string {
  if (milliseconds < 1) return '<1 ms'
  return milliseconds < 10 ? `${milliseconds.toFixed(1)} ms` : `${Math.round(milliseconds)} ms`
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** 'just now', '5 minutes ago', 'yesterday': how long ago a moment was, in the largest whole unit. */
export function formatTimeAgo(moment: Date, now: Date, locale?: string): string {
  const seconds = Math.round((moment.getTime() - now.getTime()) / 1000)
  if (Math.abs(seconds) < 45) return 'just now'
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size || unit === 'minute')
      return format.format(Math.sign(seconds) * Math.round(Math.abs(seconds) / size), unit)
  }
  return 'just now'
}
