import { describe, expect, it } from 'vitest'

import { categoriesOf, emptyBuilderData, itemsOf, summaryOf } from './builder-data'
import { applyEnhancement, sameSection } from './use-assistant'

describe('applyEnhancement', () => {
  const data = emptyBuilderData()

  it('puts the summary text in place', () => {
    expect(summaryOf(applyEnhancement(data, 'professional-summary', 'Engineer with ten years.')!)).toBe(
      'Engineer with ten years.',
    )
    expect(applyEnhancement(data, 'professional-summary', '   ')).toBeNull()
  })

  it('replaces items or categories from the fenced block', () => {
    const items = applyEnhancement(data, 'projects', '```json\n{"items": [{"title": "Mark I"}]}\n```')
    expect(itemsOf(items!, 'projects')[0]?.title).toBe('Mark I')
    const skills = applyEnhancement(
      data,
      'skills',
      '```json\n{"categories": [{"name": "Tech", "skills": ["Go"]}]}\n```',
    )
    expect(categoriesOf(skills!)).toEqual([{ name: 'Tech', skills: ['Go'] }])
  })

  it('refuses a block of the wrong kind for the section', () => {
    expect(applyEnhancement(data, 'skills', '```json\n{"items": [{"title": "Go"}]}\n```')).toBeNull()
    expect(applyEnhancement(data, 'education', 'Try adding your GPA.')).toBeNull()
  })
})

describe('sameSection', () => {
  it('tells an enhancement that changed nothing from one that changed the section', () => {
    const data = applyEnhancement(emptyBuilderData(), 'professional-summary', 'Nurse with ten years on wards.')!
    const unchanged = applyEnhancement(data, 'professional-summary', 'Nurse with ten years on wards.')!
    const changed = applyEnhancement(data, 'professional-summary', 'Ward nurse for ten years.')!
    expect(sameSection(unchanged, data, 'professional-summary')).toBe(true)
    expect(sameSection(changed, data, 'professional-summary')).toBe(false)
  })
})
