// zod/mini keeps the same rules at a fraction of the bundle size of the chained API.
import { z } from 'zod/mini'

/** The mock interview's choices and their rules (SPEC §3 'Interview preferences', §5 'Interview setup', §9). */

export const INTERVIEW_TYPES = ['Technical', 'Behavioral', 'Mixed'] as const
export const EXPERIENCE_LEVELS = ['Entry-Level', 'Mid-Level', 'Senior'] as const
export const DIFFICULTIES = ['Standard', 'Advanced', 'Expert'] as const
export const DURATIONS = [15, 30, 45] as const

export type InterviewType = (typeof INTERVIEW_TYPES)[number]
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]
export type Difficulty = (typeof DIFFICULTIES)[number]

export const DEFAULT_DIFFICULTY: Difficulty = 'Standard'
export const DEFAULT_DURATION_MINUTES = 15
export const MAX_JOB_TITLE_LENGTH = 200
export const MAX_JOB_DESCRIPTION_LENGTH = 20_000

export const SELECT_ALL_MESSAGE = 'Please select all interview preferences'
export const NO_PREFERENCES_MESSAGE = 'No interview preferences found'
export const LOAD_FAILED_MESSAGE = 'Failed to load interview data. Please return to setup.'
export const SAVE_FAILED_MESSAGE = 'Failed to save interview data'

/** What the setup form holds; an empty string is a choice not made yet (after 'Start New Interview'). */
export interface InterviewSetupValues {
  interviewType: InterviewType | ''
  experienceLevel: ExperienceLevel | ''
  jobType: string
  jobDescription: string
  difficulty: Difficulty | ''
  duration: number
}

/** What is kept in local storage for the simulation to read. `sessionId` is the setup's timestamp. */
export interface InterviewPreferences {
  jobType: string
  experienceLevel: string
  interviewType: string
  difficulty: string
  duration: number
  jobDescription: string
  sessionId: string
}

/** The setup screen's defaults (SPEC §3: Software Engineer, Mid-Level, Standard, Technical, 15 minutes). */
export const DEFAULT_SETUP: InterviewSetupValues = {
  interviewType: 'Technical',
  experienceLevel: 'Mid-Level',
  jobType: 'Software Engineer',
  jobDescription: '',
  difficulty: DEFAULT_DIFFICULTY,
  duration: DEFAULT_DURATION_MINUTES,
}

/** SPEC §4 step 7: 'Start New Interview' clears type, level, title and description; difficulty and duration stay. */
export function clearedSetup(values: InterviewSetupValues): InterviewSetupValues {
  return { ...values, interviewType: '', experienceLevel: '', jobType: '', jobDescription: '' }
}

/** 'Preview Interview' needs the job title, difficulty, type and level. */
export function canPreview(values: InterviewSetupValues): boolean {
  return Boolean(values.jobType.trim() && values.difficulty && values.interviewType && values.experienceLevel)
}

/** 'Start Interview' is closed while preparing or while the job title is empty. */
export function canStart(values: InterviewSetupValues, preparing: boolean): boolean {
  return !preparing && values.jobType.trim() !== ''
}

/** SPEC §5: the description an empty one is filled with. */
export function autoDescription(level: string, title: string, type: string): string {
  return `${level.trim()} ${title.trim()} position requiring ${type.trim()} expertise`
}

const REQUIRED_FIELDS = ['jobType', 'experienceLevel', 'interviewType', 'jobDescription'] as const

/** The names of required preferences that are empty, in the order SPEC §5 lists them. */
export function missingFields(preferences: Partial<Record<(typeof REQUIRED_FIELDS)[number], unknown>>): string[] {
  return REQUIRED_FIELDS.filter((field) => {
    const value = preferences[field]
    return typeof value !== 'string' || value.trim() === ''
  })
}

export function missingFieldsMessage(fields: readonly string[]): string {
  return `Missing required fields: ${fields.join(', ')}`
}

const lengthRules = z.object({
  jobType: z.string().check(z.maxLength(MAX_JOB_TITLE_LENGTH, `Use at most ${MAX_JOB_TITLE_LENGTH} characters`)),
  jobDescription: z
    .string()
    .check(z.maxLength(MAX_JOB_DESCRIPTION_LENGTH, `Use at most ${MAX_JOB_DESCRIPTION_LENGTH} characters`)),
})

export type PreparedPreferences =
  | { ok: true; preferences: InterviewPreferences }
  | { ok: false; message: string; fieldErrors: Partial<Record<'jobType' | 'jobDescription', string>> }

