import { describe, expect, it } from 'vitest'

import { gapsOf } from './gaps'
import type { KeywordEvidence, MatchResult, TweakResult } from './types'

/** A keyword of the match reply, with the server's defaults for what the test leaves out. */
function keyword(fields: Pick<KeywordEvidence, 'keyword' | 'importance'> & Partial<KeywordEvidence>): KeywordEvidence {
  return { evidence: [], mustHave: false, shownAs: '', advice: '', ...fields }
}

const MATCH: MatchResult = {
  matchScore: 40,
  goodMatch: false,
  matchedKeywords: [keyword({ keyword: 'Rust', importance: 'required', evidence: ['Experience › bullet 1'] })],
  missingKeywords: [
    keyword({ keyword: 'Elixir', importance: 'preferred', advice: 'The posting would like Elixir.' }),
    keyword({ keyword: 'Kafka', importance: 'required' }),
    keyword({ keyword: 'Pilot licence', importance: 'required', mustHave: true, advice: 'It insists.' }),
  ],
  requiredMet: 1,
  requiredTotal: 3,
  missingMustHaves: ['Pilot licence'],
  breakdown: {
    education: 0,
    evidence: 0,
    experience: 0,
    licence: 0,
    preferred: 0,
    required: 0,
    role: 0,
    seniority: 0,
    statements: 0,
    title: 0,
    tools: 0,
  },
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
