import { describe, expect, it } from 'vitest'

import { appliedBadgeText, setAccepted } from './accepted-changes'
import { improvementKindLabel, keptOutSentence } from './improvement-kinds'
import { proportionalScrollTop, syncedScrollTop } from './scroll-sync'
import { clampPercent, percentAt, SLIDER_START, sliderKeyValue, sliderValueText } from './slider-position'

describe('accepted changes', () => {
  const ids = ['a', 'b', 'c']

  it('accepts and rejects one change, keeping the listed order', () => {
    expect(setAccepted(ids, ['c', 'a'], 'b', true)).toEqual(['a', 'b', 'c'])
    expect(setAccepted(ids, ids, 'b', false)).toEqual(['a', 'c'])
    expect(setAccepted(ids, ['a'], 'a', true)).toEqual(['a'])
  })

  it('drops ids that are not changes of this resume', () => {
    expect(setAccepted(ids, ['x', 'a'], 'b', true)).toEqual(['a', 'b'])
  })

  it("reads '{n} Improvements Applied'", () => {
    expect(appliedBadgeText(0)).toBe('0 Improvements Applied')
    expect(appliedBadgeText(1)).toBe('1 Improvement Applied')
    expect(appliedBadgeText(12)).toBe('12 Improvements Applied')
  })
})

describe('improvement kinds', () => {
  it('names the known kinds and reads unknown ones as words', () => {
    expect(improvementKindLabel('action_verb')).toBe('Action verb')
    expect(improvementKindLabel('quantify_prompt')).toBe('Add a figure')
    expect(improvementKindLabel('passive_voice')).toBe('Passive voice')
    expect(improvementKindLabel('')).toBe('Change')
  })

  it('says what the guard kept out: \'Kept out: would have added "Google" (employer)\'', () => {
    expect(keptOutSentence('Google', 'employer')).toBe('Kept out: would have added “Google” (employer)')
    expect(keptOutSentence('40%', 'PERCENTAGE')).toBe('Kept out: would have added “40%” (percentage)')
    expect(keptOutSentence('PhD', 'job_title')).toBe('Kept out: would have added “PhD” (job title)')
  })
})

describe('slider position', () => {
  it('starts at 50 and stays a whole number from 0 to 100', () => {
    expect(SLIDER_START).toBe(50)
    expect(clampPercent(-3)).toBe(0)
    expect(clampPercent(140)).toBe(100)
    expect(clampPercent(33.6)).toBe(34)
  })

  it.each([
    ['ArrowRight', false, 51],
    ['ArrowUp', false, 51],
    ['ArrowLeft', false, 49],
    ['ArrowDown', false, 49],
    ['ArrowRight', true, 60],
    ['ArrowLeft', true, 40],
    ['PageUp', false, 60],
    ['PageDown', false, 40],
    ['Home', false, 0],
    ['End', false, 100],
  ] as const)('%s (shift %s) moves 50 to %d', (key, shift, expected) => {
    expect(sliderKeyValue(key, 50, shift)).toBe(expected)
  })

  it('stops at the ends and ignores other keys', () => {
    expect(sliderKeyValue('ArrowRight', 100)).toBe(100)
    expect(sliderKeyValue('PageDown', 4)).toBe(0)
    expect(sliderKeyValue('a', 50)).toBeNull()
  })

  it('turns a pointer position into a percentage of the stage', () => {
    expect(percentAt(150, 100, 200)).toBe(25)
    expect(percentAt(50, 100, 200)).toBe(0)
    expect(percentAt(400, 100, 200)).toBe(100)
    expect(percentAt(10, 0, 0)).toBe(50)
  })

  it('says what is shown', () => {
    expect(sliderValueText(50)).toBe('50% original on the left, 50% enhanced on the right')
    expect(sliderValueText(0)).toBe('Enhanced version only')
    expect(sliderValueText(100)).toBe('Original version only')
  })
})

describe('scroll sync', () => {
  it('follows by proportion, since the two texts differ in length', () => {
    expect(
      proportionalScrollTop(
        { scrollTop: 250, scrollHeight: 1100, clientHeight: 600 },
        { scrollHeight: 2600, clientHeight: 600 },
      ),
    ).toBe(1000)
  })

  it('leaves a pane that cannot scroll at the top', () => {
    expect(
      proportionalScrollTop(
        { scrollTop: 0, scrollHeight: 600, clientHeight: 600 },
        { scrollHeight: 900, clientHeight: 600 },
      ),
    ).toBe(0)
    expect(
      proportionalScrollTop(
        { scrollTop: 90, scrollHeight: 900, clientHeight: 600 },
        { scrollHeight: 500, clientHeight: 600 },
      ),
    ).toBe(0)
  })

  it('does nothing when the target is already in step, so the echo of a sync stops there', () => {
    const source = { scrollTop: 300, scrollHeight: 1200, clientHeight: 600 }
    expect(syncedScrollTop(source, { scrollTop: 0, scrollHeight: 1200, clientHeight: 600 })).toBe(300)
    expect(syncedScrollTop(source, { scrollTop: 301, scrollHeight: 1200, clientHeight: 600 })).toBeNull()
  })
})
