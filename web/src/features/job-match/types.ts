/** Shapes of the matching API (backend web/matching/schemas.py), as the screens use them. */
import type { ApiSchema } from '@/lib/api/types'

export type Importance = ApiSchema<'Importance'>
/** A skill of the posting and where the resume shows it (empty evidence when it is missing). */
export type KeywordEvidence = ApiSchema<'KeywordEvidence'>
export type TitleMatch = ApiSchema<'TitleMatch'>
/** A requirement of the posting ('5+ years', 'bachelor'); `required` is '' when the posting asks nothing. */
export type RequirementCheck = ApiSchema<'RequirementCheck'>
export type MatchResult = ApiSchema<'MatchResult'>
/** A requirement the resume does not show, with what to do about it if it is true. */
export type MissingKeyword = ApiSchema<'MissingKeyword'>

/** SPEC §3 'Tweak result' after normalising the reply: one content field, one list of changes. */
export interface TweakResult {
  optimizedContent: string
  changes: string[]
  keywordMatches: string[]
  missingKeywords: MissingKeyword[]
  /** The match of the resume before tailoring, when the server reports it. */
  originalMatchScore: number | null
  matchScore: number
  usedEnhancedVersion: boolean
  /** The engine that tailored it ('offline' or 'openai'; the scores are Vitae's), and why the offline one stood in. */
  engine?: string
  fallbackReason?: string
}

export type ResumeVersion = 'enhanced' | 'original'
