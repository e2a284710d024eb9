/** The Upload tab's states, moved only by the real request: bytes sent, then the server's reply or refusal. */

import type { UploadedResume } from './types'

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; percent: number }
  /** Every byte is sent; the server reads, parses and scores the file. */
  | { phase: 'analyzing'; fileName: string }
  | { phase: 'done'; resume: UploadedResume }
  | { phase: 'failed'; fileName: string; message: string }

export type UploadEvent =
  | { type: 'start'; fileName: string }
  | { type: 'progress'; percent: number }
  | { type: 'uploaded'; resume: UploadedResume }
  | { type: 'failed'; message: string }
  | { type: 'reset' }

export const UPLOAD_IDLE: UploadState = { phase: 'idle' }

export function uploadStateReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'start':
      return { phase: 'uploading', fileName: event.fileName, percent: 0 }
    case 'progress': {
      if (state.phase !== 'uploading') return state
      // Progress only moves forward and is a whole percent; 100 means the server has the file.
      const percent = Math.round(Math.min(100, Math.max(state.percent, event.percent)))
      return percent >= 100 ? { phase: 'analyzing', fileName: state.fileName } : { ...state, percent }
    }
    case 'uploaded':
      if (state.phase !== 'uploading' && state.phase !== 'analyzing') return state
      return { phase: 'done', resume: event.resume }
    case 'failed':
      if (state.phase !== 'uploading' && state.phase !== 'analyzing') return state
      return { phase: 'failed', fileName: state.fileName, message: event.message }
    case 'reset':
      return UPLOAD_IDLE
  }
}

/** SPEC §2: 'Uploading (n%)' while bytes are sent. */
export function uploadingLabel(percent: number): string {
  return `Uploading (${percent}%)`
}

/** The score a new resume is shown with: its overall score, whole. */
export function uploadedScore(resume: UploadedResume): number {
  return Math.round(resume.overallScore)
}

/** How a resume is named in the dialog: the role read from it, else its name or file title. */
export function choiceTitle(resume: { aiTitle?: string; name: string; title: string }): string {
  return resume.aiTitle?.trim() || resume.name.trim() || resume.title.trim() || 'Resume'
}
