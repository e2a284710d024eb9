import { describe, expect, it } from 'vitest'

import { itemsOf, normalizeBuilderData, categoriesOf, summaryOf } from './builder-data'
import { builderDataFromParsed } from './parsed-resume'

const PARSED = {
  personalInfo: { name: 'Idris Fane', email: 'idris.fane@example.net' },
  summary: 'Lock keeper on a busy canal.',
  work: [
    {
      title: 'Lock Keeper',
      organization: 'Canal Trust',
      dates: '2015 - 2020',
      description: '',
      bullets: ['Ran the lock'],
    },
  ],
  education: [],
  skills: [{ name: 'Skills', skills: ['Rope work'] }],
  projects: [],
  certifications: [
    { title: 'Boatmaster licence', organization: 'Harbour Board', dates: '2014', description: '', bullets: [] },
  ],
  sections: [
    { heading: 'Experience', kind: 'experience', lines: ['Lock Keeper, Canal Trust'] },
    { heading: 'Odd Jobs Done', kind: 'other', lines: ['Painted the pier', 'Mended nets'] },
    { heading: '', kind: 'other', lines: ['A note under the name'] },
  ],
}

describe('builderDataFromParsed', () => {
  it('fills every builder step from the parsed resume, the way the server maps it', () => {
    const data = builderDataFromParsed(PARSED)
    expect(data.personalInfo).toMatchObject({ name: 'Idris Fane', email: 'idris.fane@example.net', phone: '' })
    expect(summaryOf(data)).toBe('Lock keeper on a busy canal.')
    expect(itemsOf(data, 'work-experience')[0]).toMatchObject({ subtitle: 'Canal Trust', date: '2015 - 2020' })
    expect(itemsOf(data, 'projects')[0]?.title).toBe('Boatmaster licence')
    expect(categoriesOf(data)[0]).toEqual({ name: 'Technical Skills', skills: ['Rope work'] })
  })

  it('keeps a section the builder has no step for, through normalising the draft again', () => {
    const data = normalizeBuilderData(builderDataFromParsed(PARSED))
    expect(data.sections.filter((section) => section.id.startsWith('other-'))).toEqual([
      { id: 'other-1', title: 'Odd Jobs Done', content: 'Painted the pier\nMended nets' },
      { id: 'other-2', title: '', content: 'A note under the name' },
    ])
  })

  it('carries the headline, which the builder has no field for, as a line above the first heading', () => {
    const data = builderDataFromParsed({ ...PARSED, personalInfo: { ...PARSED.personalInfo, headline: 'Lock keeper' } })
    expect(data.sections.filter((section) => section.id.startsWith('other-'))[0]).toEqual({
      id: 'other-headline',
      title: '',
      content: 'Lock keeper',
    })
  })

  it('does not carry the headline twice when a line under the name says it', () => {
    const data = builderDataFromParsed({
      ...PARSED,
      personalInfo: { ...PARSED.personalInfo, headline: 'A note' },
    })
    expect(data.sections.some((section) => section.id === 'other-headline')).toBe(false)
  })
})
