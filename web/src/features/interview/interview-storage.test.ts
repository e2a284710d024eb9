import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  ACTIVE_INTERVIEW_KEY,
  PREFERENCES_KEY,
  RESUME_KEY,
  clearInterviewData,
  loadActiveInterview,
  loadPreferences,
  loadResume,
  saveActiveInterview,
  savePreferences,
  saveResume,
} from './interview-storage'
import type { InterviewResume } from './types'

const PREFERENCES = {
  jobType: 'Data Analyst',
  experienceLevel: 'Senior',
  interviewType: 'Mixed',
  difficulty: 'Standard',
  duration: 30,
  jobDescription: 'Senior Data Analyst position requiring Mixed expertise',
  sessionId: '1767225600000',
}

const RESUME: InterviewResume = {
  label: 'ada.pdf',
  source: 'upload',
  data: {
    personalInfo: { name: 'Ada', email: '', phone: '', location: '', linkedin: '', portfolio: '', github: '' },
    sections: [],
  },
}

/** A storage that refuses writes whose value matches `refuse`, as a full or disabled one does. */
function refusingStorage(refuse: (value: string) => boolean): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (refuse(value)) throw new DOMException('Quota exceeded', 'QuotaExceededError')
      items.set(key, value)
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
})

describe('preferences', () => {
  it('saves them under the interview-data key and reads them back', () => {
    expect(savePreferences(PREFERENCES)).toEqual({ ok: true, preferences: PREFERENCES })
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!)).toEqual(PREFERENCES)
    expect(loadPreferences()).toEqual({ ok: true, preferences: PREFERENCES })
  })

  it('says the data could not be saved when the browser refuses it', () => {
    vi.stubGlobal(
      'localStorage',
      refusingStorage(() => true),
    )
    expect(savePreferences(PREFERENCES)).toEqual({ ok: false, message: 'Failed to save interview data' })
  })
})

describe('resume', () => {
  it('keeps and forgets the chosen resume', () => {
    expect(saveResume(RESUME)).toBe(true)
    expect(loadResume()).toEqual(RESUME)
    saveResume(null)
    expect(localStorage.getItem(RESUME_KEY)).toBeNull()
  })

  it('ignores stored data that is not a resume', () => {
    localStorage.setItem(RESUME_KEY, JSON.stringify({ label: 'x' }))
    expect(loadResume()).toBeNull()
    localStorage.setItem(RESUME_KEY, '{oops')
    expect(loadResume()).toBeNull()
  })
})

describe('the interview under way', () => {
  const active = {
    setupId: '1767225600000',
    sessionId: 'abc',
    question: 'Why this role?',
    audio: null,
    questionNumber: 2,
    plannedQuestions: 5,
    isComplete: false,
  }

  it('is found again for the same setup only', () => {
    saveActiveInterview(active)
    expect(loadActiveInterview('1767225600000')).toEqual(active)
    expect(loadActiveInterview('1767225699999')).toBeNull()
    expect(loadActiveInterview('')).toBeNull()
  })

  it('is kept without its audio when the audio does not fit', () => {
    const storage = refusingStorage((value) => value.includes('"audio":"'))
    vi.stubGlobal('sessionStorage', storage)
    saveActiveInterview({ ...active, audio: 'SUQzBAAAAAAA' })
    expect(JSON.parse(storage.getItem(ACTIVE_INTERVIEW_KEY)!).audio).toBeNull()
  })

  it('is forgotten with the setup by Start New Interview', () => {
    savePreferences(PREFERENCES)
    saveResume(RESUME)
    saveActiveInterview(active)
    clearInterviewData()
    expect(loadPreferences()).toEqual({ ok: false, message: 'No interview preferences found' })
    expect(loadResume()).toBeNull()
    expect(loadActiveInterview(active.setupId)).toBeNull()
  })
})
