import type { CategoryKey, CategoryScores, Finding, Severity } from './types'

/** The four categories in the order the product shows them (the order of their weight in the overall score). */
export const CATEGORY_ORDER: readonly CategoryKey[] = [
  'atsCompliance',
  'keywordDensity',
  'recruiterFriendliness',
  'concisenessImpact',
]

export const CATEGORY_LABELS: Record<CategoryKey, string> = {
  atsCompliance: 'ATS Compliance',
  keywordDensity: 'Keyword Density',
  recruiterFriendliness: 'Recruiter Friendliness',
  concisenessImpact: 'Conciseness & Impact',
}

/** The question each category answers, as the published rubric (docs/scoring.md) puts it. */
export const CATEGORY_QUESTIONS: Record<CategoryKey, string> = {
  atsCompliance: 'Can an applicant tracking system read the file and find who you are and what you did?',
  keywordDensity: 'Does the resume name the skills the job, or else your field, asks for?',
  recruiterFriendliness: 'Can a person take it in within the few seconds of a first read?',
  concisenessImpact: 'Does each statement show a result, in few words, led by a verb?',
}

export const SEVERITY_LABELS: Record<Severity, string> = { high: 'High', medium: 'Medium', low: 'Low' }

const SEVERITY_RANK: Record<Severity, number> = { high: 0, medium: 1, low: 2 }

export interface FindingGroup {
  category: CategoryKey
  label: string
  score: number
  pointsLost: number
  findings: Finding[]
}

/** Costliest first; among equals the more severe, then the original order (the sort is stable). */
export function compareFindings(a: Finding, b: Finding): number {
  return b.pointsLost - a.pointsLost || SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]
}

/** One group per category, in CATEGORY_ORDER, each with its findings costliest first; empty groups are kept. */
export function groupFindings(findings: readonly Finding[], scores: CategoryScores): FindingGroup[] {
  return CATEGORY_ORDER.map((category) => {
    const inCategory = findings.filter((finding) => finding.category === category).sort(compareFindings)
    return {
      category,
      label: CATEGORY_LABELS[category],
      score: scores[category],
      pointsLost: inCategory.reduce((sum, finding) => sum + finding.pointsLost, 0),
      findings: inCategory,
    }
  })
}

/** The few findings that cost the most across every category: where to start. */
export function topFindings(findings: readonly Finding[], count: number): Finding[] {
  return [...findings].sort(compareFindings).slice(0, count)
}

/** Points can be fractional in the rubric ("2.5 per skill"); show them as the rubric does. */
export function formatPoints(points: number): string {
  const rounded = Math.round(points * 10) / 10
  return `${rounded} ${rounded === 1 ? 'point' : 'points'}`
}
