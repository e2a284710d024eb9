import { useEffect, useId, useRef, useState } from 'react'

import { DASHBOARD_TARGET_SCORE, resumeScoreTone, type ScoreTone } from '@/lib/score-bands'

import {
  PLOT_INSET,
  SCORE_GRID,
  describeSeries,
  plotSeries,
  scoreToY,
  seriesLines,
  seriesOrder,
  type ChartSize,
  type SeriesPoint,
} from '../score-chart'

const CHART_HEIGHT = 200
/** Used until the container has been measured (and where nothing measures it, as in tests). */
const FALLBACK_WIDTH = 640

/** SVG fills in the SPEC §4 score colours (the same hues as the chips). */
const POINT_FILL: Record<ScoreTone, string> = {
  good: 'fill-success',
  fair: 'fill-caution',
  poor: 'fill-destructive',
}

/** One colour per resume when several are drawn, in the order they first appear; the first is the brand colour. */
const LINE_STROKES = [
  'stroke-chart-1',
  'stroke-chart-2',
  'stroke-chart-3',
  'stroke-chart-4',
  'stroke-chart-5',
  'stroke-chart-6',
] as const
const SWATCH_BACKGROUNDS: Record<(typeof LINE_STROKES)[number], string> = {
  'stroke-chart-1': 'bg-chart-1',
  'stroke-chart-2': 'bg-chart-2',
  'stroke-chart-3': 'bg-chart-3',
  'stroke-chart-4': 'bg-chart-4',
  'stroke-chart-5': 'bg-chart-5',
  'stroke-chart-6': 'bg-chart-6',
}

function strokeOf(order: readonly string[], seriesId: string): (typeof LINE_STROKES)[number] {
  return LINE_STROKES[Math.max(0, order.indexOf(seriesId)) % LINE_STROKES.length]!
}

/** The container's width in pixels, so the chart draws at its real size and its text never shrinks. */
function useMeasuredWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(FALLBACK_WIDTH)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0)
      if (measured > 0) setWidth(measured)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

interface ScoreLineChartProps {
  points: readonly SeriesPoint[]
  /** The chart's name, e.g. 'ATS score over time, all resumes'. */
  title: string
  formatDate: (iso: string) => string
  /** The resumes' names, for the legend shown when the chart draws more than one. */
  seriesNames?: ReadonlyMap<string, string>
}

/**
 * A small line chart of scores in time order on a fixed 0 to 100 scale, with the dashboard target drawn in: one line
 * per resume, so two resumes' scores never read as one resume's progress. It is one image to assistive technology,
 * named by its title and described in words; the same figures are offered as a table beside it.
 */
export function ScoreLineChart({ points, title, formatDate, seriesNames }: ScoreLineChartProps) {
  const { ref, width } = useMeasuredWidth()
  const id = useId()
  const size: ChartSize = { width, height: CHART_HEIGHT }
  const plotted = plotSeries(points, size)
  const order = seriesOrder(points)
  const first = plotted[0]
  const last = plotted.at(-1)
  const targetY = scoreToY(DASHBOARD_TARGET_SCORE, size)
  const right = width - PLOT_INSET.right
  // Versions made the same day would print the same date twice; one date, centred, says it.
  const dateRange = first && last && formatDate(first.createdAt) !== formatDate(last.createdAt)

  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-description`}
        width={width}
        height={CHART_HEIGHT}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        className="block max-w-full overflow-visible text-muted-foreground"
        data-testid="score-chart"
        data-points={points.length}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-description`}>{describeSeries(points, formatDate)}</desc>
        <g aria-hidden="true">
          {SCORE_GRID.map((score) => {
            const y = scoreToY(score, size)
            return (
              <g key={score}>
                <line x1={PLOT_INSET.left} x2={right} y1={y} y2={y} className="stroke-border" strokeWidth={1} />
                <text
                  x={PLOT_INSET.left - 8}
                  y={y}
                  dy="0.32em"
                  textAnchor="end"
                  className="fill-muted-foreground text-[11px]"
                >
                  {score}
                </text>
              </g>
            )
          })}
          <line
            x1={PLOT_INSET.left}
            x2={right}
            y1={targetY}
            y2={targetY}
            className="stroke-success"
            strokeWidth={1}
            strokeDasharray="4 4"
          />
          <text x={right} y={targetY - 5} textAnchor="end" className="fill-success-strong text-[11px] font-medium">
            Target {DASHBOARD_TARGET_SCORE}+
          </text>
          {seriesLines(plotted).map((line) => (
            <path
              key={line.seriesId}
              d={line.path}
              className={`fill-none ${strokeOf(order, line.seriesId)}`}
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
              data-testid="score-line"
            />
          ))}
          {plotted.map((point) => (
            <circle
              key={point.id}
              cx={point.x}
              cy={point.y}
              r={plotted.length > 40 ? 3 : 4.5}
              className={`${POINT_FILL[resumeScoreTone(point.score)]} stroke-background`}
              strokeWidth={1.5}
            >
              <title>{`${point.label}: ${point.score} (${formatDate(point.createdAt)})`}</title>
            </circle>
          ))}
          {first ? (
            <text
              x={dateRange ? first.x : PLOT_INSET.left + (right - PLOT_INSET.left) / 2}
              y={CHART_HEIGHT - 8}
              textAnchor={dateRange ? 'start' : 'middle'}
              className="fill-muted-foreground text-[11px]"
            >
              {formatDate(first.createdAt)}
            </text>
          ) : null}
          {last && dateRange ? (
            <text x={last.x} y={CHART_HEIGHT - 8} textAnchor="end" className="fill-muted-foreground text-[11px]">
              {formatDate(last.createdAt)}
            </text>
          ) : null}
        </g>
      </svg>
      {order.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-foreground" aria-label="Resumes in the chart">
          {order.map((seriesId) => (
            <li key={seriesId} className="inline-flex max-w-full min-w-0 items-center gap-1.5">
              <span
                aria-hidden="true"
                className={`h-0.5 w-4 shrink-0 rounded ${SWATCH_BACKGROUNDS[strokeOf(order, seriesId)]}`}
              />
              <span className="truncate" title={seriesNames?.get(seriesId)}>
                {seriesNames?.get(seriesId) ?? 'Resume'}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
