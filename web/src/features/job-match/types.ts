/** Shapes of the matching API (backend web/matching/schemas.py), as the screens use them. */

export type Importance = 'required' | 'preferred'

/** A skill of the posting and where the resume shows it (empty evidence when it is missing). */
export interface KeywordEvidence {
  keyword: string
  importance: Importance
  evidence: string[]
  /** The posting insists on it: missing, it holds the score below a good match. */
  mustHave?: boolean
  /** How the resume shows it when in other words ('MySQL' for SQL). */
  shownAs?: string
}

export interface TitleMatch {
  jobTitle: string
  resumeTitle: string
  similar: boolean
  similarity: number
}

/** A requirement of the posting ('5+ years', 'bachelor'); `required` is '' when the posting asks nothing. */
export interface RequirementCheck {
  required: string
  found: string
  met: boolean
}

export interface MatchResult {
  matchScore: number
  goodMatch: boolean
  matchedKeywords: KeywordEvidence[]
  missingKeywords: KeywordEvidence[]
  /** Of the required skills (must-haves included), how many the resume shows: the score never contradicts it. */
  requiredMet?: number
  requiredTotal?: number
  /** Must-haves the resume does not show; any of them holds the score below a good match. */
  missingMustHaves?: string[]
  titleMatch: TitleMatch
  educationCheck: RequirementCheck
  experienceCheck: RequirementCheck
  softSkillsMatched: string[]
  softSkillsMissing: string[]
  suggestions: string[]
}

/** A requirement the resume does not show, with what to do about it if it is true. */
export interface MissingKeyword {
  keyword: string
  importance: Importance
  advice: string
}

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
