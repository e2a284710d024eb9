import type { SectionId } from './builder-data'

/** SPEC §4 'Builder': the six steps in order; Previous and Next wrap around. */
export type StepId = 'personal-info' | SectionId

export interface Step {
  id: StepId
  label: string
}

export const STEPS: readonly Step[] = [
  { id: 'personal-info', label: 'Personal Information' },
  { id: 'professional-summary', label: 'Professional Summary' },
  { id: 'work-experience', label: 'Work Experience' },
  { id: 'education', label: 'Education' },
  { id: 'skills', label: 'Skills' },
  { id: 'projects', label: 'Projects & Certs' },
]

export const STEP_COUNT = STEPS.length
export const PROGRESS_PER_STEP = 16.67

export function nextStep(index: number): number {
  return (index + 1) % STEP_COUNT
}

export function previousStep(index: number): number {
  return (index - 1 + STEP_COUNT) % STEP_COUNT
}

/** Progress bar value of a zero-based step: the step number (1 to 6) times 16.67, capped at 100. */
export function stepProgress(index: number): number {
  return Math.min(100, Number(((index + 1) * PROGRESS_PER_STEP).toFixed(2)))
}

export function progressLabel(index: number): string {
  return `${index + 1} of ${STEP_COUNT} Sections`
}
