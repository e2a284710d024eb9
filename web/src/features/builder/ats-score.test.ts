import { describe, expect, it } from 'vitest'

import { atsScore, pillBand, scoreBreakdown, scoreTips } from './ats-score'
import { emptyBuilderData, withSection, type BuilderData, type BuilderItem } from './builder-data'

const job = (change: Partial<BuilderItem> = {}): BuilderItem => ({
  title: 'Engineer',
  subtitle: 'NASA',
  date: '1953 - 1986',
  description: '',
  bullets: ['Computed trajectories'],
  ...change,
})

function withContact(count: number): BuilderData {
  const data = emptyBuilderData()
  const values = ['Ada', 'ada@example.com', '555 0100', 'London', 'linkedin.com/in/ada', 'ada.dev', 'github.com/ada']
  const fields = ['name', 'email', 'phone', 'location', 'linkedin', 'portfolio', 'github'] as const
  fields.slice(0, count).forEach((field, index) => (data.personalInfo[field] = values[index]!))
  return data
}

describe('builder ATS score (SPEC §5 weights)', () => {
  it('is 0 for an empty builder', () => {
    expect(atsScore(emptyBuilderData())).toBe(0)
  })

  it('gives 4 points per contact field, 20 for the five, nothing for portfolio or GitHub', () => {
    expect(scoreBreakdown(withContact(1)).parts.contact).toBe(4)
    expect(scoreBreakdown(withContact(4)).parts.contact).toBe(16)
    expect(scoreBreakdown(withContact(5)).parts.contact).toBe(20)
    expect(scoreBreakdown(withContact(7)).parts.contact).toBe(20)
  })

  it('gives the full 15 for a summary of 50 characters, less below', () => {
    const summary = (text: string) =>
      scoreBreakdown(withSection(emptyBuilderData(), 'professional-summary', { content: text })).parts.summary
    expect(summary('x'.repeat(49))).toBeLessThan(15)
    expect(summary('x'.repeat(50))).toBe(15)
    expect(summary('x'.repeat(500))).toBe(15)
    expect(summary('   ')).toBe(0)
  })

  it('counts complete jobs: title, company, date and a description or bullet; two give the full 25', () => {
    const work = (items: BuilderItem[]) =>
      scoreBreakdown(withSection(emptyBuilderData(), 'work-experience', { items })).parts.work
    expect(work([job({ date: '' })])).toBe(0)
    expect(work([job({ subtitle: ' ' })])).toBe(0)
    expect(work([job({ bullets: [''], description: '' })])).toBe(0)
    expect(work([job({ bullets: [], description: 'Led the team' })])).toBe(12.5)
    expect(work([job(), job()])).toBe(25)
    expect(work([job(), job(), job()])).toBe(25)
  })

  it('gives 15 for education with a title and an institution', () => {
    const education = (item: Partial<BuilderItem>) =>
      scoreBreakdown(withSection(emptyBuilderData(), 'education', { items: [job({ ...item, bullets: [] })] })).parts
        .education
    expect(education({ title: 'BSc', subtitle: '' })).toBe(0)
    expect(education({ title: 'BSc', subtitle: 'WVU' })).toBe(15)
  })

  it('gives 3 points per non-empty skill, the full 15 from five', () => {
    const skills = (list: string[]) =>
      scoreBreakdown(withSection(emptyBuilderData(), 'skills', { categories: [{ name: 'Tech', skills: list }] })).parts
        .skills
    expect(skills(['a', 'b', 'c', 'd'])).toBe(12)
    expect(skills(['a', 'b', 'c', 'd', ' '])).toBe(12)
    expect(skills(['a', 'b', 'c', 'd', 'e'])).toBe(15)
    expect(skills(['a', 'b', 'c', 'd', 'e', 'f'])).toBe(15)
  })

  it('gives 10 for a project with a title and a description or bullet', () => {
    const projects = (item: BuilderItem) =>
      scoreBreakdown(withSection(emptyBuilderData(), 'projects', { items: [item] })).parts.projects
    expect(projects(job({ bullets: [''] }))).toBe(0)
    expect(projects(job({ title: '' }))).toBe(0)
    expect(projects(job())).toBe(10)
  })

  it('reaches 100 when everything is filled, and tips list what is missing', () => {
    let data = withContact(5)
    expect(scoreTips(data).map((tip) => tip.part)).toEqual(['work', 'summary', 'education', 'skills', 'projects'])
    data = withSection(data, 'professional-summary', { content: 'x'.repeat(60) })
    data = withSection(data, 'work-experience', { items: [job(), job()] })
    data = withSection(data, 'education', { items: [job()] })
    data = withSection(data, 'skills', { categories: [{ name: 'T', skills: ['a', 'b', 'c', 'd', 'e'] }] })
    data = withSection(data, 'projects', { items: [job()] })
    expect(atsScore(data)).toBe(100)
    expect(scoreTips(data)).toEqual([])
  })
})

describe('pill bands', () => {
  it('is red under 50, orange under 75, green from 75', () => {
    expect(pillBand(0)).toBe('red')
    expect(pillBand(49)).toBe('red')
    expect(pillBand(50)).toBe('orange')
    expect(pillBand(74)).toBe('orange')
    expect(pillBand(75)).toBe('green')
    expect(pillBand(100)).toBe('green')
  })
})
