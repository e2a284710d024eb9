/**
 * The upload's progress as the 'Resume Processing' panel shows it (SPEC §2, §4), driven only by what the real
 * request reports: the browser's upload progress, then the server's reply with its measured phase times. Nothing
 * here advances on a timer.
 */

import { formatFileSize, formatMilliseconds } from './resume-display'
import type { ProcessingTimes } from './types'

export type StepId = 'upload' | 'parse' | 'analyze' | 'enhance'

export type StepStatus = 'pending' | 'active' | 'done' | 'skipped' | 'failed'

interface UploadedFile {
  name: string
  size: number
}

export type UploadProgress =
  | { phase: 'idle' }
  | { phase: 'uploading'; file: UploadedFile; percent: number }
  /** Every byte is sent; the server is reading and scoring the file. */
  | { phase: 'processing'; file: UploadedFile }
  | {
      phase: 'complete'
      file: UploadedFile
      resumeId: string
      times: ProcessingTimes | null
      enhanced: boolean
      /** How many changes the enhanced version offers, when the reply says. */
      improvementCount?: number
    }
  | { phase: 'failed'; file: UploadedFile; failedStep: StepId; message: string }

export type UploadEvent =
  | { type: 'start'; file: UploadedFile }
  | { type: 'progress'; percent: number }
  | {
      type: 'response'
      resumeId: string
      times: ProcessingTimes | null
      enhanced: boolean
      improvementCount?: number
    }
  | { type: 'failure'; message: string; refusedUnread?: boolean }
  | { type: 'reset' }

export const IDLE: UploadProgress = { phase: 'idle' }

export function uploadProgressReducer(state: UploadProgress, event: UploadEvent): UploadProgress {
  switch (event.type) {
    case 'start':
      return { phase: 'uploading', file: event.file, percent: 0 }
    case 'progress': {
      if (state.phase !== 'uploading') return state
      const percent = Math.round(Math.min(100, Math.max(state.percent, event.percent)))
      return percent >= 100 ? { phase: 'processing', file: state.file } : { ...state, percent }
    }
    case 'response':
      if (state.phase !== 'uploading' && state.phase !== 'processing') return state
      return {
        phase: 'complete',
        file: state.file,
        resumeId: event.resumeId,
        times: event.times,
        enhanced: event.enhanced,
        ...(event.improvementCount === undefined ? {} : { improvementCount: event.improvementCount }),
      }
    case 'failure':
      if (state.phase !== 'uploading' && state.phase !== 'processing') return state
      // A refusal that comes after every byte was sent is the server reading the file (type, content, limits),
      // unless the server refused it unread (a full storage): then the upload itself failed.
      return {
        phase: 'failed',
        file: state.file,
        failedStep: state.phase === 'uploading' || event.refusedUnread ? 'upload' : 'parse',
        message: event.message,
      }
    case 'reset':
      return IDLE
  }
}

export interface ProcessingStep {
  id: StepId
  title: string
  description: string
  status: StepStatus
  /** What actually happened in this step (sizes, measured times, the reason it failed or did not run). */
  detail: string | null
}

/** SPEC §2 Upload screen: the four steps, their wording and their order. */
export const STEP_DEFINITIONS: readonly { id: StepId; title: string; description: string }[] = [
  { id: 'upload', title: 'Document Upload', description: 'Uploading your resume to our secure servers' },
  { id: 'parse', title: 'Parsing Content', description: 'Extracting and structuring your resume information' },
  { id: 'analyze', title: 'AI Analysis', description: 'Running deep analysis on content and format' },
  { id: 'enhance', title: 'Enhancing Resume', description: 'Applying AI-powered improvements to your resume' },
]

const STEP_INDEX: Record<StepId, number> = { upload: 0, parse: 1, analyze: 2, enhance: 3 }

export const ENHANCEMENT_NOT_RUN = 'Not run: the enhanced version is not available yet'

function stepStatus(state: UploadProgress, id: StepId): StepStatus {
  const index = STEP_INDEX[id]
  switch (state.phase) {
    case 'idle':
      return 'pending'
    case 'uploading':
      return index === 0 ? 'active' : 'pending'
    case 'processing':
      // Parsing and analysis run in one server request; parsing comes first, so it is the one shown running.
      return index === 0 ? 'done' : index === 1 ? 'active' : 'pending'
    case 'complete':
      if (id === 'enhance') return state.enhanced ? 'done' : 'skipped'
      return 'done'
    case 'failed': {
      const failedIndex = STEP_INDEX[state.failedStep]
      return index < failedIndex ? 'done' : index === failedIndex ? 'failed' : 'pending'
    }
  }
}

function stepDetail(state: UploadProgress, id: StepId, status: StepStatus): string | null {
  if (state.phase === 'idle') return null
  if (status === 'failed' && state.phase === 'failed') return state.message
  const size = formatFileSize(state.file.size)
  if (id === 'upload') {
    if (state.phase === 'uploading') return `Uploading (${state.percent}%) · ${size}`
    return status === 'done' ? `${size} received` : null
  }
  if (state.phase !== 'complete') return null
  if (id === 'enhance')
    return state.enhanced ? enhancementDetail(state.improvementCount, state.times) : ENHANCEMENT_NOT_RUN
  if (!state.times) return null
  if (id === 'parse') {
    return `Text read in ${formatMilliseconds(state.times.extractMs)}, structured in ${formatMilliseconds(state.times.parseMs)}`
  }
  return `Scored in ${formatMilliseconds(state.times.scoreMs)}`
}

function enhancementDetail(improvementCount: number | undefined, times: ProcessingTimes | null): string | null {
  const took = times?.enhanceMs === undefined ? null : formatMilliseconds(times.enhanceMs)
  if (improvementCount === undefined) return took ? `Enhanced in ${took}` : null
  const changes = `${improvementCount} ${improvementCount === 1 ? 'improvement' : 'improvements'}`
  return took ? `${changes} in ${took}` : changes
}

export function processingSteps(state: UploadProgress): ProcessingStep[] {
  return STEP_DEFINITIONS.map((definition) => {
    const status = stepStatus(state, definition.id)
    return { ...definition, status, detail: stepDetail(state, definition.id, status) }
  })
}

/** SPEC §3 processing panel input: the index (0 to 3) of the step in progress, or of the last one reached. */
export function currentStep(state: UploadProgress): number {
  const steps = processingSteps(state)
  const working = steps.findIndex((step) => step.status === 'active' || step.status === 'failed')
  if (working >= 0) return working
  const reached = steps.map((step) => step.status).lastIndexOf('done')
  return Math.max(0, reached)
}

/**
 * SPEC §3 overallProgress (0 to 100): the share of the steps that will run which are done, the upload step
 * counting by its bytes sent. A step that does not run leaves the count, so a finished upload reads 100.
 */
export function overallProgress(state: UploadProgress): number {
  if (state.phase === 'idle') return 0
  const steps = processingSteps(state)
  const counted = steps.filter((step) => step.status !== 'skipped')
  const done = counted.filter((step) => step.status === 'done').length
  const partial = state.phase === 'uploading' ? state.percent / 100 : 0
  return Math.round(((done + partial) / counted.length) * 100)
}
