import { describe, expect, it } from 'vitest'

import { contextFromParsedResume, describeResume, summarizeResume } from './resume-context'
import type { BuilderResume } from './types'

const BUILDER: BuilderResume = {
  personalInfo: {
    name: 'Katherine Johnson',
    email: 'kj@example.com',
    phone: '',
    location: '',
    linkedin: '',
    portfolio: '',
    github: '',
  },
  sections: [
    { id: 'professional-summary', title: 'Professional Summary', content: 'Research mathematician.' },
    {
      id: 'work-experience',
      title: 'Work Experience',
      items: [
        { title: 'Research Mathematician', subtitle: 'NASA', date: '1958', description: '', bullets: ['Trajectories'] },
        { title: '', subtitle: '', date: '', description: '', bullets: [] },
      ],
    },
    {
      id: 'education',
      title: 'Education',
      items: [{ title: 'B.S. Mathematics', subtitle: 'WVSC', date: '', description: '', bullets: [] }],
    },
    { id: 'skills', title: 'Skills', categories: [{ name: 'Technical Skills', skills: ['FORTRAN', ' ', 'Math'] }] },
    { id: 'projects', title: 'Projects & Certifications', items: [] },
  ],
}

describe('contextFromParsedResume', () => {
  it('keeps what the interviewer reads and leaves out the section list', () => {
    const context = contextFromParsedResume({
      personalInfo: { name: 'Ada Lovelace' },
      summary: 'Analyst.',
      work: [{ title: 'Analyst', organization: 'Babbage & Co', bullets: ['Notes'] }],
      skills: [{ name: 'Skills', skills: ['Mathematics'] }],
      ...{ sections: [], mentions: { organizations: [] } },
    })
    expect(context).toEqual({
      personalInfo: { name: 'Ada Lovelace' },
      summary: 'Analyst.',
      work: [{ title: 'Analyst', organization: 'Babbage & Co', description: '', bullets: ['Notes'] }],
      projects: [],
      skills: [{ name: 'Skills', skills: ['Mathematics'] }],
    })
    expect(context).not.toHaveProperty('sections')
  })
})

describe('summarizeResume and describeResume', () => {
  it('counts entries and skills of the builder shape as the server reads them', () => {
    expect(summarizeResume(BUILDER)).toEqual({ name: 'Katherine Johnson', entries: 2, skills: 2 })
    expect(describeResume(summarizeResume(BUILDER))).toBe('Katherine Johnson: 2 entries, 2 skills')
  })

  it('counts jobs and projects of a parsed resume', () => {
    const context = contextFromParsedResume({
      work: [{ title: 'Analyst' }],
      projects: [{ organization: 'Open source' }],
      skills: [{ skills: ['SQL'] }],
    })
    expect(describeResume(summarizeResume(context))).toBe('2 entries, 1 skill')
  })

  it('says when nothing usable was found', () => {
    expect(describeResume({ name: 'Ada', entries: 0, skills: 0 })).toMatch(/^No jobs, projects or skills were found/)
    expect(describeResume({ name: '', entries: 1, skills: 0 })).toBe('1 entry, 0 skills')
  })
})
