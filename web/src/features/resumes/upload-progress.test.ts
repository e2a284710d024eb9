import { describe, expect, it } from 'vitest'

import {
  ENHANCEMENT_NOT_RUN,
  IDLE,
  currentStep,
  overallProgress,
  processingSteps,
  uploadProgressReducer,
  type UploadEvent,
  type UploadProgress,
} from './upload-progress'

const FILE = { name: 'cv.pdf', size: 200 * 1024 }
const TIMES = { extractMs: 70, parseMs: 3.84, scoreMs: 0.4, enhanceMs: 0 }

function run(...events: UploadEvent[]): UploadProgress {
  return events.reduce(uploadProgressReducer, IDLE)
}

const statuses = (state: UploadProgress) => processingSteps(state).map((step) => step.status)

describe('the processing steps follow the real request', () => {
  it('keeps the four steps of SPEC §2 in order, with their wording', () => {
    expect(processingSteps(IDLE).map((step) => [step.title, step.description])).toEqual([
      ['Document Upload', 'Uploading your resume to our secure servers'],
      ['Parsing Content', 'Extracting and structuring your resume information'],
      ['AI Analysis', 'Running deep analysis on content and format'],
      ['Enhancing Resume', 'Applying AI-powered improvements to your resume'],
    ])
    expect(statuses(IDLE)).toEqual(['pending', 'pending', 'pending', 'pending'])
    expect(overallProgress(IDLE)).toBe(0)
  })

  it('shows the upload as the current step, with the bytes sent', () => {
    const state = run({ type: 'start', file: FILE }, { type: 'progress', percent: 40 })
    expect(statuses(state)).toEqual(['active', 'pending', 'pending', 'pending'])
    expect(processingSteps(state)[0]?.detail).toBe('Uploading (40%) · 200 KB')
    expect(currentStep(state)).toBe(0)
    expect(overallProgress(state)).toBe(10)
  })

  it('never moves the upload backwards', () => {
    const state = run(
      { type: 'start', file: FILE },
      { type: 'progress', percent: 60 },
      { type: 'progress', percent: 30 },
    )
    expect(state).toMatchObject({ phase: 'uploading', percent: 60 })
  })

  it('hands over to parsing once every byte is sent, and waits there for the server', () => {
    const state = run({ type: 'start', file: FILE }, { type: 'progress', percent: 100 })
    expect(state.phase).toBe('processing')
    expect(statuses(state)).toEqual(['done', 'active', 'pending', 'pending'])
    expect(processingSteps(state)[0]?.detail).toBe('200 KB received')
    expect(currentStep(state)).toBe(1)
    expect(overallProgress(state)).toBe(25)
  })

  it("completes parsing and analysis with the server's measured times, and says enhancement did not run", () => {
    const state = run(
      { type: 'start', file: FILE },
      { type: 'progress', percent: 100 },
      { type: 'response', resumeId: 'r1', times: TIMES, enhanced: false },
    )
    expect(statuses(state)).toEqual(['done', 'done', 'done', 'skipped'])
    const details = processingSteps(state).map((step) => step.detail)
    expect(details).toEqual([
      '200 KB received',
      'Text read in 70 ms, structured in 3.8 ms',
      'Scored in <1 ms',
      ENHANCEMENT_NOT_RUN,
    ])
    expect(overallProgress(state)).toBe(100)
    expect(currentStep(state)).toBe(2)
  })

  it('counts the enhancement step as done when the reply carries an enhanced version', () => {
    const state = run({ type: 'start', file: FILE }, { type: 'response', resumeId: 'r1', times: null, enhanced: true })
    expect(statuses(state)).toEqual(['done', 'done', 'done', 'done'])
    expect(processingSteps(state)[1]?.detail).toBeNull()
    expect(currentStep(state)).toBe(3)
  })

  it("reports the enhancement's measured time and how many changes it offers", () => {
    const timed = run(
      { type: 'start', file: FILE },
      {
        type: 'response',
        resumeId: 'r1',
        times: { extractMs: 12, parseMs: 2, scoreMs: 7, enhanceMs: 31.4 },
        enhanced: true,
        improvementCount: 9,
      },
    )
    expect(processingSteps(timed)[3]?.detail).toBe('9 improvements in 31 ms')
    const one = run(
      { type: 'start', file: FILE },
      { type: 'response', resumeId: 'r1', times: null, enhanced: true, improvementCount: 1 },
    )
    expect(processingSteps(one)[3]?.detail).toBe('1 improvement')
    const untimed = run(
      { type: 'start', file: FILE },
      {
        type: 'response',
        resumeId: 'r1',
        times: { extractMs: 1, parseMs: 1, scoreMs: 1, enhanceMs: 4 },
        enhanced: true,
      },
    )
    expect(processingSteps(untimed)[3]?.detail).toBe('Enhanced in 4.0 ms')
  })

  it('blames the upload, not the parsing, for a file the server refused unread (a full storage)', () => {
    const state = run(
      { type: 'start', file: FILE },
      { type: 'progress', percent: 100 },
      { type: 'failure', message: 'Storage full', refusedUnread: true },
    )
    expect(state).toMatchObject({ phase: 'failed', failedStep: 'upload' })
  })

  it('blames the upload for a failure while bytes are still going out', () => {
    const state = run(
      { type: 'start', file: FILE },
      { type: 'progress', percent: 30 },
      { type: 'failure', message: 'Network error occurred' },
    )
    expect(statuses(state)).toEqual(['failed', 'pending', 'pending', 'pending'])
    expect(processingSteps(state)[0]?.detail).toBe('Network error occurred')
    expect(currentStep(state)).toBe(0)
  })

  it('blames reading the file for a refusal after the upload finished', () => {
    const state = run(
      { type: 'start', file: FILE },
      { type: 'progress', percent: 100 },
      { type: 'failure', message: 'Invalid file type: please upload a PDF, Word or TXT file' },
    )
    expect(statuses(state)).toEqual(['done', 'failed', 'pending', 'pending'])
    expect(processingSteps(state)[1]?.detail).toBe('Invalid file type: please upload a PDF, Word or TXT file')
  })

  it('ignores late events and starts over on reset', () => {
    const done = run({ type: 'start', file: FILE }, { type: 'response', resumeId: 'r1', times: null, enhanced: false })
    expect(uploadProgressReducer(done, { type: 'progress', percent: 50 })).toBe(done)
    expect(uploadProgressReducer(done, { type: 'failure', message: 'late' })).toBe(done)
    expect(uploadProgressReducer(IDLE, { type: 'response', resumeId: 'x', times: null, enhanced: false })).toBe(IDLE)
    expect(uploadProgressReducer(done, { type: 'reset' })).toEqual(IDLE)
  })
})
