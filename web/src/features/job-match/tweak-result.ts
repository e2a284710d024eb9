import type { ApiSchema } from '@/lib/api/types'

import { NO_CONTENT_RECEIVED_MESSAGE } from './messages'
import type { MissingKeyword, ResumeVersion, TweakResult } from './types'

/**
 * The tweak reply as it may arrive: the fields of the API's TweakResult, and SPEC §3's alternatives (optimizedContent
 * for the content, changes as strings). Each value is checked here rather than trusted, as a reply may be partial.
 */
export type TweakReply = { [Field in keyof ApiSchema<'TweakResult'>]?: unknown } & { optimizedContent?: unknown }

/** The reply carried no resume text (SPEC §5); its message is the one the screen shows. */
export class NoOptimizedContent extends Error {
  constructor() {
    super(NO_CONTENT_RECEIVED_MESSAGE)
    this.name = 'NoOptimizedContent'
  }
}

function nonEmptyText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

function missingKeywords(value: unknown): MissingKeyword[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (item): item is MissingKeyword =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as MissingKeyword).keyword === 'string' &&
      typeof (item as MissingKeyword).advice === 'string' &&
      ((item as MissingKeyword).importance === 'required' || (item as MissingKeyword).importance === 'preferred'),
  )
}

function percent(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null
  return Math.round(Math.min(100, Math.max(0, value)))
}

/**
 * One shape from the reply: the content (enhancedContent first), the change list (improvements when they are
 * strings, else changes when those are), the keywords and the scores. Throws NoOptimizedContent without content.
 */
export function normalizeTweakReply(reply: TweakReply): TweakResult {
  const content = nonEmptyText(reply.enhancedContent) ?? nonEmptyText(reply.optimizedContent)
  if (content === null) throw new NoOptimizedContent()
  const improvements = strings(reply.improvements)
  return {
    optimizedContent: content,
    changes: improvements.length > 0 ? improvements : strings(reply.changes),
    keywordMatches: strings(reply.keywordMatches),
    missingKeywords: missingKeywords(reply.missingKeywords),
    originalMatchScore: percent(reply.originalMatchScore),
    matchScore: percent(reply.matchScore) ?? 0,
    usedEnhancedVersion: reply.usedEnhancedVersion === true,
    // Replies from before engines were named carry neither; the result then names none.
    ...(typeof reply.engine === 'string' && reply.engine ? { engine: reply.engine } : {}),
    ...(typeof reply.fallbackReason === 'string' && reply.fallbackReason
      ? { fallbackReason: reply.fallbackReason }
      : {}),
  }
}

/** SPEC §4 Tweaker: a result opens on the enhanced (tailored) version. */
export const FIRST_VERSION: ResumeVersion = 'enhanced'

export function otherVersion(version: ResumeVersion): ResumeVersion {
  return version === 'enhanced' ? 'original' : 'enhanced'
}

export const VERSION_LABELS: Record<ResumeVersion, string> = {
  enhanced: 'Enhanced Resume',
  original: 'Original Resume',
}

/** The text the result box shows for the chosen version. */
export function versionContent(version: ResumeVersion, texts: { original: string; optimized: string }): string {
  return version === 'enhanced' ? texts.optimized : texts.original
}

/** 'Skills › Skills: The skills ... first.' as where it happened and what changed, when it reads that way. */
export function splitChange(change: string): { where: string; what: string } {
  const match = /^([^:]*›[^:]*): (.+)$/s.exec(change)
  return match ? { where: match[1]!, what: match[2]! } : { where: '', what: change }
}
