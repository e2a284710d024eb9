import { useEffect, useMemo, useRef, type RefObject, type UIEvent } from 'react'

import { cn } from '@/lib/cn'
import type { WordDiffRun } from '@/lib/word-diff'

import { locatePhrase, type TextSpan } from '../phrase-locator'
import { syncedScrollTop } from '../scroll-sync'
import { TEXT_PANE_HEIGHT } from '../pane-height'
import { MarkedRuns } from './diff-marks'

interface PaneProps {
  label: string
  tone: 'original' | 'enhanced'
  runs: readonly WordDiffRun[]
  highlight: boolean
  onScroll: (event: UIEvent<HTMLDivElement>) => void
  paneRef: RefObject<HTMLDivElement | null>
}

function Pane({ label, tone, runs, highlight, onScroll, paneRef }: PaneProps) {
  const plain = useMemo(() => runs.map((run) => run.text + run.whitespace).join(''), [runs])
  return (
    <section
      aria-label={label}
      className="grid min-w-0 grid-rows-[auto_minmax(0,1fr)] overflow-hidden rounded-lg border lg:min-h-0"
    >
      <h3
        className={cn(
          'flex items-center gap-2 border-b px-4 py-2 text-sm font-semibold',
          tone === 'original' ? 'bg-muted text-foreground' : 'bg-secondary text-secondary-foreground',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('size-2 rounded-full', tone === 'original' ? 'bg-muted-foreground' : 'bg-primary')}
        />
        {label}
      </h3>
      <div
        ref={paneRef}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={`${label} text`}
        data-testid={`pane-${tone}`}
        className={cn(
          'overflow-y-auto px-4 py-3 text-sm leading-relaxed whitespace-pre-wrap text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
          TEXT_PANE_HEIGHT,
        )}
      >
        {highlight ? <MarkedRuns runs={runs} /> : plain}
      </div>
    </section>
  )
}

/** A change to bring into view in both panes: its wording in the original and as the enhanced text has it now. */
export interface RevealRequest {
  original: string
  enhanced: string
  /** Changes with every request, so asking for the same change twice shows it again. */
  nonce: number
}

const HIGHLIGHT_NAME = 'compare-reveal'
const HIGHLIGHT_MS = 2500

/** A DOM range over characters start..end of the container's text. */
function rangeForSpan(container: HTMLElement, span: TextSpan): Range | null {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  let offset = 0
  let started = false
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0
    if (!started && span.start < offset + length) {
      range.setStart(node, span.start - offset)
      started = true
    }
    if (started && span.end <= offset + length) {
      range.setEnd(node, span.end - offset)
      return range
    }
    offset += length
  }
  return null
}

/** Scrolls a pane so the range sits a quarter down it; returns the range when the phrase was found. */
function revealIn(pane: HTMLElement | null, phrase: string): Range | null {
  if (!pane || !phrase) return null
  const span = locatePhrase(pane.textContent ?? '', phrase)
  const range = span ? rangeForSpan(pane, span) : null
  if (!range) return null
  const box = range.getBoundingClientRect()
  const paneBox = pane.getBoundingClientRect()
  pane.scrollTop = Math.max(0, pane.scrollTop + box.top - paneBox.top - pane.clientHeight / 4)
  return range
}

/** Marks the ranges with the CSS Custom Highlight API where the browser has it; elsewhere scrolling alone shows them. */
function markRanges(ranges: Range[]): () => void {
  if (typeof Highlight === 'undefined' || typeof CSS === 'undefined' || !('highlights' in CSS)) return () => {}
  CSS.highlights.set(HIGHLIGHT_NAME, new Highlight(...ranges))
  return () => CSS.highlights.delete(HIGHLIGHT_NAME)
}

interface SideBySideViewProps {
  originalRuns: readonly WordDiffRun[]
  enhancedRuns: readonly WordDiffRun[]
  /** Marks the words each side changed; off shows the two texts plain. */
  highlight: boolean
  reveal?: RevealRequest | null
}

/** SPEC §2 Side by Side: the original and enhanced texts in two panes that scroll together. */
export function SideBySideView({ originalRuns, enhancedRuns, highlight: marked, reveal }: SideBySideViewProps) {
  const originalPane = useRef<HTMLDivElement>(null)
  const enhancedPane = useRef<HTMLDivElement>(null)
  // Each pane is placed on its own change when one is revealed: their scroll events must not pull the other along.
  const syncPausedUntil = useRef(0)

  useEffect(() => {
    if (!reveal) return
    syncPausedUntil.current = performance.now() + 300
    // On a phone the list of changes sits below the panes: bring the panes back into view first.
    enhancedPane.current?.closest('[data-testid="side-by-side"]')?.scrollIntoView?.({ block: 'nearest' })
    const ranges = [revealIn(originalPane.current, reveal.original), revealIn(enhancedPane.current, reveal.enhanced)]
    const clear = markRanges(ranges.filter((range): range is Range => range !== null))
    const timer = window.setTimeout(clear, HIGHLIGHT_MS)
    return () => {
      window.clearTimeout(timer)
      clear()
    }
  }, [reveal])

  function follow(target: RefObject<HTMLDivElement | null>) {
    return (event: UIEvent<HTMLDivElement>) => {
      const pane = target.current
      if (!pane || performance.now() < syncPausedUntil.current) return
      // Setting the twin's position fires its own scroll event; once in step it changes nothing, so no loop.
      const top = syncedScrollTop(event.currentTarget, pane)
      if (top !== null) pane.scrollTop = top
    }
  }

  return (
    <div className="grid gap-4 md:grid-cols-2 lg:h-full" data-testid="side-by-side">
      <Pane
        label="Original"
        tone="original"
        runs={originalRuns}
        highlight={marked}
        paneRef={originalPane}
        onScroll={follow(enhancedPane)}
      />
      <Pane
        label="Enhanced"
        tone="enhanced"
        runs={enhancedRuns}
        highlight={marked}
        paneRef={enhancedPane}
        onScroll={follow(originalPane)}
      />
    </div>
  )
}
