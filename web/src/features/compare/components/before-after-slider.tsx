import { GripVertical } from 'lucide-react'
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

import { cn } from '@/lib/cn'
import type { WordDiffRun } from '@/lib/word-diff'

import { TEXT_PANE_HEIGHT } from '../pane-height'
import { percentAt, SLIDER_START, sliderKeyValue, sliderValueText } from '../slider-position'
import { MarkedRuns } from './diff-marks'

interface BeforeAfterSliderProps {
  originalRuns: readonly WordDiffRun[]
  enhancedRuns: readonly WordDiffRun[]
}

function Layer({ runs, tone }: { runs: readonly WordDiffRun[]; tone: 'before' | 'after' }) {
  return (
    <div
      className={cn(
        'px-4 pt-10 pb-3 text-sm leading-relaxed whitespace-pre-wrap [grid-area:1/1]',
        tone === 'before' ? 'bg-muted text-foreground' : 'bg-background text-foreground',
      )}
    >
      <span className="sr-only">{tone === 'before' ? 'Original: ' : 'Enhanced: '}</span>
      <MarkedRuns runs={runs} />
    </div>
  )
}

/**
 * SPEC §2 Before/After slider: the original laid over the enhanced text, cut at the slider's position (0 to 100,
 * starting at 50). The handle is dragged with a pointer or moved with the arrow, Page and Home/End keys.
 */
export function BeforeAfterSlider({ originalRuns, enhancedRuns }: BeforeAfterSliderProps) {
  const [position, setPosition] = useState(SLIDER_START)
  const [dragging, setDragging] = useState(false)
  const [scrollbarWidth, setScrollbarWidth] = useState(0)
  const scrollerRef = useRef<HTMLDivElement>(null)

  // The cut is drawn on the text, the handle over the whole frame: keep the handle off the scroll bar.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    const measure = () => setScrollbarWidth(scroller.offsetWidth - scroller.clientWidth)
    measure()
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null
    observer?.observe(scroller)
    return () => observer?.disconnect()
  }, [])

  function moveTo(clientX: number): void {
    const scroller = scrollerRef.current
    if (!scroller) return
    const box = scroller.getBoundingClientRect()
    setPosition(percentAt(clientX, box.left, scroller.clientWidth))
  }

  function onPointerDown(event: PointerEvent<HTMLElement>): void {
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    event.currentTarget.focus()
    setDragging(true)
    moveTo(event.clientX)
  }

  function onPointerMove(event: PointerEvent<HTMLElement>): void {
    if (dragging) moveTo(event.clientX)
  }

  function onPointerUp(event: PointerEvent<HTMLElement>): void {
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId)
    setDragging(false)
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    const next = sliderKeyValue(event.key, position, event.shiftKey)
    if (next === null) return
    event.preventDefault()
    setPosition(next)
  }

  const handleLeft = `calc((100% - ${scrollbarWidth}px) * ${position / 100})`

  return (
    <div
      className="grid gap-3 lg:h-full lg:grid-rows-[auto_minmax(0,1fr)_auto]"
      data-testid="before-after"
      data-dragging={dragging || undefined}
    >
      <p className="text-sm text-foreground">
        Drag the handle, or focus it and use the arrow keys: the original is on the left of the line, the enhanced
        version on the right.
      </p>
      <div className="relative lg:min-h-0">
        <div
          ref={scrollerRef}
          tabIndex={0}
          role="region"
          aria-label="Original and enhanced, one over the other"
          className={cn(
            'overflow-y-auto rounded-lg border focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
            TEXT_PANE_HEIGHT,
          )}
        >
          <div className={cn('grid min-h-full', dragging && 'select-none')}>
            <Layer runs={enhancedRuns} tone="after" />
            <div
              className="grid [grid-area:1/1]"
              style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
              data-testid="before-layer"
            >
              <Layer runs={originalRuns} tone="before" />
            </div>
          </div>
        </div>
        <div className="pointer-events-none absolute inset-0 overflow-hidden rounded-lg" aria-hidden="true">
          <span className="absolute top-2 left-2 rounded-md bg-foreground px-2 py-0.5 text-xs font-semibold text-background">
            Before
          </span>
          <span
            className="absolute top-2 rounded-md bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
            style={{ right: scrollbarWidth + 8 }}
          >
            After
          </span>
        </div>
        <div className="pointer-events-none absolute inset-y-0 w-0" style={{ left: handleLeft }}>
          <div className="absolute inset-y-0 -left-px w-0.5 bg-primary" aria-hidden="true" />
          <div
            role="slider"
            tabIndex={0}
            aria-label="Before/After position"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={position}
            aria-valuetext={sliderValueText(position)}
            aria-orientation="horizontal"
            data-testid="comparison-slider"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
            className={cn(
              'pointer-events-auto absolute top-1/2 -left-5 flex size-10 -translate-y-1/2 touch-none items-center justify-center rounded-full border-2 border-primary bg-background text-primary shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              dragging ? 'cursor-grabbing' : 'cursor-grab',
            )}
          >
            <GripVertical aria-hidden="true" className="size-5" />
          </div>
        </div>
      </div>
      <p className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
        {position}% original · {100 - position}% enhanced
      </p>
    </div>
  )
}
