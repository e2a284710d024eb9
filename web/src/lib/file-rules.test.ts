import { describe, expect, it } from 'vitest'

import {
  EDITOR_UPLOAD_RULES,
  LANDING_UPLOAD_RULES,
  acceptAttribute,
  checkResumeFile,
  fileExtension,
} from './file-rules'

const MB = 1024 * 1024

describe('checkResumeFile with the landing rules', () => {
  it('accepts a PDF or TXT up to 5MB, any case', () => {
    expect(checkResumeFile({ name: 'cv.pdf', size: 5 * MB }, LANDING_UPLOAD_RULES)).toBeNull()
    expect(checkResumeFile({ name: 'CV.TXT', size: 10 }, LANDING_UPLOAD_RULES)).toBeNull()
  })

  it('refuses other types with the widget message', () => {
    expect(checkResumeFile({ name: 'cv.docx', size: 10 }, LANDING_UPLOAD_RULES)).toEqual({
      title: 'Invalid file type',
      description: 'Please upload a PDF or TXT file',
    })
    expect(checkResumeFile({ name: 'resume', size: 10 }, LANDING_UPLOAD_RULES)?.title).toBe('Invalid file type')
  })

  it('refuses files over 5MB with the widget message', () => {
    expect(checkResumeFile({ name: 'cv.pdf', size: 5 * MB + 1 }, LANDING_UPLOAD_RULES)).toEqual({
      title: 'File too large',
      description: 'Please upload a file smaller than 5MB',
    })
  })

  it('refuses an empty file', () => {
    expect(checkResumeFile({ name: 'cv.txt', size: 0 }, LANDING_UPLOAD_RULES)?.title).toBe('Empty file')
  })
})

describe('checkResumeFile with the editor rules', () => {
  it('accepts Word files up to 10MB', () => {
    expect(checkResumeFile({ name: 'cv.doc', size: 10 * MB }, EDITOR_UPLOAD_RULES)).toBeNull()
    expect(checkResumeFile({ name: 'cv.docx', size: 1 }, EDITOR_UPLOAD_RULES)).toBeNull()
    expect(checkResumeFile({ name: 'cv.pdf', size: 10 * MB + 1 }, EDITOR_UPLOAD_RULES)?.description).toBe(
      'Please upload a file smaller than 10MB',
    )
  })
})

describe('helpers', () => {
  it('builds the accept attribute and reads extensions', () => {
    expect(acceptAttribute(EDITOR_UPLOAD_RULES)).toBe('.pdf,.doc,.docx,.txt')
    expect(fileExtension('my.resume.PDF')).toBe('.pdf')
    expect(fileExtension('noext')).toBe('')
  })
})
