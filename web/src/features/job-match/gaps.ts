/** The one list of what the posting asks for and the resume does not show, from whichever result there is. */

import type { Importance, MatchResult, MissingKeyword, TweakResult } from './types'

const IMPORTANCE_ORDER: Record<Importance, number> = { required: 0, preferred: 1 }

function rank(gap: MissingKeyword): number {
  return gap.mustHave ? -1 : IMPORTANCE_ORDER[gap.importance]
}

/**
 * The match's missing keywords (it knows the must-haves), each with its advice, else the tweak's when only a tweak
 * was made; must-haves first, then required, then preferred, each group in the posting's order. Null when neither
 * result is there yet.
 */
export function gapsOf(match: MatchResult | null, tweak: TweakResult | null): MissingKeyword[] | null {
  let gaps: MissingKeyword[]
  if (match) {
    const tweakAdvice = new Map(tweak?.missingKeywords.map((gap) => [gap.keyword, gap.advice]))
    gaps = match.missingKeywords.map((keyword) => ({
      keyword: keyword.keyword,
      importance: keyword.importance,
      mustHave: keyword.mustHave === true,
      advice: keyword.advice || tweakAdvice.get(keyword.keyword) || '',
    }))
  } else if (tweak) {
    gaps = tweak.missingKeywords
  } else {
    return null
  }
  return gaps
    .map((gap, index) => ({ gap, index }))
    .sort((a, b) => rank(a.gap) - rank(b.gap) || a.index - b.index)
    .map(({ gap }) => gap)
}
