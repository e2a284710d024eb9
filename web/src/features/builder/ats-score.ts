import { builderScoreTone, type ScoreTone } from '@/lib/score-bands'

import { categoriesOf, itemsOf, summaryOf, type BuilderData, type BuilderItem, type PersonalInfo } from './builder-data'

/*
 * The builder's live ATS estimate, with exactly the weights of SPEC §5 'Builder'. The server scores a saved resume
 * anew with the full analyser; this one is what the pill shows while typing.
 */

export const CONTACT_FIELDS: readonly (keyof PersonalInfo)[] = ['name', 'email', 'phone', 'location', 'linkedin']
export const WEIGHTS = { contact: 20, summary: 15, work: 25, education: 15, skills: 15, projects: 10 } as const
export const SUMMARY_FULL_LENGTH = 50
export const WORK_FULL_ENTRIES = 2
export const SKILLS_FULL_COUNT = 5

export type ScorePart = keyof typeof WEIGHTS

export interface ScoreBreakdown {
  parts: Record<ScorePart, number>
  total: number
}

const filled = (text: string | undefined): boolean => Boolean(text?.trim())

function hasContent(item: BuilderItem): boolean {
  return filled(item.description) || item.bullets.some(filled)
}

export function isCompleteJob(item: BuilderItem): boolean {
  return filled(item.title) && filled(item.subtitle) && filled(item.date) && hasContent(item)
}

export function skillCount(data: BuilderData): number {
  return categoriesOf(data).reduce((count, category) => count + category.skills.filter(filled).length, 0)
}

export function scoreBreakdown(data: BuilderData): ScoreBreakdown {
  const contactCount = CONTACT_FIELDS.filter((field) => filled(data.personalInfo[field])).length
  const summaryLength = summaryOf(data).trim().length
  const completeJobs = itemsOf(data, 'work-experience').filter(isCompleteJob).length
  const parts: Record<ScorePart, number> = {
    contact: (WEIGHTS.contact * contactCount) / CONTACT_FIELDS.length,
    summary: (WEIGHTS.summary * Math.min(summaryLength, SUMMARY_FULL_LENGTH)) / SUMMARY_FULL_LENGTH,
    work: (WEIGHTS.work * Math.min(completeJobs, WORK_FULL_ENTRIES)) / WORK_FULL_ENTRIES,
    education: itemsOf(data, 'education').some((item) => filled(item.title) && filled(item.subtitle))
      ? WEIGHTS.education
      : 0,
    skills: (WEIGHTS.skills * Math.min(skillCount(data), SKILLS_FULL_COUNT)) / SKILLS_FULL_COUNT,
    projects: itemsOf(data, 'projects').some((item) => filled(item.title) && hasContent(item)) ? WEIGHTS.projects : 0,
  }
  const sum = Object.values(parts).reduce((total, points) => total + points, 0)
  return { parts, total: Math.min(100, Math.round(sum)) }
}

export function atsScore(data: BuilderData): number {
  return scoreBreakdown(data).total
}

export type PillBand = 'red' | 'orange' | 'green'

const PILL_COLOURS: Record<ScoreTone, PillBand> = { poor: 'red', fair: 'orange', good: 'green' }

/** SPEC §4: under 50 red, under 75 orange, else green (the builder scale of the shared score bands). */
export function pillBand(score: number): PillBand {
  return PILL_COLOURS[builderScoreTone(score)]
}

const TIP_TEXT: Record<ScorePart, string> = {
  contact: 'Fill in your name, email, phone, location and LinkedIn profile.',
  summary: `Write a professional summary of at least ${SUMMARY_FULL_LENGTH} characters.`,
  work: `Add ${WORK_FULL_ENTRIES} complete jobs, each with a job title, company, dates and a description or bullet.`,
  education: 'Add an education entry with a degree and an institution.',
  skills: `List at least ${SKILLS_FULL_COUNT} skills.`,
  projects: 'Add a project or certification with a title and a description or bullet.',
}

export interface ScoreTip {
  part: ScorePart
  text: string
  /** Points the score gains once the tip is followed. */
  points: number
}

/** What to add for the missing points, largest gain first. */
export function scoreTips(data: BuilderData): ScoreTip[] {
  const { parts } = scoreBreakdown(data)
  return (Object.keys(WEIGHTS) as ScorePart[])
    .map((part) => ({ part, text: TIP_TEXT[part], points: Math.round((WEIGHTS[part] - parts[part]) * 10) / 10 }))
    .filter((tip) => tip.points > 0)
    .sort((left, right) => right.points - left.points)
}
