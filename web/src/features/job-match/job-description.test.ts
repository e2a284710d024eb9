import { describe, expect, it } from 'vitest'

import { checkJobDescription, hasJobDescription, MAX_JOB_DESCRIPTION_CHARACTERS } from './job-description'

describe('checkJobDescription', () => {
  it("refuses an empty or blank posting with 'Please provide a job description'", () => {
    for (const text of ['', '   ', '\n\t \n']) {
      expect(checkJobDescription(text)).toEqual({ ok: false, message: 'Please provide a job description' })
      expect(hasJobDescription(text)).toBe(false)
    }
  })

  it('sends the posting trimmed', () => {
    expect(checkJobDescription('  \nSenior Engineer\nPython required\n ')).toEqual({
      ok: true,
      text: 'Senior Engineer\nPython required',
    })
    expect(hasJobDescription(' x ')).toBe(true)
  })

  it('refuses what the server would: more than its 50,000 characters, once trimmed', () => {
    expect(checkJobDescription(`  ${'a'.repeat(MAX_JOB_DESCRIPTION_CHARACTERS)}  `).ok).toBe(true)
    expect(checkJobDescription('a'.repeat(MAX_JOB_DESCRIPTION_CHARACTERS + 1))).toEqual({
      ok: false,
      message: 'Please shorten the job description to 50,000 characters',
    })
  })
})
