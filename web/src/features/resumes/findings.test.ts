import { describe, expect, it } from 'vitest'

import { buildFinding } from '@/test/resume-fixture'

import { CATEGORY_ORDER, compareFindings, formatPoints, groupFindings, topFindings } from './findings'

const SCORES = { atsCompliance: 90, keywordDensity: 75, recruiterFriendliness: 100, concisenessImpact: 60 }

describe('groupFindings', () => {
  it('gives one group per category in a fixed order, empty ones included', () => {
    const groups = groupFindings([buildFinding({ category: 'keywordDensity' })], SCORES)
    expect(groups.map((group) => group.category)).toEqual(CATEGORY_ORDER)
    expect(groups.map((group) => group.findings.length)).toEqual([0, 1, 0, 0])
    expect(groups.map((group) => group.label)).toEqual([
      'ATS Compliance',
      'Keyword Density',
      'Recruiter Friendliness',
      'Conciseness & Impact',
    ])
    expect(groups[3]?.score).toBe(60)
  })

  it('orders each group costliest first, then by severity, and adds up the points lost', () => {
    const findings = [
      buildFinding({ id: 'a', pointsLost: 4, severity: 'low' }),
      buildFinding({ id: 'b', pointsLost: 10, severity: 'medium' }),
      buildFinding({ id: 'c', pointsLost: 4, severity: 'high' }),
      buildFinding({ id: 'd', category: 'atsCompliance', pointsLost: 40 }),
    ]
    const impact = groupFindings(findings, SCORES)[3]!
    expect(impact.findings.map((finding) => finding.id)).toEqual(['b', 'c', 'a'])
    expect(impact.pointsLost).toBe(18)
    expect(findings.map((finding) => finding.id)).toEqual(['a', 'b', 'c', 'd'])
  })
})

describe('topFindings and formatting', () => {
  it('picks the costliest across categories', () => {
    const findings = [
      buildFinding({ id: 'small', pointsLost: 2 }),
      buildFinding({ id: 'big', category: 'atsCompliance', pointsLost: 25 }),
    ]
    expect(topFindings(findings, 1).map((finding) => finding.id)).toEqual(['big'])
    expect(compareFindings(findings[0]!, findings[1]!)).toBeGreaterThan(0)
  })

  it('writes points as the rubric does', () => {
    expect(formatPoints(1)).toBe('1 point')
    expect(formatPoints(7.5)).toBe('7.5 points')
    expect(formatPoints(12)).toBe('12 points')
  })
})
