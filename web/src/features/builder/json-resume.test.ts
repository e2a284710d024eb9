import { describe, expect, it } from 'vitest'

import { categoriesOf, itemsOf, summaryOf } from './builder-data'
import { fromJsonResume, JsonResumeError, splitDateRange, toJsonResume } from './json-resume'

const SAMPLE = {
  basics: {
    name: 'Katherine Johnson',
    email: 'kj@example.com',
    phone: '555 0100',
    url: 'https://kj.dev',
    summary: 'Mathematician.',
    location: { city: 'Hampton', region: 'VA' },
    profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/kj' }],
  },
  work: [{ name: 'NASA', position: 'Mathematician', startDate: '1953', endDate: '1986', highlights: ['Orbits'] }],
  education: [{ institution: 'WVSC', studyType: 'BS', area: 'Mathematics', endDate: '1937' }],
  skills: [{ name: 'Math', keywords: ['Geometry', 'Orbital mechanics'] }],
  projects: [{ name: 'Friendship 7', description: 'Trajectory checks' }],
  certificates: [{ name: 'Medal of Freedom', issuer: 'White House', date: '2015' }],
}

describe('JSON Resume interop', () => {
  it('imports basics, work, education, skills, projects and certificates', () => {
    const data = fromJsonResume(SAMPLE)
    expect(data.personalInfo).toMatchObject({
      name: 'Katherine Johnson',
      location: 'Hampton, VA',
      linkedin: 'https://linkedin.com/in/kj',
      portfolio: 'https://kj.dev',
    })
    expect(summaryOf(data)).toBe('Mathematician.')
    expect(itemsOf(data, 'work-experience')[0]).toMatchObject({ title: 'Mathematician', date: '1953 - 1986' })
    expect(itemsOf(data, 'education')[0]).toMatchObject({ title: 'BS, Mathematics', subtitle: 'WVSC' })
    expect(categoriesOf(data)).toEqual([{ name: 'Math', skills: ['Geometry', 'Orbital mechanics'] }])
    expect(itemsOf(data, 'projects').map((item) => item.title)).toEqual(['Friendship 7', 'Medal of Freedom'])
  })

  it('refuses a file without basics', () => {
    expect(() => fromJsonResume({ work: [] })).toThrow(JsonResumeError)
  })

  it('exports what it imports', () => {
    const exported = toJsonResume(fromJsonResume(SAMPLE))
    expect(exported.work).toEqual([
      {
        name: 'NASA',
        position: 'Mathematician',
        startDate: '1953',
        endDate: '1986',
        summary: '',
        highlights: ['Orbits'],
      },
    ])
    expect(exported.skills).toEqual([{ name: 'Math', keywords: ['Geometry', 'Orbital mechanics'] }])
    expect(fromJsonResume(exported).personalInfo.name).toBe('Katherine Johnson')
  })

  it('splits date ranges', () => {
    expect(splitDateRange('2019 - Present')).toEqual({ startDate: '2019' })
    expect(splitDateRange('2019 – 2021')).toEqual({ startDate: '2019', endDate: '2021' })
    expect(splitDateRange('')).toEqual({})
  })
})
