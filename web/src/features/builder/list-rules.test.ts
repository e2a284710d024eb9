import { describe, expect, it } from 'vitest'

import { canRemoveEntry, removeEntry, removeString } from './list-rules'

describe('removal rules (SPEC §5)', () => {
  it('removes an entry only while more than one exists', () => {
    expect(canRemoveEntry(1)).toBe(false)
    expect(canRemoveEntry(2)).toBe(true)
    expect(removeEntry(['only'], 0)).toEqual(['only'])
    expect(removeEntry(['a', 'b', 'c'], 1)).toEqual(['a', 'c'])
  })

  it('clears the last bullet or skill instead of removing it', () => {
    expect(removeString(['Led the launch'], 0)).toEqual([''])
    expect(removeString(['a', 'b'], 0)).toEqual(['b'])
    expect(removeString(['Go', 'Rust'], 1)).toEqual(['Go'])
  })
})
