import { ChevronDown, ChevronUp } from 'lucide-react'
import { useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { countDiff, diffRuns, DIFF_EXPLANATIONS, type WordDiffEntry, type WordDiffRun } from '@/lib/word-diff'

import { TEXT_PANE_HEIGHT } from '../pane-height'
import { DIFF_MARK_CLASSES, DiffMark } from './diff-marks'

interface Tip {
  runIndex: number
  top: number
  left: number
  /** Shown under the change when there is no room above it. */
  below: boolean
}

const TIP_WIDTH_PX = 288
const TIP_ROOM_ABOVE_PX = 72

const EXPLANATION_KEYS = Object.keys(DIFF_EXPLANATIONS) as (keyof typeof DIFF_EXPLANATIONS)[]

function Legend({ entries }: { entries: readonly WordDiffEntry[] }) {
  const counts = countDiff(entries)
  const items = [
    { type: 'added', label: 'Added', count: counts.added },
    { type: 'removed', label: 'Removed', count: counts.removed },
    { type: 'modified', label: 'Modified', count: counts.modified },
  ] as const
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-foreground" aria-label="Legend">
      {items.map((item) => (
        <li key={item.type} className="inline-flex items-center gap-1.5">
          <span className={`px-1 font-medium ${DIFF_MARK_CLASSES[item.type]}`}>{item.label}</span>
          <span className="tabular-nums">
            <span className="sr-only">: </span>
            {item.count} {item.count === 1 ? 'word' : 'words'}
          </span>
        </li>
      ))}
    </ul>
  )
}

function tipText(run: WordDiffRun): string {
  return run.type === 'modified' && run.original ? `Was “${run.original}”` : ''
}

/**
 * SPEC §2 Diff View: one text with added words green, removed words red and struck through, modified words yellow.
 * Every change can be reached with Tab (or the Previous/Next buttons) and shows its explanation in a tooltip on
 * hover and on focus; one tooltip is drawn for the change in use, not one per change.
 */
export function DiffView({ entries }: { entries: readonly WordDiffEntry[] }) {
  const runs = useMemo(() => diffRuns(entries), [entries])
  const changeIndexes = useMemo(() => runs.flatMap((run, index) => (run.type === 'unchanged' ? [] : [index])), [runs])
  const [tip, setTip] = useState<Tip | null>(null)
  const stageRef = useRef<HTMLDivElement>(null)
  const scrollerRef = useRef<HTMLDivElement>(null)
  const baseId = useId()
  const explanationId = (key: string) => `${baseId}-explanation-${key}`
  const tipId = `${baseId}-tip`

  function showTip(runIndex: number, target: HTMLElement): void {
    const stage = stageRef.current
    const scroller = scrollerRef.current
    if (!stage || !scroller) return
    const stageBox = stage.getBoundingClientRect()
    const markBox = target.getClientRects()[0] ?? target.getBoundingClientRect()
    const top = markBox.top - stageBox.top
    const visibleTop = top - scroller.scrollTop
    const below = visibleTop < TIP_ROOM_ABOVE_PX
    const left = Math.max(0, Math.min(markBox.left - stageBox.left, stageBox.width - TIP_WIDTH_PX))
    setTip({ runIndex, top: below ? top + markBox.height + 6 : top - 6, left, below })
  }

  function onEnter(runIndex: number) {
    return (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => showTip(runIndex, event.currentTarget)
  }

  function hideTip(): void {
    setTip(null)
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    if (event.key === 'Escape' && tip) {
      // Escape closes the tooltip first; the dialog closes on a second press.
      event.stopPropagation()
      hideTip()
    }
  }

  function focusChange(step: 1 | -1): void {
    const marks = Array.from(stageRef.current?.querySelectorAll<HTMLElement>('[data-change]') ?? [])
    if (marks.length === 0) return
    const current = marks.indexOf(document.activeElement as HTMLElement)
    const next = current < 0 ? (step === 1 ? 0 : marks.length - 1) : (current + step + marks.length) % marks.length
    const mark = marks[next]
    mark?.scrollIntoView({ block: 'center', behavior: 'smooth' })
    mark?.focus({ preventScroll: true })
  }

  const activeRun = tip ? runs[tip.runIndex] : undefined

  return (
    <div className="grid gap-3 lg:h-full lg:grid-rows-[auto_minmax(0,1fr)]" data-testid="diff-view">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Legend entries={entries} />
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-foreground tabular-nums">
            {changeIndexes.length} {changeIndexes.length === 1 ? 'change' : 'changes'}
          </span>
          <Button size="sm" variant="outline" onClick={() => focusChange(-1)} disabled={changeIndexes.length === 0}>
            <ChevronUp aria-hidden="true" />
            Previous<span className="sr-only"> change</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => focusChange(1)} disabled={changeIndexes.length === 0}>
            <ChevronDown aria-hidden="true" />
            Next<span className="sr-only"> change</span>
          </Button>
        </div>
      </div>
      {EXPLANATION_KEYS.map((key) => (
        <span key={key} id={explanationId(key)} hidden>
          {DIFF_EXPLANATIONS[key]}
        </span>
      ))}
      <div
        ref={scrollerRef}
        tabIndex={0}
        role="region"
        aria-label="Differences"
        className={cn(
          'overflow-y-auto rounded-lg border bg-background focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
          TEXT_PANE_HEIGHT,
        )}
      >
        <div ref={stageRef} className="relative px-4 py-3 text-sm leading-7 whitespace-pre-wrap text-foreground">
          {runs.map((run, index) => {
            if (run.type === 'unchanged') return <span key={index}>{run.text + run.whitespace}</span>
            const key = EXPLANATION_KEYS.find((candidate) => DIFF_EXPLANATIONS[candidate] === run.explanation)
            const wasId = run.type === 'modified' ? `${baseId}-was-${index}` : undefined
            return (
              <span key={index}>
                <DiffMark
                  type={run.type}
                  data-change=""
                  tabIndex={0}
                  aria-describedby={[key ? explanationId(key) : null, wasId].filter(Boolean).join(' ')}
                  onMouseEnter={onEnter(index)}
                  onMouseLeave={hideTip}
                  onFocus={onEnter(index)}
                  onBlur={hideTip}
                  onKeyDown={onKeyDown}
                  className="cursor-help px-0.5 outline-offset-1 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {run.text}
                </DiffMark>
                {wasId ? (
                  <span id={wasId} hidden>
                    {tipText(run)}
                  </span>
                ) : null}
                {run.whitespace}
              </span>
            )
          })}
          {runs.length === 0 ? <p className="text-muted-foreground">Both versions are empty.</p> : null}
          {tip && activeRun ? (
            <div
              id={tipId}
              role="tooltip"
              data-testid="diff-tooltip"
              className="pointer-events-none absolute z-10 grid w-max max-w-72 gap-0.5 rounded-md bg-foreground px-3 py-2 text-xs leading-snug font-medium whitespace-normal text-background shadow-lg"
              style={{
                top: tip.top,
                left: tip.left,
                transform: tip.below ? undefined : 'translateY(-100%)',
              }}
            >
              <span>{activeRun.explanation}</span>
              {tipText(activeRun) ? <span className="font-normal text-background/80">{tipText(activeRun)}</span> : null}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  )
}
