export interface ScrollMetrics {
  scrollTop: number
  scrollHeight: number
  clientHeight: number
}

/** The panes are in step when they differ by less than this; it also stops a pane echoing its twin's scroll. */
export const SCROLL_TOLERANCE_PX = 2

/**
 * Where the target pane should scroll so that it shows the same share of its text as the source: the two texts
 * differ in length, so the panes follow each other by proportion, not by pixels.
 */
export function proportionalScrollTop(source: ScrollMetrics, target: Omit<ScrollMetrics, 'scrollTop'>): number {
  const sourceRange = source.scrollHeight - source.clientHeight
  const targetRange = target.scrollHeight - target.clientHeight
  if (sourceRange <= 0 || targetRange <= 0) return 0
  return Math.round((source.scrollTop / sourceRange) * targetRange)
}

/** The scrollTop to give the target, or null when it is already in step (so no scroll event bounces back). */
export function syncedScrollTop(source: ScrollMetrics, target: ScrollMetrics): number | null {
  const top = proportionalScrollTop(source, target)
  return Math.abs(target.scrollTop - top) < SCROLL_TOLERANCE_PX ? null : top
}
