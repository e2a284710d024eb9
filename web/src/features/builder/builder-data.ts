/** The Resume Builder's data (SPEC §3 'Builder data'), as the builder API sends and receives it. */
import type { ApiSchema } from '@/lib/api/types'

export type PersonalInfo = ApiSchema<'BuilderPersonalInfo-Output'>
export type BuilderItem = ApiSchema<'BuilderItem-Output'>
export type SkillCategory = ApiSchema<'BuilderSkillCategory-Output'>

export type ItemSectionId = 'work-experience' | 'education' | 'projects'
export type SectionId = 'professional-summary' | ItemSectionId | 'skills'

/** A section; its `id` is a SectionId for the sections the builder edits, any text for others it carries along. */
export type BuilderSection = ApiSchema<'BuilderSection-Output'>
export type BuilderData = ApiSchema<'BuilderResume-Output'>

export const DEFAULT_SKILL_CATEGORY = 'Technical Skills'

export const SECTION_TITLES: Record<SectionId, string> = {
  'professional-summary': 'Professional Summary',
  'work-experience': 'Work Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects & Certifications',
}

export function emptyItem(): BuilderItem {
  return { title: '', subtitle: '', date: '', description: '', bullets: [''] }
}

/** Education entries start without bullets (SPEC §3). */
export function emptyEducationItem(): BuilderItem {
  return { title: '', subtitle: '', date: '', description: '', bullets: [] }
}

export function emptyCategory(): SkillCategory {
  return { name: DEFAULT_SKILL_CATEGORY, skills: [''] }
}

export function emptyBuilderData(): BuilderData {
  return {
    personalInfo: { name: '', email: '', phone: '', location: '', linkedin: '', portfolio: '', github: '' },
    sections: [
      { id: 'professional-summary', title: SECTION_TITLES['professional-summary'], content: '' },
      { id: 'work-experience', title: SECTION_TITLES['work-experience'], items: [emptyItem()] },
      { id: 'education', title: SECTION_TITLES.education, items: [emptyEducationItem()] },
      { id: 'skills', title: SECTION_TITLES.skills, categories: [emptyCategory()] },
      { id: 'projects', title: SECTION_TITLES.projects, items: [emptyItem()] },
    ],
  }
}

export function sectionOf(data: BuilderData, id: SectionId): BuilderSection | undefined {
  return data.sections.find((section) => section.id === id)
}

export function summaryOf(data: BuilderData): string {
  return sectionOf(data, 'professional-summary')?.content ?? ''
}

export function itemsOf(data: BuilderData, id: ItemSectionId): BuilderItem[] {
  return sectionOf(data, id)?.items ?? []
}

export function categoriesOf(data: BuilderData): SkillCategory[] {
  return sectionOf(data, 'skills')?.categories ?? []
}

/** Replaces one section (adding it when missing), keeping the others as they are. */
export function withSection(data: BuilderData, id: SectionId, change: Partial<BuilderSection>): BuilderData {
  const exists = data.sections.some((section) => section.id === id)
  const sections = exists
    ? data.sections.map((section) => (section.id === id ? { ...section, ...change } : section))
    : [...data.sections, { id, title: SECTION_TITLES[id], ...change }]
  return { ...data, sections }
}

/**
 * Brings any builder-shaped value (a parsed resume, a stored draft) to the full shape the screens edit: every
 * section present, in step order, lists never empty.
 */
export function normalizeBuilderData(value: Partial<BuilderData> | null | undefined): BuilderData {
  const base = emptyBuilderData()
  if (!value) return base
  const personalInfo = { ...base.personalInfo }
  for (const key of Object.keys(personalInfo) as (keyof PersonalInfo)[]) {
    const field = value.personalInfo?.[key]
    if (typeof field === 'string') personalInfo[key] = field
  }
  const given = (id: string) => value.sections?.find((section) => section.id === id)
  const items = (id: ItemSectionId, blank: () => BuilderItem): BuilderItem[] => {
    const list = (given(id)?.items ?? []).map((item) => ({
      title: item.title ?? '',
      subtitle: item.subtitle ?? '',
      date: item.date ?? '',
      description: item.description ?? '',
      bullets: [...(item.bullets ?? [])],
    }))
    return list.length > 0 ? list : [blank()]
  }
  const categories = (given('skills')?.categories ?? []).map((category) => ({
    name: category.name || DEFAULT_SKILL_CATEGORY,
    skills: category.skills.length > 0 ? [...category.skills] : [''],
  }))
  return {
    personalInfo,
    sections: [
      {
        id: 'professional-summary',
        title: SECTION_TITLES['professional-summary'],
        content: given('professional-summary')?.content ?? '',
      },
      { id: 'work-experience', title: SECTION_TITLES['work-experience'], items: items('work-experience', emptyItem) },
      { id: 'education', title: SECTION_TITLES.education, items: items('education', emptyEducationItem) },
      {
        id: 'skills',
        title: SECTION_TITLES.skills,
        categories: categories.length > 0 ? categories : [emptyCategory()],
      },
      { id: 'projects', title: SECTION_TITLES.projects, items: items('projects', emptyItem) },
      ...otherSectionsOf(value),
    ],
  }
}

/** Sections the builder has no step for ('Languages', 'Interests'): kept as their heading and lines, so that
 * saving from the builder loses none of them. */
export const OTHER_SECTION_PREFIX = 'other-'

function otherSectionsOf(value: Partial<BuilderData>): BuilderSection[] {
  return (value.sections ?? [])
    .filter((section) => typeof section.id === 'string' && section.id.startsWith(OTHER_SECTION_PREFIX))
    .map((section) => ({ id: section.id, title: section.title ?? '', content: section.content ?? '' }))
}

const hasText = (text: string | undefined | null): boolean => Boolean(text?.trim())

/** A section with nothing typed in it: its 'Enhance with AI' has nothing to work from (SPEC §5). */
export function isSectionEmpty(data: BuilderData, id: SectionId): boolean {
  if (id === 'professional-summary') return !hasText(summaryOf(data))
  if (id === 'skills') return !categoriesOf(data).some((category) => category.skills.some(hasText))
  return !itemsOf(data, id).some((item) =>
    [item.title, item.subtitle, item.date, item.description, ...item.bullets].some(hasText),
  )
}
