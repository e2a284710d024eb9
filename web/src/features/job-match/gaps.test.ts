import { describe, expect, it } from 'vitest'

import { gapsOf } from './gaps'
import type { MatchResult, TweakResult } from './types'

const MATCH: MatchResult = {
  matchScore: 40,
  goodMatch: false,
  matchedKeywords: [{ keyword: 'Rust', importance: 'required', evidence: ['Experience › bullet 1'] }],
  missingKeywords: [
    { keyword: 'Elixir', importance: 'preferred', evidence: [], advice: 'The posting would like Elixir.' },
    { keyword: 'Kafka', importance: 'required', evidence: [] },
    { keyword: 'Pilot licence', importance: 'required', evidence: [], mustHave: true, advice: 'It insists.' },
  ],
  titleMatch: { jobTitle: '', resumeTitle: '', similar: false, similarity: 0 },
  educationCheck: { required: '', found: '', met: true },
  experienceCheck: { required: '', found: '', met: true },
  softSkillsMatched: [],
  softSkillsMissing: [],
  suggestions: [],
}

const TWEAK: TweakResult = {
  optimizedContent: 'Ada Byron',
  changes: [],
  keywordMatches: ['Rust'],
  missingKeywords: [
    { keyword: 'Kafka', importance: 'required', advice: 'The posting requires Kafka.' },
    { keyword: 'Elixir', importance: 'preferred', advice: 'Tweak words for Elixir.' },
  ],
  originalMatchScore: 40,
  matchScore: 45,
  usedEnhancedVersion: false,
}

describe('gapsOf', () => {
  it('is nothing before a match or a tweak', () => {
    expect(gapsOf(null, null)).toBeNull()
  })

  it("lists the match's missing keywords once, must-haves first, the tweak's advice filling what the match lacks", () => {
    expect(gapsOf(MATCH, TWEAK)).toEqual([
      { keyword: 'Pilot licence', importance: 'required', mustHave: true, advice: 'It insists.' },
      { keyword: 'Kafka', importance: 'required', mustHave: false, advice: 'The posting requires Kafka.' },
      { keyword: 'Elixir', importance: 'preferred', mustHave: false, advice: 'The posting would like Elixir.' },
    ])
  })

  it("falls back to the tweak's list when only the tweak answered", () => {
    expect(gapsOf(null, TWEAK)?.map((gap) => gap.keyword)).toEqual(['Kafka', 'Elixir'])
  })
})
