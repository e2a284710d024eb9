import { describe, expect, it } from 'vitest'

import { storageLevel, trialText } from './storage'

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
