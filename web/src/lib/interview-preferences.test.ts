import { describe, expect, it } from 'vitest'

import {
  DEFAULT_SETUP,
  LOAD_FAILED_MESSAGE,
  NO_PREFERENCES_MESSAGE,
  SELECT_ALL_MESSAGE,
  autoDescription,
  canPreview,
  canStart,
  clearedSetup,
  missingFields,
  parseStoredPreferences,
  preparePreferences,
  setupFromPreferences,
  type InterviewSetupValues,
} from './interview-preferences'

const NOW = 1_767_225_600_000

describe('setup defaults and button rules', () => {
  it('starts from Software Engineer, Mid-Level, Standard, Technical, 15 minutes', () => {
    expect(DEFAULT_SETUP).toEqual({
      interviewType: 'Technical',
      experienceLevel: 'Mid-Level',
      jobType: 'Software Engineer',
      jobDescription: '',
      difficulty: 'Standard',
      duration: 15,
    })
  })

  it('opens Preview Interview only when title, difficulty, type and level are all set', () => {
    expect(canPreview(DEFAULT_SETUP)).toBe(true)
    expect(canPreview({ ...DEFAULT_SETUP, jobType: '   ' })).toBe(false)
    expect(canPreview({ ...DEFAULT_SETUP, difficulty: '' })).toBe(false)
    expect(canPreview({ ...DEFAULT_SETUP, interviewType: '' })).toBe(false)
    expect(canPreview({ ...DEFAULT_SETUP, experienceLevel: '' })).toBe(false)
  })

  it('closes Start Interview while preparing or while the job title is empty, not for a missing type', () => {
    expect(canStart(DEFAULT_SETUP, false)).toBe(true)
    expect(canStart(DEFAULT_SETUP, true)).toBe(false)
    expect(canStart({ ...DEFAULT_SETUP, jobType: '' }, false)).toBe(false)
    expect(canStart({ ...DEFAULT_SETUP, interviewType: '' }, false)).toBe(true)
  })

  it('clears type, level, title and description for a new interview, keeping difficulty and duration', () => {
    const chosen: InterviewSetupValues = { ...DEFAULT_SETUP, difficulty: 'Expert', duration: 45, jobDescription: 'x' }
    expect(clearedSetup(chosen)).toEqual({
      interviewType: '',
      experienceLevel: '',
      jobType: '',
      jobDescription: '',
      difficulty: 'Expert',
      duration: 45,
    })
  })
})

describe('preparePreferences', () => {
  it('fills an empty description as "{level} {title} position requiring {type} expertise"', () => {
    const prepared = preparePreferences({ ...DEFAULT_SETUP, jobType: '  Data Analyst ' }, NOW)
    expect(prepared).toEqual({
      ok: true,
      preferences: {
        jobType: 'Data Analyst',
        experienceLevel: 'Mid-Level',
        interviewType: 'Technical',
        difficulty: 'Standard',
        duration: 15,
        jobDescription: 'Mid-Level Data Analyst position requiring Technical expertise',
        sessionId: String(NOW),
      },
    })
    expect(autoDescription('Senior', 'Nurse', 'Behavioral')).toBe(
      'Senior Nurse position requiring Behavioral expertise',
    )
  })

  it('keeps a description that was written', () => {
    const prepared = preparePreferences({ ...DEFAULT_SETUP, jobDescription: ' Build APIs in Go. ' }, NOW)
    expect(prepared.ok && prepared.preferences.jobDescription).toBe('Build APIs in Go.')
  })

  it('asks for all preferences when type, level or title is missing', () => {
    for (const values of [
      { ...DEFAULT_SETUP, interviewType: '' as const },
      { ...DEFAULT_SETUP, experienceLevel: '' as const },
      { ...DEFAULT_SETUP, jobType: ' ' },
    ]) {
      expect(preparePreferences(values, NOW)).toEqual({ ok: false, message: SELECT_ALL_MESSAGE, fieldErrors: {} })
    }
  })

  it('falls back to Standard when no difficulty is chosen', () => {
    const prepared = preparePreferences({ ...DEFAULT_SETUP, difficulty: '' }, NOW)
    expect(prepared.ok && prepared.preferences.difficulty).toBe('Standard')
  })

  it('refuses a title or description longer than the server keeps', () => {
    const prepared = preparePreferences({ ...DEFAULT_SETUP, jobType: 'x'.repeat(201) }, NOW)
    expect(prepared).toEqual({
      ok: false,
      message: 'Use at most 200 characters',
      fieldErrors: { jobType: 'Use at most 200 characters' },
    })
  })
})

