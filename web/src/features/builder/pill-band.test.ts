import { describe, expect, it } from 'vitest'

import { pillBand } from './pill-band'

describe('pillBand', () => {
  it('is red under 50, orange under 75, else green', () => {
    expect(pillBand(0)).toBe('red')
    expect(pillBand(49)).toBe('red')
    expect(pillBand(50)).toBe('orange')
    expect(pillBand(74)).toBe('orange')
    expect(pillBand(75)).toBe('green')
    expect(pillBand(100)).toBe('green')
  })
})
