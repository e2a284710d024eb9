import { describe, expect, it } from 'vitest'

import {
  FIRST_VERSION,
  NoOptimizedContent,
  normalizeTweakReply,
  otherVersion,
  splitChange,
  versionContent,
} from './tweak-result'

const MISSING = {
  keyword: 'MATLAB',
  importance: 'required',
  advice: 'The posting requires MATLAB; if you have used it, add it.',
}

describe('normalizeTweakReply', () => {
  it('takes the server reply as it is: enhancedContent, improvements, keywords, both scores', () => {
    const result = normalizeTweakReply({
      enhancedContent: 'Katherine Johnson\nSummary',
      improvements: ['Summary › opening line: Opens with FORTRAN.'],
      changes: [{ id: 'summary:0' }],
      keywordMatches: ['FORTRAN'],
      missingKeywords: [MISSING, { keyword: 'C++' }],
      originalMatchScore: 14,
      matchScore: 21,
      usedEnhancedVersion: true,
    })
    expect(result).toEqual({
      optimizedContent: 'Katherine Johnson\nSummary',
      changes: ['Summary › opening line: Opens with FORTRAN.'],
      keywordMatches: ['FORTRAN'],
      missingKeywords: [MISSING],
      originalMatchScore: 14,
      matchScore: 21,
      usedEnhancedVersion: true,
    })
  })

  it('falls back to optimizedContent and to changes given as strings (SPEC §3)', () => {
    const result = normalizeTweakReply({
      optimizedContent: 'Tailored',
      changes: ['Skills listed first'],
      matchScore: 72.6,
    })
    expect(result.optimizedContent).toBe('Tailored')
    expect(result.changes).toEqual(['Skills listed first'])
    expect(result.matchScore).toBe(73)
    expect(result.originalMatchScore).toBeNull()
    expect(result.keywordMatches).toEqual([])
  })

  it("throws 'No optimized content received from the server' when the reply has no text", () => {
    for (const reply of [{}, { enhancedContent: '  ' }, { enhancedContent: 3, optimizedContent: null }]) {
      expect(() => normalizeTweakReply(reply)).toThrow(NoOptimizedContent)
      expect(() => normalizeTweakReply(reply)).toThrow('No optimized content received from the server')
    }
  })

  it('keeps the engine that tailored it, and names none for a reply that names none', () => {
    expect(
      normalizeTweakReply({ enhancedContent: 'x', engine: 'offline', fallbackReason: 'The model sent invalid JSON.' }),
    ).toMatchObject({ engine: 'offline', fallbackReason: 'The model sent invalid JSON.' })
    expect(normalizeTweakReply({ enhancedContent: 'x', engine: 'openai', fallbackReason: '' })).toMatchObject({
      engine: 'openai',
    })
    const unnamed = normalizeTweakReply({ enhancedContent: 'x', engine: 3 })
    expect(unnamed).not.toHaveProperty('engine')
    expect(unnamed).not.toHaveProperty('fallbackReason')
  })

  it('keeps scores within 0 to 100', () => {
    expect(normalizeTweakReply({ enhancedContent: 'x', matchScore: 140, originalMatchScore: -3 })).toMatchObject({
      matchScore: 100,
      originalMatchScore: 0,
    })
  })
})

describe('Toggle Version', () => {
  it('starts on the enhanced resume and switches between the two', () => {
    expect(FIRST_VERSION).toBe('enhanced')
    expect(otherVersion('enhanced')).toBe('original')
    expect(otherVersion(otherVersion('enhanced'))).toBe('enhanced')
  })

  it('shows the tailored text for the enhanced version and the upload for the original', () => {
    const texts = { original: 'As uploaded', optimized: 'Tailored' }
    expect(versionContent('enhanced', texts)).toBe('Tailored')
    expect(versionContent('original', texts)).toBe('As uploaded')
  })
})

describe('splitChange', () => {
  it("splits 'where › part: what' at its first colon", () => {
    expect(splitChange('Experience › Engineer, Acme › bullet 2: Put first: it names Kafka.')).toEqual({
      where: 'Experience › Engineer, Acme › bullet 2',
      what: 'Put first: it names Kafka.',
    })
  })

  it('keeps a change without a location whole', () => {
    expect(splitChange('Skills listed first')).toEqual({ where: '', what: 'Skills listed first' })
    expect(splitChange('Note: skills listed first')).toEqual({ where: '', what: 'Note: skills listed first' })
  })
})
