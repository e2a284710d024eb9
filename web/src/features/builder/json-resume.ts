import {
  categoriesOf,
  DEFAULT_SKILL_CATEGORY,
  itemsOf,
  normalizeBuilderData,
  summaryOf,
  type BuilderData,
  type BuilderItem,
} from './builder-data'

/*
 * JSON Resume (jsonresume.org schema 1.0) to and from the builder, entirely in the browser: basics, work,
 * education, skills, projects and certificates (certificates join the projects step, as in a parsed resume).
 */

type JsonObject = Record<string, unknown>

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
const list = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.filter(isObject) : [])
const strs = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(str).filter((entry) => entry.length > 0) : []

export function dateRange(start: string, end: string): string {
  if (start && end) return `${start} - ${end}`
  if (start) return `${start} - Present`
  return end
}

/** Splits 'start - end' back into its two halves ('Present' ends nothing). */
export function splitDateRange(range: string): { startDate?: string; endDate?: string } {
  const [start = '', end = ''] = range.split(/\s+[-–—]\s+|\s+to\s+/i).map((part) => part.trim())
  if (!end) return start ? { endDate: start } : {}
  return /^present|current|now$/i.test(end) ? { startDate: start } : { startDate: start, endDate: end }
}

function profileUrl(profiles: JsonObject[], network: RegExp): string {
  const profile = profiles.find((entry) => network.test(str(entry.network)) || network.test(str(entry.url)))
  return profile ? str(profile.url) || str(profile.username) : ''
}

export class JsonResumeError extends Error {}

export function fromJsonResume(value: unknown): BuilderData {
  if (!isObject(value) || !isObject(value.basics))
    throw new JsonResumeError('This file is not a JSON Resume: it has no "basics".')
  const basics = value.basics
  const location = isObject(basics.location) ? basics.location : {}
  const profiles = list(basics.profiles)
  const place = [str(location.city), str(location.region), str(location.countryCode)].filter(Boolean).join(', ')
  const work: BuilderItem[] = list(value.work).map((job) => ({
    title: str(job.position),
    subtitle: str(job.name) || str(job.company),
    date: dateRange(str(job.startDate), str(job.endDate)),
    description: str(job.summary) || str(job.description),
    bullets: strs(job.highlights),
  }))
  const education: BuilderItem[] = list(value.education).map((entry) => ({
    title: [str(entry.studyType), str(entry.area)].filter(Boolean).join(', '),
    subtitle: str(entry.institution),
    date: dateRange(str(entry.startDate), str(entry.endDate)),
    description: str(entry.score) ? `GPA: ${str(entry.score)}` : '',
    bullets: strs(entry.courses),
  }))
  const projects: BuilderItem[] = [
    ...list(value.projects).map((project) => ({
      title: str(project.name),
      subtitle: str(project.entity) || str(project.url),
      date: dateRange(str(project.startDate), str(project.endDate)),
      description: str(project.description),
      bullets: strs(project.highlights),
    })),
    ...list(value.certificates).map((certificate) => ({
      title: str(certificate.name),
      subtitle: str(certificate.issuer),
      date: str(certificate.date),
      description: str(certificate.url),
      bullets: [],
    })),
  ]
  const categories = list(value.skills)
    .map((skill) => ({ name: str(skill.name) || DEFAULT_SKILL_CATEGORY, skills: strs(skill.keywords) }))
    .map((skill) => (skill.skills.length > 0 ? skill : { name: DEFAULT_SKILL_CATEGORY, skills: [skill.name] }))
  return normalizeBuilderData({
    personalInfo: {
      name: str(basics.name),
      email: str(basics.email),
      phone: str(basics.phone),
      location: place || str(location.address),
      linkedin: profileUrl(profiles, /linkedin/i),
      github: profileUrl(profiles, /github/i),
      portfolio: str(basics.url),
    },
    sections: [
      { id: 'professional-summary', title: '', content: str(basics.summary) },
      { id: 'work-experience', title: '', items: work },
      { id: 'education', title: '', items: education },
      { id: 'skills', title: '', categories },
      { id: 'projects', title: '', items: projects },
    ],
  })
}

const hasText = (item: BuilderItem): boolean =>
  [item.title, item.subtitle, item.date, item.description, ...item.bullets].some((field) => field.trim())
const cleanBullets = (bullets: string[]): string[] => bullets.map((bullet) => bullet.trim()).filter(Boolean)

function profiles(data: BuilderData): JsonObject[] {
  const { linkedin, github } = data.personalInfo
  return [
    ...(linkedin.trim() ? [{ network: 'LinkedIn', url: linkedin.trim() }] : []),
    ...(github.trim() ? [{ network: 'GitHub', url: github.trim() }] : []),
  ]
}

export function toJsonResume(data: BuilderData): JsonObject {
  const info = data.personalInfo
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: info.name.trim(),
      email: info.email.trim(),
      phone: info.phone.trim(),
      url: info.portfolio.trim(),
      summary: summaryOf(data).trim(),
      location: { address: info.location.trim() },
      profiles: profiles(data),
    },
    work: itemsOf(data, 'work-experience')
      .filter(hasText)
      .map((job) => ({
        name: job.subtitle.trim(),
        position: job.title.trim(),
        ...splitDateRange(job.date),
        summary: job.description.trim(),
        highlights: cleanBullets(job.bullets),
      })),
    education: itemsOf(data, 'education')
      .filter(hasText)
      .map((entry) => ({
        institution: entry.subtitle.trim(),
        studyType: entry.title.trim(),
        ...splitDateRange(entry.date),
        courses: cleanBullets(entry.bullets),
      })),
    skills: categoriesOf(data)
      .map((category) => ({ name: category.name.trim(), keywords: cleanBullets(category.skills) }))
      .filter((category) => category.keywords.length > 0),
    projects: itemsOf(data, 'projects')
      .filter(hasText)
      .map((project) => ({
        name: project.title.trim(),
        entity: project.subtitle.trim(),
        ...splitDateRange(project.date),
        description: project.description.trim(),
        highlights: cleanBullets(project.bullets),
      })),
  }
}
