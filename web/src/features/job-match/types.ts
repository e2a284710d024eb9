/** The matching API's shapes (backend web/matching/schemas.py) from the generated API types, and the screens' own. */
import type { ApiSchema } from '@/lib/api/types'

export type Importance = ApiSchema<'Importance'>

/**
 * A skill of the posting and where the resume shows it (empty evidence when it is missing); `mustHave` when the
 * posting insists on it, `shownAs` how the resume shows it in other words ('MySQL' for SQL), `advice` for a missing
 * one what to do about it if it is true.
 */
export type KeywordEvidence = ApiSchema<'KeywordEvidence'>

export type TitleMatch = ApiSchema<'TitleMatch'>

/** A requirement of the posting ('5+ years', 'bachelor'); `required` is '' when the posting asks nothing. */
export type RequirementCheck = ApiSchema<'RequirementCheck'>

/**
 * How well the resume fits the posting. `requiredMet` of `requiredTotal` required skills (must-haves included) are
 * shown, and the score never contradicts it; any of `missingMustHaves` holds the score below a good match.
 */
export type MatchResult = ApiSchema<'MatchResult'>

/** A requirement the resume does not show, with what to do about it if it is true. */
export type MissingKeyword = ApiSchema<'MissingKeyword'> & {
  /** The posting insists on it (known from the match; the tweak does not say). */
  mustHave?: boolean
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

export type Paper = TailoredPages['paper']

/** The template and paper of the tailored PDF and its print: the ones the person chose for downloads. */
export interface RenderOptions {
  /** Absent for the server's default template. */
  template?: string
  paper: Paper
}

/** The tailored resume as the print shows it: the pages of its PDF as SVG, and the person's name ('' if none). */
export type TailoredPages = ApiSchema<'TailoredPages'>
