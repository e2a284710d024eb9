/** How Your Resumes reads, filters and orders the account's resumes. */

import { resumeScoreTone, type ScoreTone } from '@/lib/score-bands'

import type { DashboardResume, ResumeSummary } from './types'

export type SortKey = 'updated' | 'score' | 'title'
export type SortDirection = 'ascending' | 'descending'
/** `all`, or the resume score bands of SPEC §4: good 80+, fair 70 to 79, poor below 70. */
export type ScoreBandFilter = 'all' | ScoreTone

export interface ResumeListView {
  query: string
  band: ScoreBandFilter
  sort: SortKey
  direction: SortDirection
}

/** The way each order reads most naturally first: newest, highest, A to Z. */
export const NATURAL_DIRECTION: Record<SortKey, SortDirection> = {
  updated: 'descending',
  score: 'descending',
  title: 'ascending',
}

export const DEFAULT_VIEW: ResumeListView = { query: '', band: 'all', sort: 'updated', direction: 'descending' }

/** The line a person recognises a resume by: the role it was read as, else its file's title, else its owner. */
export function resumeHeading(resume: Pick<ResumeSummary, 'aiTitle' | 'title' | 'name'>): string {
  return resume.aiTitle.trim() || resume.title.trim() || resume.name.trim() || 'Resume'
}

/** SPEC §2 'Resume title with subtitle': the generated subtitle, else the name on the resume. */
export function resumeSubtitle(resume: Pick<ResumeSummary, 'aiSubtitle' | 'name'>): string {
  return resume.aiSubtitle.trim() || resume.name.trim()
}

/**
 * The title the file gave the resume ('grace-cv.pdf' reads 'grace cv'), shown beside the heading because several
 * resumes of one person are often read as the same role; empty when it is the heading already.
 */
export function resumeFileTitle(resume: Pick<ResumeSummary, 'aiTitle' | 'title' | 'name'>): string {
  const title = resume.title.trim()
  return title.toLowerCase() === resumeHeading(resume).toLowerCase() ? '' : title
}

/** The ATS score of a row (SPEC §2 'ATS Score'), whole: the API scores every resume it lists. */
export function resumeScore(resume: Pick<ResumeSummary, 'atsScore'>): number {
  return Math.round(resume.atsScore)
}

function searchableText(resume: DashboardResume): string {
  return [resume.aiTitle, resume.aiSubtitle, resume.title, resume.name, resume.industry, resume.specialization]
    .join(' ')
    .toLowerCase()
}

/** Every word typed must appear somewhere in the resume's titles, name, industry or specialization. */
export function matchesQuery(resume: DashboardResume, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const text = searchableText(resume)
  return words.every((word) => text.includes(word))
}

export function matchesBand(resume: DashboardResume, band: ScoreBandFilter): boolean {
  if (band === 'all') return true
  return resumeScoreTone(resumeScore(resume)) === band
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })

function compareBy(sort: SortKey, left: DashboardResume, right: DashboardResume): number {
  switch (sort) {
    case 'updated':
      return Date.parse(left.updatedAt) - Date.parse(right.updatedAt)
    case 'score':
      return resumeScore(left) - resumeScore(right)
    case 'title':
      return collator.compare(resumeHeading(left), resumeHeading(right))
  }
}

/**
 * The rows to show: filtered, then ordered. Ties fall back to the newest update, then the id, so the order never jumps between renders.
 */
export function visibleResumes(resumes: readonly DashboardResume[], view: ResumeListView): DashboardResume[] {
  const sign = view.direction === 'ascending' ? 1 : -1
  return resumes
    .filter((resume) => matchesQuery(resume, view.query) && matchesBand(resume, view.band))
    .sort(
      (left, right) =>
        sign * compareBy(view.sort, left, right) ||
        Date.parse(right.updatedAt) - Date.parse(left.updatedAt) ||
        left.id.localeCompare(right.id),
    )
}

export function isFiltered(view: ResumeListView): boolean {
  return view.query.trim() !== '' || view.band !== 'all'
}

/**
 * A short fingerprint of the list (ids, last updates, scores): it changes whenever a resume is added, rescored
 * or removed, and only then.
 */
export function resumeListSignature(resumes: readonly ResumeSummary[]): string {
  const text = resumes.map((resume) => `${resume.id}@${resume.updatedAt}=${resume.overallScore}`).join('|')
  // FNV-1a, 32 bits: enough to tell one state of one account's list from the next.
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return `${resumes.length}-${(hash >>> 0).toString(36)}`
}