/** The setup form as the preferences to save, or why it cannot be saved (SPEC §5). */
export function preparePreferences(values: InterviewSetupValues, now: number): PreparedPreferences {
  const jobType = values.jobType.trim()
  if (!values.interviewType || !values.experienceLevel || !jobType) {
    return { ok: false, message: SELECT_ALL_MESSAGE, fieldErrors: {} }
  }
  const lengths = lengthRules.safeParse({ jobType, jobDescription: values.jobDescription.trim() })
  if (!lengths.success) {
    const fieldErrors: Partial<Record<'jobType' | 'jobDescription', string>> = {}
    for (const issue of lengths.error.issues) {
      const field = issue.path[0]
      if (field === 'jobType' || field === 'jobDescription') fieldErrors[field] = issue.message
    }
    return { ok: false, message: Object.values(fieldErrors)[0] ?? SELECT_ALL_MESSAGE, fieldErrors }
  }
  const preferences: InterviewPreferences = {
    jobType,
    experienceLevel: values.experienceLevel,
    interviewType: values.interviewType,
    difficulty: values.difficulty || DEFAULT_DIFFICULTY,
    duration: values.duration || DEFAULT_DURATION_MINUTES,
    jobDescription:
      values.jobDescription.trim() || autoDescription(values.experienceLevel, jobType, values.interviewType),
    sessionId: String(now),
  }
  const missing = missingFields(preferences)
  if (missing.length > 0) return { ok: false, message: missingFieldsMessage(missing), fieldErrors: {} }
  return { ok: true, preferences }
}

const storedShape = z.object({
  jobType: z.optional(z.string()),
  experienceLevel: z.optional(z.string()),
  interviewType: z.optional(z.string()),
  difficulty: z.optional(z.string()),
  duration: z.optional(z.union([z.number(), z.string()])),
  jobDescription: z.optional(z.string()),
  sessionId: z.optional(z.union([z.string(), z.number()])),
})

export type LoadedPreferences = { ok: true; preferences: InterviewPreferences } | { ok: false; message: string }

function storedDuration(value: number | string | undefined): number {
  const minutes = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10)
  return Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_DURATION_MINUTES
}

/**
 * Reads what the setup saved (SPEC §5): nothing saved, data that is not the preferences, and preferences without
 * jobType, experienceLevel and interviewType each have their message. Difficulty and duration fall back to their
 * defaults and an empty description is filled as on the setup screen.
 */
export function parseStoredPreferences(raw: string | null): LoadedPreferences {
  if (raw === null || raw.trim() === '') return { ok: false, message: NO_PREFERENCES_MESSAGE }
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return { ok: false, message: LOAD_FAILED_MESSAGE }
  }
  const parsed = storedShape.safeParse(data)
  if (!parsed.success) return { ok: false, message: LOAD_FAILED_MESSAGE }
  const stored = parsed.data
  const missing = missingFields(stored).filter((field) => field !== 'jobDescription')
  if (missing.length > 0) return { ok: false, message: missingFieldsMessage(missing) }
  const jobType = (stored.jobType ?? '').trim()
  const experienceLevel = (stored.experienceLevel ?? '').trim()
  const interviewType = (stored.interviewType ?? '').trim()
  return {
    ok: true,
    preferences: {
      jobType,
      experienceLevel,
      interviewType,
      difficulty: stored.difficulty?.trim() || DEFAULT_DIFFICULTY,
      duration: storedDuration(stored.duration),
      jobDescription: stored.jobDescription?.trim() || autoDescription(experienceLevel, jobType, interviewType),
      sessionId: String(stored.sessionId ?? ''),
    },
  }
}

/** The setup form filled from saved preferences: a returning person finds their last choices. */
export function setupFromPreferences(preferences: InterviewPreferences): InterviewSetupValues {
  const pick = <T extends string>(options: readonly T[], value: string, fallback: T | ''): T | '' =>
    options.find((option) => option === value) ?? fallback
  const generated = autoDescription(preferences.experienceLevel, preferences.jobType, preferences.interviewType)
  return {
    interviewType: pick(INTERVIEW_TYPES, preferences.interviewType, ''),
    experienceLevel: pick(EXPERIENCE_LEVELS, preferences.experienceLevel, ''),
    jobType: preferences.jobType,
    // A description that was filled in automatically is shown as the placeholder again, not as typed text.
    jobDescription: preferences.jobDescription === generated ? '' : preferences.jobDescription,
    difficulty: pick(DIFFICULTIES, preferences.difficulty, DEFAULT_DIFFICULTY),
    duration: DURATIONS.find((minutes) => minutes === preferences.duration) ?? DEFAULT_DURATION_MINUTES,
  }
}
