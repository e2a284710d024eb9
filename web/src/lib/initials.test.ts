import { describe, expect, it } from 'vitest'

import { initialsFor } from './initials'

describe('initialsFor', () => {
  it('takes the first letters of the first and last words of the name', () => {
    expect(initialsFor({ name: 'Ada Lovelace' })).toBe('AL')
    expect(initialsFor({ name: 'Mary Ann Evans' })).toBe('ME')
  })

  it('uses one letter for a one-word name', () => {
    expect(initialsFor({ name: 'Plato' })).toBe('P')
  })

  it('ignores surrounding and repeated spaces and upper-cases', () => {
    expect(initialsFor({ name: '  grace   hopper ' })).toBe('GH')
  })

  it('falls back to fullName when name is missing', () => {
    expect(initialsFor({ fullName: 'Alan Turing' })).toBe('AT')
  })

  it('falls back to the first two letters of the username', () => {
    expect(initialsFor({ name: '', username: 'jdoe@example.com' })).toBe('JD')
    expect(initialsFor({ name: '   ', username: 'q' })).toBe('Q')
  })

  it('falls back to U', () => {
    expect(initialsFor({})).toBe('U')
    expect(initialsFor(null)).toBe('U')
    expect(initialsFor({ name: ' ', username: ' ' })).toBe('U')
  })

  it('keeps letters outside the basic plane whole', () => {
    expect(initialsFor({ name: 'Émile Zola' })).toBe('ÉZ')
    expect(initialsFor({ name: '𝒜lice 𝒵oe' })).toBe('𝒜𝒵')
  })
})
