import { useMemo, useRef, type RefObject, type UIEvent } from 'react'

import { cn } from '@/lib/cn'
import type { WordDiffRun } from '@/lib/word-diff'

import { syncedScrollTop } from '../scroll-sync'
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
    <section aria-label={label} className="grid min-w-0 grid-rows-[auto_1fr] overflow-hidden rounded-lg border">
      <h3
        className={cn(
          'flex items-center gap-2 border-b px-4 py-2 text-sm font-semibold',
          tone === 'original' ? 'bg-slate-50 text-slate-800' : 'bg-indigo-50 text-indigo-950',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('size-2 rounded-full', tone === 'original' ? 'bg-slate-400' : 'bg-primary')}
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
        className="h-[500px] overflow-y-auto px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring md:h-[600px]"
      >
        {highlight ? <MarkedRuns runs={runs} /> : plain}
      </div>
    </section>
  )
}

interface SideBySideViewProps {
  originalRuns: readonly WordDiffRun[]
  enhancedRuns: readonly WordDiffRun[]
  /** Marks the words each side changed; off shows the two texts plain. */
  highlight: boolean
}

/** SPEC §2 Side by Side: the original and enhanced texts in two panes that scroll together. */
export function SideBySideView({ originalRuns, enhancedRuns, highlight }: SideBySideViewProps) {
  const originalPane = useRef<HTMLDivElement>(null)
  const enhancedPane = useRef<HTMLDivElement>(null)

  function follow(target: RefObject<HTMLDivElement | null>) {
    return (event: UIEvent<HTMLDivElement>) => {
      const pane = target.current
      if (!pane) return
      // Setting the twin's position fires its own scroll event; once in step it changes nothing, so no loop.
      const top = syncedScrollTop(event.currentTarget, pane)
      if (top !== null) pane.scrollTop = top
    }
  }

  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="side-by-side">
      <Pane
        label="Original"
        tone="original"
        runs={originalRuns}
        highlight={highlight}
        paneRef={originalPane}
        onScroll={follow(enhancedPane)}
      />
      <Pane
        label="Enhanced"
        tone="enhanced"
        runs={enhancedRuns}
        highlight={highlight}
        paneRef={enhancedPane}
        onScroll={follow(originalPane)}
      />
    </div>
  )
}
