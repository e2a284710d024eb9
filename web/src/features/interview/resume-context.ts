/** The optional resume an interview is tailored to: reading it from either shape the server accepts. */

import type { BuilderResume, InterviewResumeData, ParsedResumeContext, ResumeEntry } from './types'

/** The part of `GET /api/resumes/{id}`'s `parsedResume` that matters here; other fields may be present. */
export interface ParsedResumeReply {
  personalInfo?: Record<string, string | undefined>
  summary?: string
  work?: Partial<ResumeEntry>[]
  projects?: Partial<ResumeEntry>[]
  skills?: { name?: string; skills?: string[] }[]
}

function entry(value: Partial<ResumeEntry>): ResumeEntry {
  return {
    title: value.title ?? '',
    organization: value.organization ?? '',
    description: value.description ?? '',
    bullets: value.bullets ?? [],
  }
}

/**
 * A saved resume's parsed content, without its `sections` list: the server reads `resumeData` as the builder's
 * shape first, and a parsed resume whose section list is empty would pass for one and lose its jobs and skills.
 */
export function contextFromParsedResume(parsed: ParsedResumeReply): ParsedResumeContext {
  return {
    personalInfo: { ...parsed.personalInfo },
    summary: parsed.summary ?? '',
    work: (parsed.work ?? []).map(entry),
    projects: (parsed.projects ?? []).map(entry),
    skills: (parsed.skills ?? []).map((group) => ({ name: group.name ?? 'Skills', skills: group.skills ?? [] })),
  }
}

function isBuilderResume(data: InterviewResumeData): data is BuilderResume {
  return Array.isArray((data as BuilderResume).sections)
}

export interface ResumeSummary {
  name: string
  /** Jobs, projects and other entries the interviewer may ask about. */
  entries: number
  skills: number
}

/** What the interviewer will find in the resume, counted as the server reads it. */
export function summarizeResume(data: InterviewResumeData): ResumeSummary {
  const name = data.personalInfo.name?.trim() ?? ''
  if (isBuilderResume(data)) {
    let entries = 0
    let skills = 0
    for (const section of data.sections) {
      if (section.id === 'skills') {
        skills += (section.categories ?? []).flatMap((category) => category.skills).filter((s) => s.trim()).length
      } else if (section.id !== 'professional-summary') {
        entries += (section.items ?? []).filter((item) => item.title.trim() || item.subtitle.trim()).length
      }
    }
    return { name, entries, skills }
  }
  const entries = [...data.work, ...data.projects].filter((item) => item.title.trim() || item.organization.trim())
  const skills = data.skills.flatMap((group) => group.skills).filter((skill) => skill.trim())
  return { name, entries: entries.length, skills: skills.length }
}

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

/** 'Katherine Johnson: 3 entries, 5 skills', or a note that nothing useful was found. */
export function describeResume(summary: ResumeSummary): string {
  if (summary.entries === 0 && summary.skills === 0) {
    return 'No jobs, projects or skills were found in it; questions will follow the job title and description.'
  }
  const counts = `${counted(summary.entries, 'entry', 'entries')}, ${counted(summary.skills, 'skill', 'skills')}`
  return summary.name ? `${summary.name}: ${counts}` : counts
}
