import { describe, expect, it } from 'vitest'

import { setPlanCommand, storageLevel, trialText } from './storage'

describe('storageLevel', () => {
  it.each([
    [0, 'normal'],
    [79, 'normal'],
    [80, 'warning'],
    [99, 'warning'],
    [100, 'full'],
    [140, 'full'],
  ] as const)('reads %i%% as %s', (percentage, level) => {
    expect(storageLevel(percentage)).toBe(level)
  })
})

describe('trialText', () => {
  it('counts the days left and says when the trial is over', () => {
    expect(trialText(3)).toBe('Trial: 3 days remaining')
    expect(trialText(1)).toBe('Trial: 1 day remaining')
    expect(trialText(0)).toBe('Free trial ended')
  })
})

describe('setPlanCommand', () => {
  it('is the command an administrator runs, with the address quoted only when the shell needs it', () => {
    expect(setPlanCommand('ada@example.com')).toBe('vitae set-plan ada@example.com professional')
    expect(setPlanCommand("o'brien smith@example.com")).toBe(
      `vitae set-plan 'o'\\''brien smith@example.com' professional`,
    )
  })
})
