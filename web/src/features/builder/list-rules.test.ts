import { describe, expect, it } from 'vitest'

import { emptyItem } from './builder-data'
import { canRemoveEntry, removeBullet, removeEntry, removeSkill } from './list-rules'

describe('removal rules (SPEC §5)', () => {
  it('removes an entry only while more than one exists', () => {
    expect(canRemoveEntry(1)).toBe(false)
    expect(canRemoveEntry(2)).toBe(true)
    expect(removeEntry(['only'], 0)).toEqual(['only'])
    expect(removeEntry(['a', 'b', 'c'], 1)).toEqual(['a', 'c'])
  })

  it('clears the last bullet instead of removing it', () => {
    const item = { ...emptyItem(), bullets: ['Led the launch'] }
    expect(removeBullet(item, 0).bullets).toEqual([''])
    expect(removeBullet({ ...item, bullets: ['a', 'b'] }, 0).bullets).toEqual(['b'])
  })

  it('clears the last skill instead of removing it', () => {
    expect(removeSkill({ name: 'Tech', skills: ['Go'] }, 0).skills).toEqual([''])
    expect(removeSkill({ name: 'Tech', skills: ['Go', 'Rust'] }, 1).skills).toEqual(['Go'])
  })
})
