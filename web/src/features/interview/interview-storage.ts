/**
 * Where the interview keeps its state in the browser (SPEC §3): the setup's preferences and the optional resume in
 * local storage, so the simulation can read them; the interview under way in session storage, so reloading the live
 * screen carries on with the same question instead of opening a new session.
 */

import {
  SAVE_FAILED_MESSAGE,
  parseStoredPreferences,
  type InterviewPreferences,
  type LoadedPreferences,
} from '@/lib/interview-preferences'

import type { InterviewResume } from './types'

export const PREFERENCES_KEY = 'vitae.interview-data'
export const RESUME_KEY = 'vitae.interview-resume'
export const ACTIVE_INTERVIEW_KEY = 'vitae.interview-active'

function storageOf(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind]
  } catch {
    // Storage can be switched off; reading the property then throws.
    return null
  }
}

function read(kind: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null
  } catch {
    return null
  }
}

function write(kind: 'localStorage' | 'sessionStorage', key: string, value: string | null): boolean {
  const storage = storageOf(kind)
  if (!storage) return false
  try {
    if (value === null) storage.removeItem(key)
    else storage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

export function loadPreferences(): LoadedPreferences {
  return parseStoredPreferences(read('localStorage', PREFERENCES_KEY))
}

/** Saves the preferences and reads them back: they must hold the title, level and type (SPEC §5). */
export function savePreferences(preferences: InterviewPreferences): LoadedPreferences {
  write('localStorage', PREFERENCES_KEY, JSON.stringify(preferences))
  const saved = loadPreferences()
  const intact =
    saved.ok &&
    saved.preferences.jobType === preferences.jobType &&
    saved.preferences.experienceLevel === preferences.experienceLevel &&
    saved.preferences.interviewType === preferences.interviewType
  return intact ? saved : { ok: false, message: SAVE_FAILED_MESSAGE }
}

function isInterviewResume(value: unknown): value is InterviewResume {
  if (!value || typeof value !== 'object') return false
  const { label, source, data } = value as Partial<InterviewResume>
  return (
    typeof label === 'string' &&
    (source === 'upload' || source === 'saved') &&
    Boolean(data) &&
    typeof data === 'object' &&
    typeof data.personalInfo === 'object'
  )
}

export function loadResume(): InterviewResume | null {
  const raw = read('localStorage', RESUME_KEY)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return isInterviewResume(parsed) ? parsed : null
  } catch {
    return null
  }
}

/** Keeps (or, with null, forgets) the resume; false when the browser would not store it. */
export function saveResume(resume: InterviewResume | null): boolean {
  return write('localStorage', RESUME_KEY, resume ? JSON.stringify(resume) : null)
}

/** 'Start New Interview': the setup starts from nothing again. */
export function clearInterviewData(): void {
  write('localStorage', PREFERENCES_KEY, null)
  write('localStorage', RESUME_KEY, null)
  clearActiveInterview()
}

/** The interview under way: its server session and the question on screen. */
export interface ActiveInterview {
  /** The setup it was started from (the preferences' timestamp `sessionId`). */
  setupId: string
  sessionId: string
  question: string
  audio: string | null
  questionNumber: number
  plannedQuestions: number
  isComplete: boolean
}

function isActiveInterview(value: unknown): value is ActiveInterview {
  if (!value || typeof value !== 'object') return false
  const active = value as Partial<ActiveInterview>
  return (
    typeof active.setupId === 'string' &&
    typeof active.sessionId === 'string' &&
    typeof active.question === 'string' &&
    typeof active.questionNumber === 'number' &&
    typeof active.plannedQuestions === 'number' &&
    typeof active.isComplete === 'boolean'
  )
}

/** The interview under way for this setup, if the live screen was left or reloaded mid-way. */
export function loadActiveInterview(setupId: string): ActiveInterview | null {
  const raw = read('sessionStorage', ACTIVE_INTERVIEW_KEY)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return isActiveInterview(parsed) && parsed.setupId === setupId && setupId !== '' ? parsed : null
  } catch {
    return null
  }
}

export function saveActiveInterview(active: ActiveInterview): void {
  // The question's audio can be large; without room for it the interview carries on silently after a reload.
  if (!write('sessionStorage', ACTIVE_INTERVIEW_KEY, JSON.stringify(active))) {
    write('sessionStorage', ACTIVE_INTERVIEW_KEY, JSON.stringify({ ...active, audio: null }))
  }
}

export function clearActiveInterview(): void {
  write('sessionStorage', ACTIVE_INTERVIEW_KEY, null)
}
