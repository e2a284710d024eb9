import { describe, expect, it } from 'vitest'

import { buildResume } from '@/test/resume-fixture'

import { contactFields, sectionReadings } from './ats-reading'

describe('contactFields', () => {
  it('lists the seven fields in order, with what was read', () => {
    const fields = contactFields(buildResume().parsedResume.personalInfo)
    expect(fields.map((field) => field.label)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Location',
      'LinkedIn',
      'GitHub',
      'Portfolio',
    ])
    expect(fields.find((field) => field.key === 'phone')).toMatchObject({ value: '', essential: true })
    expect(fields.find((field) => field.key === 'github')).toMatchObject({ value: '', essential: false })
  })
})

describe('sectionReadings', () => {
  it('shows the structured content under the first section of its kind, and raw lines otherwise', () => {
    const parsed = buildResume().parsedResume
    parsed.sections.push({
      heading: 'Earlier Experience',
      kind: 'experience',
      lines: ['Teacher, Vassar'],
      knownHeading: true,
      sideBySide: false,
    })
    const readings = sectionReadings(parsed)
    expect(readings.map((reading) => [reading.heading, reading.content.type])).toEqual([
      ['Experience', 'entries'],
      ['Skills', 'skills'],
      ['Hobbies', 'lines'],
      ['Earlier Experience', 'lines'],
    ])
  })

  it('shows the volunteer roles under the first volunteer heading, and the lines of any other section', () => {
    const parsed = buildResume().parsedResume
    const role = {
      title: 'Reading Tutor',
      organization: 'Harbour Literacy Trust',
      dates: '2019 - 2021',
      startDate: '2019',
      endDate: '2021',
      location: '',
      description: '',
      bullets: [],
      descriptionPositions: [],
    }
    parsed.volunteer = [role]
    parsed.sections.push(
      {
        heading: 'Community Service',
        kind: 'other',
        lines: ['Reading Tutor, Harbour Literacy Trust'],
        knownHeading: true,
        sideBySide: false,
      },
      {
        heading: 'Volunteering (continued)',
        kind: 'other',
        lines: ['Food bank driver'],
        knownHeading: true,
        sideBySide: false,
      },
    )
    const readings = sectionReadings(parsed)
    expect(readings.map((reading) => [reading.heading, reading.content.type])).toEqual([
      ['Experience', 'entries'],
      ['Skills', 'skills'],
      ['Hobbies', 'lines'],
      ['Community Service', 'entries'],
      ['Volunteering (continued)', 'lines'],
    ])
    expect(readings[3]?.content).toEqual({ type: 'entries', entryKind: 'volunteer', entries: [role] })
  })

  it('adds what was read under no heading at the end', () => {
    const parsed = { ...buildResume().parsedResume, summary: 'Pioneer of compilers.', sections: [] }
    const readings = sectionReadings(parsed)
    expect(readings.map((reading) => [reading.heading, reading.kind])).toEqual([
      [null, 'summary'],
      [null, 'experience'],
      [null, 'skills'],
    ])
  })

  it('has nothing to show for an empty resume', () => {
    const parsed = { ...buildResume().parsedResume, work: [], skills: [], sections: [] }
    expect(sectionReadings(parsed)).toEqual([])
  })
})
