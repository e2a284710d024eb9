import type { PickableResume } from './components/match-resume-picker'

/**
 * The results a visitor (no account) has opened in this browser tab, newest first, so that Resume Tweaking leads back
 * to their job match as it does for an account's resumes. The server lists a browser's unclaimed resumes to a
 * signed-in account only; kept for the tab, the list goes with it.
 */

type Store = Pick<Storage, 'getItem' | 'setItem'>

const KEY = 'vitae.visitor-results'
/** Enough for the few resumes one visit compares; older ones drop off. */
export const VISITOR_RESULTS_KEPT = 5

function isPickable(value: unknown): value is PickableResume {
  if (!value || typeof value !== 'object') return false
  const { id, label } = value as Record<string, unknown>
  return typeof id === 'string' && id !== '' && typeof label === 'string'
}

export function visitorResults(storage: Store | null): PickableResume[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isPickable) : []
  } catch {
    return []
  }
}

/** Puts the result first (once), keeping the newest few. */
export function rememberVisitorResult(storage: Store | null, result: PickableResume): void {
  const others = visitorResults(storage).filter((kept) => kept.id !== result.id)
  try {
    storage?.setItem(KEY, JSON.stringify([result, ...others].slice(0, VISITOR_RESULTS_KEPT)))
  } catch {
    // A full or blocked store: the result is simply not offered again.
  }
}
