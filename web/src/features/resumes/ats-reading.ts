/** How the 'What an ATS sees' panel lays out the parsed resume: contact fields, then each section as read. */

import type { ParsedResume, PersonalInfo, ResumeEntry, SectionKind, SkillGroup } from './types'

export interface ContactField {
  key: keyof PersonalInfo
  label: string
  value: string
  /** Whether most ATS forms need it; a missing optional link is not a problem. */
  essential: boolean
}

const CONTACT_FIELDS: readonly { key: keyof PersonalInfo; label: string; essential: boolean }[] = [
  { key: 'name', label: 'Name', essential: true },
  { key: 'email', label: 'Email', essential: true },
  { key: 'phone', label: 'Phone', essential: true },
  { key: 'location', label: 'Location', essential: true },
  { key: 'linkedin', label: 'LinkedIn', essential: false },
  { key: 'github', label: 'GitHub', essential: false },
  { key: 'portfolio', label: 'Portfolio', essential: false },
]

export function contactFields(info: PersonalInfo): ContactField[] {
  return CONTACT_FIELDS.map((field) => ({ ...field, value: info[field.key].trim() }))
}

export const SECTION_KIND_LABELS: Record<SectionKind, string> = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certifications: 'Certifications',
  other: 'Other',
}

export type EntryKind = 'job' | 'education' | 'project' | 'certification' | 'volunteer'

export type SectionContent =
  | { type: 'summary'; text: string }
  | { type: 'entries'; entryKind: EntryKind; entries: ResumeEntry[] }
  | { type: 'skills'; groups: SkillGroup[] }
  | { type: 'lines'; lines: string[] }

export interface SectionReading {
  /** The heading as written in the file; null for content the parser found without one. */
  heading: string | null
  kind: SectionKind
  content: SectionContent
}

function structuredContent(parsed: ParsedResume, kind: SectionKind): SectionContent | null {
  switch (kind) {
    case 'summary':
      return parsed.summary.trim() ? { type: 'summary', text: parsed.summary.trim() } : null
    case 'experience':
      return parsed.work.length ? { type: 'entries', entryKind: 'job', entries: parsed.work } : null
    case 'education':
      return parsed.education.length ? { type: 'entries', entryKind: 'education', entries: parsed.education } : null
    case 'projects':
      return parsed.projects.length ? { type: 'entries', entryKind: 'project', entries: parsed.projects } : null
    case 'certifications':
      return parsed.certifications.length
        ? { type: 'entries', entryKind: 'certification', entries: parsed.certifications }
        : null
    case 'skills':
      return parsed.skills.length ? { type: 'skills', groups: parsed.skills } : null
    case 'other':
      return null
  }
}

const VOLUNTEER_WORDS = /\bvolunteer(?:s|ing|ed|ism)?\b|\bcommunity (?:service|involvement|engagement|outreach)\b/i

/**
 * The volunteer roles, for an 'other' section whose heading names volunteer work or community service: the
 * parser reads those sections into `volunteer` and keeps them as 'other' sections (the rule of
 * backend/src/vitae/resume/volunteer.py).
 */
function volunteerContent(parsed: ParsedResume, heading: string): SectionContent | null {
  return parsed.volunteer.length && VOLUNTEER_WORDS.test(heading)
    ? { type: 'entries', entryKind: 'volunteer', entries: parsed.volunteer }
    : null
}

const STRUCTURED_KINDS: readonly SectionKind[] = [
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'certifications',
]

/**
 * Each section in reading order with what the parser took from it. The structured fields (jobs, degrees, skill
 * groups) are pooled per kind, so they are shown under the first section of that kind and any later section of the
 * same kind shows its lines; structured content found under no heading comes last, marked as such.
 */
export function sectionReadings(parsed: ParsedResume): SectionReading[] {
  const placed = new Set<SectionKind | 'volunteer'>()
  const readings: SectionReading[] = parsed.sections.map((section) => {
    const pool = section.kind === 'other' ? 'volunteer' : section.kind
    const structured = placed.has(pool)
      ? null
      : section.kind === 'other'
        ? volunteerContent(parsed, section.heading)
        : structuredContent(parsed, section.kind)
    if (structured) placed.add(pool)
    return {
      heading: section.heading,
      kind: section.kind,
      content: structured ?? { type: 'lines', lines: section.lines },
    }
  })
  for (const kind of STRUCTURED_KINDS) {
    const structured = placed.has(kind) ? null : structuredContent(parsed, kind)
    if (structured) readings.push({ heading: null, kind, content: structured })
  }
  return readings
}

export const ENTRY_FIELD_NAMES: Record<EntryKind, { title: string; organization: string }> = {
  job: { title: 'job title', organization: 'employer' },
  education: { title: 'degree', organization: 'school' },
  project: { title: 'project name', organization: 'organization' },
  certification: { title: 'certificate', organization: 'issuer' },
  volunteer: { title: 'role', organization: 'organization' },
}
