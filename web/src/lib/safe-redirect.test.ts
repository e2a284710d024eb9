import { describe, expect, it } from 'vitest'

import { safeNextPath, signInPath } from './safe-redirect'

describe('safeNextPath', () => {
  it('follows a path on this site, with its query and fragment', () => {
    expect(safeNextPath('/dashboard')).toBe('/dashboard')
    expect(safeNextPath('/interview-analysis?sessionId=42')).toBe('/interview-analysis?sessionId=42')
    expect(safeNextPath('/editor/abc?keep=1#report')).toBe('/editor/abc?keep=1#report')
  })

  it('reads dot segments as a browser would, staying on this site', () => {
    expect(safeNextPath('/editor/../dashboard')).toBe('/dashboard')
    expect(safeNextPath('/../../etc')).toBe('/etc')
  })

  it('falls back for missing, foreign or looping targets', () => {
    expect(safeNextPath(null)).toBe('/')
    expect(safeNextPath('')).toBe('/')
    expect(safeNextPath('dashboard')).toBe('/')
    expect(safeNextPath('https://evil.example')).toBe('/')
    expect(safeNextPath('javascript:alert(1)')).toBe('/')
    expect(safeNextPath('//evil.example')).toBe('/')
    expect(safeNextPath('///evil.example')).toBe('/')
    expect(safeNextPath('/\\evil.example')).toBe('/')
    expect(safeNextPath('/\t/evil.example')).toBe('/')
    expect(safeNextPath('/\n/evil.example')).toBe('/')
    expect(safeNextPath('/auth')).toBe('/')
    expect(safeNextPath('/auth?next=/x')).toBe('/')
    expect(safeNextPath('/auth/')).toBe('/')
  })
})

describe('signInPath', () => {
  it('carries the path to come back to', () => {
    expect(signInPath('/editor/abc?keep=1')).toBe('/auth?next=%2Feditor%2Fabc%3Fkeep%3D1')
  })

  it('leaves out a path not worth coming back to', () => {
    expect(signInPath('/')).toBe('/auth')
    expect(signInPath('/auth?next=/x')).toBe('/auth')
    expect(signInPath('//evil.example')).toBe('/auth')
  })
})
