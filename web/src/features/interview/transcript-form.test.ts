import { describe, expect, it } from 'vitest'

import {
  NO_QUESTIONS_MESSAGE,
  TRANSCRIPT_REQUIRED_MESSAGE,
  checkTranscriptForm,
  describeParsedTranscript,
} from './transcript-form'

const TRANSCRIPT = 'Q: Why this team?\nA: I like the product.\nQ: Any questions for us?'

describe('checkTranscriptForm', () => {
  it('reads the transcript into turns and trims the job fields', () => {
    const checked = checkTranscriptForm({ jobTitle: ' Designer ', jobDescription: '', transcript: TRANSCRIPT })
    if (!checked.ok) throw new Error('expected a transcript')
    expect(checked.values.jobTitle).toBe('Designer')
    expect(checked.parsed.turns).toHaveLength(2)
    expect(describeParsedTranscript(checked.parsed)).toBe(
      'Found 2 questions, read from the speaker labels. 1 without an answer will score zero.',
    )
  })

  it('asks for a transcript, and for one with questions in it', () => {
    expect(checkTranscriptForm({ jobTitle: '', jobDescription: '', transcript: '  ' })).toEqual({
      ok: false,
      errors: { transcript: TRANSCRIPT_REQUIRED_MESSAGE },
    })
    expect(checkTranscriptForm({ jobTitle: '', jobDescription: '', transcript: 'Notes only.' })).toEqual({
      ok: false,
      errors: { transcript: NO_QUESTIONS_MESSAGE },
    })
  })

  it('refuses a job title longer than the server keeps', () => {
    const checked = checkTranscriptForm({ jobTitle: 'x'.repeat(201), jobDescription: '', transcript: TRANSCRIPT })
    expect(checked).toEqual({ ok: false, errors: { jobTitle: 'Use at most 200 characters' } })
  })
})
