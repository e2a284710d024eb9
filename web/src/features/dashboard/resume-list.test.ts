import { describe, expect, it } from 'vitest'

import {
  DEFAULT_VIEW,
  isFiltered,
  matchesQuery,
  resumeFileTitle,
  resumeHeading,
  resumeListSignature,
  resumeScore,
  resumeSubtitle,
  visibleResumes,
  type ResumeListView,
} from './resume-list'
import { buildDashboardResume as build } from './test/build-resume'

const ROWS = [
  build({ id: 'a', aiTitle: 'Data Analyst', atsScore: 65, updatedAt: '2026-03-03T00:00:00Z', industry: 'Finance' }),
  build({ id: 'b', aiTitle: 'backend Engineer', atsScore: 91, updatedAt: '2026-03-01T00:00:00Z' }),
  build({ id: 'c', aiTitle: 'Product Manager', atsScore: 74, updatedAt: '2026-03-05T00:00:00Z' }),
  build({ id: 'd', aiTitle: 'Analyst 10', atsScore: 40, updatedAt: '2026-03-04T00:00:00Z' }),
  build({ id: 'e', aiTitle: 'Analyst 9', atsScore: 80, updatedAt: '2026-03-02T00:00:00Z' }),
]

const ids = (view: Partial<ResumeListView>) => visibleResumes(ROWS, { ...DEFAULT_VIEW, ...view }).map((row) => row.id)

describe('resume headings', () => {
  it('reads the generated title, else the file title, else the name, else Resume', () => {
    expect(resumeHeading({ aiTitle: 'Nurse', title: 'cv', name: 'Ann' })).toBe('Nurse')
    expect(resumeHeading({ aiTitle: ' ', title: 'cv', name: 'Ann' })).toBe('cv')
    expect(resumeHeading({ aiTitle: '', title: '', name: 'Ann' })).toBe('Ann')
    expect(resumeHeading({ aiTitle: '', title: '', name: '' })).toBe('Resume')
  })

  it("adds the file's title when it is not the heading already", () => {
    expect(resumeFileTitle({ aiTitle: 'Nurse', title: 'ann cv 2026', name: 'Ann' })).toBe('ann cv 2026')
    expect(resumeFileTitle({ aiTitle: '', title: 'Ann CV', name: 'Ann' })).toBe('')
    expect(resumeFileTitle({ aiTitle: 'ann cv', title: 'Ann CV', name: 'Ann' })).toBe('')
  })

  it('subtitles with the generated subtitle, else the name', () => {
    expect(resumeSubtitle({ aiSubtitle: '3 years', name: 'Ann' })).toBe('3 years')
    expect(resumeSubtitle({ aiSubtitle: '', name: 'Ann' })).toBe('Ann')
  })

  it('scores with the ATS score, rounded', () => {
    expect(resumeScore({ atsScore: 71.6 })).toBe(72)
  })
})

describe('visibleResumes', () => {
  it('lists the newest update first by default', () => {
    expect(ids({})).toEqual(['c', 'd', 'a', 'e', 'b'])
  })

  it('sorts by score both ways', () => {
    expect(ids({ sort: 'score', direction: 'descending' })).toEqual(['b', 'e', 'c', 'a', 'd'])
    expect(ids({ sort: 'score', direction: 'ascending' })).toEqual(['d', 'a', 'c', 'e', 'b'])
  })

  it('sorts titles without regard to case and with numbers in numeric order', () => {
    expect(ids({ sort: 'title', direction: 'ascending' })).toEqual(['e', 'd', 'b', 'a', 'c'])
    expect(ids({ sort: 'title', direction: 'descending' })).toEqual(['c', 'a', 'b', 'd', 'e'])
  })

  it('breaks ties by the newest update, then by id', () => {
    const tied = [
      build({ id: 'x', atsScore: 80, updatedAt: '2026-01-01T00:00:00Z' }),
      build({ id: 'y', atsScore: 80, updatedAt: '2026-02-01T00:00:00Z' }),
      build({ id: 'w', atsScore: 80, updatedAt: '2026-02-01T00:00:00Z' }),
    ]
    const order = visibleResumes(tied, { ...DEFAULT_VIEW, sort: 'score' }).map((row) => row.id)
    expect(order).toEqual(['w', 'y', 'x'])
  })

  it('filters by score band: 80+, 70 to 79, below 70', () => {
    expect(ids({ band: 'good' })).toEqual(['e', 'b'])
    expect(ids({ band: 'fair' })).toEqual(['c'])
    expect(ids({ band: 'poor' })).toEqual(['d', 'a'])
    expect(ids({ band: 'all' })).toHaveLength(5)
  })

  it('filters by every typed word, in any field and any case', () => {
    expect(ids({ query: 'analyst' })).toEqual(['d', 'a', 'e'])
    expect(ids({ query: 'ANALYST finance' })).toEqual(['a'])
    expect(ids({ query: '  ' })).toHaveLength(5)
    expect(ids({ query: 'analyst', band: 'good' })).toEqual(['e'])
    expect(matchesQuery(build({ specialization: 'Registered Nurses' }), 'nurse')).toBe(true)
  })

  it('does not reorder the list it was given', () => {
    const before = ROWS.map((row) => row.id)
    visibleResumes(ROWS, { ...DEFAULT_VIEW, sort: 'title' })
    expect(ROWS.map((row) => row.id)).toEqual(before)
  })

  it('knows when a filter is on', () => {
    expect(isFiltered(DEFAULT_VIEW)).toBe(false)
    expect(isFiltered({ ...DEFAULT_VIEW, query: 'x' })).toBe(true)
    expect(isFiltered({ ...DEFAULT_VIEW, band: 'poor' })).toBe(true)
    expect(isFiltered({ ...DEFAULT_VIEW, sort: 'title' })).toBe(false)
  })
})

describe('resumeListSignature', () => {
  it('stays the same for the same list and changes when a resume is added, rescored, updated or removed', () => {
    const list = [build({ id: 'a' }), build({ id: 'b' })]
    const signature = resumeListSignature(list)
    expect(resumeListSignature([...list])).toBe(signature)
    expect(resumeListSignature([...list, build({ id: 'c' })])).not.toBe(signature)
    expect(resumeListSignature([list[0]!, { ...list[1]!, overallScore: 50 }])).not.toBe(signature)
    expect(resumeListSignature([list[0]!, { ...list[1]!, updatedAt: '2027-01-01T00:00:00Z' }])).not.toBe(signature)
    expect(resumeListSignature([list[0]!])).not.toBe(signature)
  })
})
