import { describe, expect, it } from 'vitest'

import { locatePhrase } from './phrase-locator'

const TEXT =
  'Experience\n• Calculated the trajectory for the first\n  American crewed orbital flight (1962).\n• Verified orbital equations'

describe('locatePhrase', () => {
  it('finds a phrase across line breaks and spacing', () => {
    const span = locatePhrase(TEXT, 'the first American crewed orbital flight (1962).')
    expect(span && TEXT.slice(span.start, span.end)).toBe('the first\n  American crewed orbital flight (1962).')
  })

  it('falls back to the longest opening that is there', () => {
    const span = locatePhrase(TEXT, 'Calculated the trajectory for the first American mission to orbit')
    expect(span && TEXT.slice(span.start, span.end)).toBe('Calculated the trajectory for the first\n  American')
  })

  it('gives up below three words, and on empty phrases', () => {
    expect(locatePhrase(TEXT, 'Calculated a path for the moon')).toBeNull()
    expect(locatePhrase(TEXT, '   ')).toBeNull()
    expect(locatePhrase(TEXT, 'Verified')).toEqual({
      start: TEXT.indexOf('Verified'),
      end: TEXT.indexOf('Verified') + 8,
    })
  })
})
