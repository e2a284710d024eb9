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

  it('marks the interview item active on every interview screen', () => {
    const interview = NAV_ITEMS.find((item) => item.href === '/interview-prep')!
    for (const location of ['/interview-simulation', '/interview-analysis', '/interview-transcript']) {
      expect(isActive(interview.href, location, interview.related)).toBe(true)
    }
    expect(isActive(interview.href, '/dashboard', interview.related)).toBe(false)
  })
})