describe('missingFields', () => {
  it('names the empty required preferences in SPEC order', () => {
    expect(missingFields({ jobType: 'x', experienceLevel: '', interviewType: undefined, jobDescription: ' ' })).toEqual(
      ['experienceLevel', 'interviewType', 'jobDescription'],
    )
  })
})

describe('parseStoredPreferences', () => {
  const saved = {
    jobType: 'Software Engineer',
    experienceLevel: 'Senior',
    interviewType: 'Mixed',
    difficulty: 'Expert',
    duration: 30,
    jobDescription: 'Own the payments platform.',
    sessionId: String(NOW),
  }

  it('reads what the setup saved', () => {
    expect(parseStoredPreferences(JSON.stringify(saved))).toEqual({ ok: true, preferences: saved })
  })

  it('says when nothing was saved', () => {
    expect(parseStoredPreferences(null)).toEqual({ ok: false, message: NO_PREFERENCES_MESSAGE })
  })

  it('says the data could not be loaded when it is not the preferences', () => {
    expect(parseStoredPreferences('{not json')).toEqual({ ok: false, message: LOAD_FAILED_MESSAGE })
    expect(parseStoredPreferences('[1, 2]')).toEqual({ ok: false, message: LOAD_FAILED_MESSAGE })
    expect(parseStoredPreferences('{"jobType": 7}')).toEqual({ ok: false, message: LOAD_FAILED_MESSAGE })
  })

  it('names the missing jobType, experienceLevel or interviewType', () => {
    const partial = JSON.stringify({ jobType: 'Designer', experienceLevel: '' })
    expect(parseStoredPreferences(partial)).toEqual({
      ok: false,
      message: 'Missing required fields: experienceLevel, interviewType',
    })
  })

  it('fills the defaults and the description of older or hand-made data', () => {
    const minimal = JSON.stringify({ jobType: 'Designer', experienceLevel: 'Entry-Level', interviewType: 'Behavioral' })
    expect(parseStoredPreferences(minimal)).toEqual({
      ok: true,
      preferences: {
        jobType: 'Designer',
        experienceLevel: 'Entry-Level',
        interviewType: 'Behavioral',
        difficulty: 'Standard',
        duration: 15,
        jobDescription: 'Entry-Level Designer position requiring Behavioral expertise',
        sessionId: '',
      },
    })
  })
})

describe('setupFromPreferences', () => {
  it('puts saved choices back in the form, with a generated description left empty', () => {
    const prepared = preparePreferences({ ...DEFAULT_SETUP, difficulty: 'Advanced', duration: 45 }, NOW)
    if (!prepared.ok) throw new Error('expected preferences')
    expect(setupFromPreferences(prepared.preferences)).toEqual({
      ...DEFAULT_SETUP,
      difficulty: 'Advanced',
      duration: 45,
    })
  })

  it('leaves out values the form does not offer', () => {
    const values = setupFromPreferences({
      jobType: 'QA',
      experienceLevel: 'Principal',
      interviewType: 'Case',
      difficulty: 'Brutal',
      duration: 20,
      jobDescription: 'Test things.',
      sessionId: '1',
    })
    expect(values).toEqual({
      interviewType: '',
      experienceLevel: '',
      jobType: 'QA',
      jobDescription: 'Test things.',
      difficulty: 'Standard',
      duration: 15,
    })
  })
})
