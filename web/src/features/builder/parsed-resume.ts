import {
  DEFAULT_SKILL_CATEGORY,
  OTHER_SECTION_PREFIX,
  SECTION_TITLES,
  normalizeBuilderData,
  type BuilderData,
} from './builder-data'

/** The part of a stored resume's `parsedResume` the builder is filled from; other fields may be present. */
export interface ParsedResumeForBuilder {
  personalInfo: Partial<
    Record<'name' | 'email' | 'phone' | 'location' | 'linkedin' | 'portfolio' | 'github' | 'headline', string>
  >
  summary: string
  work: ParsedEntry[]
  education: ParsedEntry[]
  skills: { name: string; skills: string[] }[]
  projects: ParsedEntry[]
  certifications: ParsedEntry[]
  sections: { heading: string; kind: string; lines: string[] }[]
}

interface ParsedEntry {
  title: string
  organization: string
  dates: string
  description: string
  bullets: string[]
}

const item = (entry: ParsedEntry) => ({
  title: entry.title,
  subtitle: entry.organization,
  date: entry.dates,
  description: entry.description,
  bullets: [...entry.bullets],
})

/** The headline, which the builder has no field for, travels as a line above the first heading. */
export const HEADLINE_SECTION_ID = `${OTHER_SECTION_PREFIX}headline`

/**
 * Sections the builder has no step for, as their heading and lines, and the lines above the first heading without
 * one, the headline first when no line there says it: saved from the builder, none of them is lost.
 */
function sectionsWithoutStep(parsed: ParsedResumeForBuilder) {
  const others = parsed.sections
    .map((section, index) => ({ section, index }))
    .filter(({ section }) => section.kind === 'other' && section.lines.some((line) => line.trim()))
    .map(({ section, index }) => ({
      id: `${OTHER_SECTION_PREFIX}${index}`,
      title: section.heading,
      content: section.lines.join('\n'),
    }))
  const headline = (parsed.personalInfo.headline ?? '').trim()
  const underName = others
    .filter((section) => !section.title.trim())
    .map((section) => section.content)
    .join('\n')
  return headline && !underName.includes(headline)
    ? [{ id: HEADLINE_SECTION_ID, title: '', content: headline }, ...others]
    : others
}

/**
 * A parsed resume in the builder's shape (the same mapping as the server's resume parser), so that the person
 * can correct its structure there.
 */
export function builderDataFromParsed(parsed: ParsedResumeForBuilder): BuilderData {
  const others = sectionsWithoutStep(parsed)
  return normalizeBuilderData({
    personalInfo: {
      name: parsed.personalInfo.name ?? '',
      email: parsed.personalInfo.email ?? '',
      phone: parsed.personalInfo.phone ?? '',
      location: parsed.personalInfo.location ?? '',
      linkedin: parsed.personalInfo.linkedin ?? '',
      portfolio: parsed.personalInfo.portfolio ?? '',
      github: parsed.personalInfo.github ?? '',
    },
    sections: [
      { id: 'professional-summary', title: SECTION_TITLES['professional-summary'], content: parsed.summary },
      { id: 'work-experience', title: SECTION_TITLES['work-experience'], items: parsed.work.map(item) },
      { id: 'education', title: SECTION_TITLES.education, items: parsed.education.map(item) },
      {
        id: 'skills',
        title: SECTION_TITLES.skills,
        categories: parsed.skills
          .filter((group) => group.skills.length > 0)
          .map((group) => ({
            name: group.name === 'Skills' ? DEFAULT_SKILL_CATEGORY : group.name,
            skills: group.skills,
          })),
      },
      {
        id: 'projects',
        title: SECTION_TITLES.projects,
        items: [...parsed.projects, ...parsed.certifications].map(item),
      },
      ...others,
    ],
  })
}
