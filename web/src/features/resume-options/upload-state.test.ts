import { describe, expect, it } from 'vitest'

import type { UploadedResume } from './types'
import {
  UPLOAD_IDLE,
  choiceTitle,
  uploadStateReducer,
  uploadedScore,
  uploadingLabel,
  type UploadEvent,
} from './upload-state'

const RESUME: UploadedResume = { id: 'r1', title: 'cv', name: 'Ann Lee', overallScore: 83.4, atsScore: 80 }

function run(...events: UploadEvent[]) {
  return events.reduce(uploadStateReducer, UPLOAD_IDLE)
}

describe('uploadStateReducer', () => {
  it('follows the bytes sent, only forward, and waits for the analysis once all are sent', () => {
    expect(run({ type: 'start', fileName: 'cv.pdf' })).toEqual({ phase: 'uploading', fileName: 'cv.pdf', percent: 0 })
    expect(run({ type: 'start', fileName: 'cv.pdf' }, { type: 'progress', percent: 42.4 })).toMatchObject({
      percent: 42,
    })
    expect(
      run({ type: 'start', fileName: 'cv.pdf' }, { type: 'progress', percent: 60 }, { type: 'progress', percent: 30 }),
    ).toMatchObject({ percent: 60 })
    expect(run({ type: 'start', fileName: 'cv.pdf' }, { type: 'progress', percent: 100 })).toEqual({
      phase: 'analyzing',
      fileName: 'cv.pdf',
    })
  })

  it('ends with the new resume or the reason it failed, and starts over on reset', () => {
    const done = run(
      { type: 'start', fileName: 'cv.pdf' },
      { type: 'progress', percent: 100 },
      { type: 'uploaded', resume: RESUME },
    )
    expect(done).toEqual({ phase: 'done', resume: RESUME })
    const failed = run({ type: 'start', fileName: 'cv.pdf' }, { type: 'failed', message: 'Storage full' })
    expect(failed).toEqual({ phase: 'failed', fileName: 'cv.pdf', message: 'Storage full' })
    expect(uploadStateReducer(failed, { type: 'reset' })).toBe(UPLOAD_IDLE)
  })

  it('ignores answers that arrive when no upload is under way', () => {
    expect(run({ type: 'progress', percent: 50 })).toBe(UPLOAD_IDLE)
    expect(run({ type: 'uploaded', resume: RESUME })).toBe(UPLOAD_IDLE)
    expect(run({ type: 'failed', message: 'x' })).toBe(UPLOAD_IDLE)
  })
})

describe('labels', () => {
  it('reads like SPEC §2 while uploading, and names and scores the new resume', () => {
    expect(uploadingLabel(37)).toBe('Uploading (37%)')
    expect(uploadedScore(RESUME)).toBe(83)
    expect(uploadedScore({ ...RESUME, overallScore: 79.6 })).toBe(80)
    expect(choiceTitle({ aiTitle: 'Nurse', name: 'Ann', title: 'cv' })).toBe('Nurse')
    expect(choiceTitle({ name: 'Ann', title: 'cv' })).toBe('Ann')
    expect(choiceTitle({ name: ' ', title: '' })).toBe('Resume')
  })
})
