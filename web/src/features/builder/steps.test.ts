import { describe, expect, it } from 'vitest'

import { nextStep, previousStep, progressLabel, stepProgress, STEPS } from './steps'

describe('builder steps', () => {
  it('has the six steps of SPEC §2 in order', () => {
    expect(STEPS.map((step) => step.id)).toEqual([
      'personal-info',
      'professional-summary',
      'work-experience',
      'education',
      'skills',
      'projects',
    ])
  })

  it('wraps around in both directions', () => {
    expect(nextStep(0)).toBe(1)
    expect(nextStep(5)).toBe(0)
    expect(previousStep(0)).toBe(5)
    expect(previousStep(3)).toBe(2)
  })

  it('shows the step number times 16.67', () => {
    expect(stepProgress(0)).toBe(16.67)
    expect(stepProgress(2)).toBe(50.01)
    expect(stepProgress(5)).toBe(100)
    expect(progressLabel(0)).toBe('1 of 6 Sections')
    expect(progressLabel(5)).toBe('6 of 6 Sections')
  })
})
