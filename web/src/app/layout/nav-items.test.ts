import { describe, expect, it } from 'vitest'

import { NAV_ITEMS, isActive } from './nav-items'

describe('navigation items', () => {
  it('lists the SPEC destinations in order', () => {
    expect(NAV_ITEMS.map((item) => [item.label, item.shortLabel, item.href])).toEqual([
      ['Dashboard', 'Dashboard', '/dashboard'],
      ['Resume Builder', 'Build', '/builder'],
      ['Resume Tweaking', 'Tweak', '/editor'],
      ['Interview Prep', 'Interview', '/interview-prep'],
    ])
  })

  it('marks a route and the routes below it active', () => {
    expect(isActive('/editor', '/editor')).toBe(true)
    expect(isActive('/editor', '/editor/abc')).toBe(true)
    expect(isActive('/editor', '/editorial')).toBe(false)
  })
})
