import { describe, expect, it } from 'vitest'

import { sentenceCount } from './summary-step'

describe('sentenceCount', () => {
  it('counts sentences ended by punctuation or the end of the text', () => {
    expect(sentenceCount('')).toBe(0)
    expect(sentenceCount('One. Two! Three? Four')).toBe(4)
    expect(sentenceCount('Worked on v2.0 at NASA. Led teams.')).toBe(2)
  })
})
