import { describe, expect, it } from 'vitest'

import { safeNextPath } from './safe-redirect'

describe('safeNextPath', () => {
  it('follows a path on this site', () => {
    expect(safeNextPath('/dashboard')).toBe('/dashboard')
    expect(safeNextPath('/interview-analysis?sessionId=42')).toBe('/interview-analysis?sessionId=42')
  })

  it('falls back for missing, foreign or looping targets', () => {
    expect(safeNextPath(null)).toBe('/')
    expect(safeNextPath('')).toBe('/')
    expect(safeNextPath('https://evil.example')).toBe('/')
    expect(safeNextPath('//evil.example')).toBe('/')
    expect(safeNextPath('/\\evil.example')).toBe('/')
    expect(safeNextPath('/auth')).toBe('/')
    expect(safeNextPath('/auth?next=/x')).toBe('/')
  })
})
