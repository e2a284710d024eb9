/** The score-over-time chart's data and geometry: which points, where they sit, and how they read as text. */

import type { DashboardAnalytics, ResumeScoreHistory, ResumeSummary } from './types'

/** `all` is every version of every resume in time order; otherwise the versions of one resume. */
export type ChartSelection = 'all' | { resumeId: string }

export interface SeriesPoint {
  id: string
  /** The resume the point is a version of: a line joins the points of one resume, never of two. */
  seriesId: string
  score: number
  createdAt: string
  /** What the point is, e.g. 'v2 · Saved to dashboard' or 'Data Analyst · v1 · Uploaded'. */
  label: string
}

export interface ChartSize {
  width: number
  height: number
}

/** Room around the plot for the score labels (left) and the dates (below). */
export const PLOT_INSET = { top: 12, right: 16, bottom: 28, left: 36 } as const
export const SCORE_GRID = [0, 25, 50, 75, 100] as const

export interface PlottedPoint extends SeriesPoint {
  x: number
  y: number
}

export function chartSeries(analytics: DashboardAnalytics, selection: ChartSelection): SeriesPoint[] {
  const versionLabel = (point: { number: number; label: string }) => `v${point.number} · ${point.label}`
  if (selection === 'all') {
    const owners = new Map<string, ResumeScoreHistory>()
    for (const history of analytics.resumeHistories) {
      for (const point of history.points) owners.set(point.versionId, history)
    }
    return analytics.timeline.map((point) => ({
      id: point.versionId,
      seriesId: owners.get(point.versionId)?.resumeId ?? point.versionId,
      score: point.score,
      createdAt: point.createdAt,
      label: [owners.get(point.versionId)?.title, versionLabel(point)].filter(Boolean).join(' · '),
    }))
  }
  const history = analytics.resumeHistories.find((candidate) => candidate.resumeId === selection.resumeId)
  return (history?.points ?? []).map((point) => ({
    id: point.versionId,
    seriesId: selection.resumeId,
    score: point.score,
    createdAt: point.createdAt,
    label: versionLabel(point),
  }))
}

/**
 * The name of each resume in the chart's picker: its history title, and where two resumes share one (often: the
 * same person's resumes read as the same role), the file's title after it.
 */
export function historyLabels(
  histories: readonly ResumeScoreHistory[],
  resumes: readonly Pick<ResumeSummary, 'id' | 'title'>[],
): Map<string, string> {
  const fileTitles = new Map(resumes.map((resume) => [resume.id, resume.title.trim()]))
  const uses = new Map<string, number>()
  for (const history of histories) uses.set(history.title, (uses.get(history.title) ?? 0) + 1)
  return new Map(
    histories.map((history) => {
      const fileTitle = fileTitles.get(history.resumeId)
      const shared = (uses.get(history.title) ?? 0) > 1
      return [history.resumeId, shared && fileTitle ? `${history.title} (${fileTitle})` : history.title]
    }),
  )
}

/** A score's height: 100 at the top of the plot, 0 at its foot; scores outside 0 to 100 are held at the edge. */
export function scoreToY(score: number, size: ChartSize): number {
  const plotHeight = size.height - PLOT_INSET.top - PLOT_INSET.bottom
  const clamped = Math.min(100, Math.max(0, score))
  return PLOT_INSET.top + ((100 - clamped) / 100) * plotHeight
}

/**
 * Points are spaced evenly in time order rather than by their dates: versions made minutes apart and others
 * months apart would otherwise pile up into one blot. A lone point sits in the middle.
 */
export function indexToX(index: number, count: number, size: ChartSize): number {
  const plotWidth = size.width - PLOT_INSET.left - PLOT_INSET.right
  if (count <= 1) return PLOT_INSET.left + plotWidth / 2
  return PLOT_INSET.left + (index / (count - 1)) * plotWidth
}

export function plotSeries(points: readonly SeriesPoint[], size: ChartSize): PlottedPoint[] {
  return points.map((point, index) => ({
    ...point,
    x: indexToX(index, points.length, size),
    y: scoreToY(point.score, size),
  }))
}

/** The SVG path through the points, rounded to tenths of a pixel. */
export function linePath(points: readonly Pick<PlottedPoint, 'x' | 'y'>[]): string {
  const round = (value: number) => Math.round(value * 10) / 10
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`).join(' ')
}

export interface SeriesLine {
  seriesId: string
  path: string
}

/** One line per resume through its own points, in time order; a resume with one point has a dot and no line. */
export function seriesLines(points: readonly PlottedPoint[]): SeriesLine[] {
  const bySeries = new Map<string, PlottedPoint[]>()
  for (const point of points) bySeries.set(point.seriesId, [...(bySeries.get(point.seriesId) ?? []), point])
  return [...bySeries]
    .filter(([, members]) => members.length > 1)
    .map(([seriesId, members]) => ({ seriesId, path: linePath(members) }))
}

/** The resumes in the order their first point appears, for colours and the legend. */
export function seriesOrder(points: readonly Pick<SeriesPoint, 'seriesId'>[]): string[] {
  return [...new Set(points.map((point) => point.seriesId))]
}

function signed(change: number): string {
  if (change === 0) return 'no change'
  return change > 0 ? `up ${change}` : `down ${-change}`
}

/** The chart said in words, for its text alternative. */
export function describeSeries(points: readonly SeriesPoint[], formatDate: (iso: string) => string): string {
  const [first] = points
  const last = points.at(-1)
  if (!first || !last) return 'No scores yet.'
  if (points.length === 1) return `One score: ${first.score}, on ${formatDate(first.createdAt)}.`
  const scores = points.map((point) => point.score)
  return (
    `${points.length} scores from ${formatDate(first.createdAt)} to ${formatDate(last.createdAt)}. ` +
    `First ${first.score}, latest ${last.score} (${signed(last.score - first.score)}). ` +
    `Lowest ${Math.min(...scores)}, highest ${Math.max(...scores)}.`
  )
}
