import { describe, expect, it } from 'vitest'

import { confirmationMatches } from './confirmation'

describe('confirmationMatches', () => {
  it('accepts the email typed in any case with outer spaces', () => {
    expect(confirmationMatches(' Ada@Example.com ', 'ada@example.com')).toBe(true)
  })

  it('refuses anything else', () => {
    expect(confirmationMatches('ada@example.co', 'ada@example.com')).toBe(false)
    expect(confirmationMatches('', '')).toBe(false)
  })
})
