import { describe, expect, it } from 'vitest'

import {
  PLOT_INSET,
  chartSeries,
  describeSeries,
  historyLabels,
  indexToX,
  linePath,
  plotSeries,
  scoreToY,
  seriesLines,
  seriesOrder,
  type SeriesPoint,
} from './score-chart'
import type { DashboardAnalytics } from './types'

const SIZE = { width: 400, height: 240 }
const plotHeight = SIZE.height - PLOT_INSET.top - PLOT_INSET.bottom
const plotWidth = SIZE.width - PLOT_INSET.left - PLOT_INSET.right

const ANALYTICS: DashboardAnalytics = {
  averageAtsScore: 78,
  resumeHistories: [
    {
      resumeId: 'r1',
      title: 'Data Analyst',
      points: [
        { versionId: 'v1', number: 1, label: 'Uploaded', score: 64, createdAt: '2026-03-01T10:00:00Z' },
        { versionId: 'v3', number: 2, label: 'Saved to dashboard', score: 81, createdAt: '2026-03-03T10:00:00Z' },
      ],
    },
    {
      resumeId: 'r2',
      title: 'Nurse',
      points: [{ versionId: 'v2', number: 1, label: 'Uploaded', score: 75, createdAt: '2026-03-02T10:00:00Z' }],
    },
  ],
  timeline: [
    { versionId: 'v1', number: 1, label: 'Uploaded', score: 64, createdAt: '2026-03-01T10:00:00Z' },
    { versionId: 'v2', number: 1, label: 'Uploaded', score: 75, createdAt: '2026-03-02T10:00:00Z' },
    { versionId: 'v3', number: 2, label: 'Saved to dashboard', score: 81, createdAt: '2026-03-03T10:00:00Z' },
  ],
}

const day = (iso: string) => iso.slice(0, 10)

function point(score: number, createdAt = '2026-03-01T00:00:00Z'): SeriesPoint {
  return { id: `${score}-${createdAt}`, seriesId: 'r1', score, createdAt, label: 'v1 · Uploaded' }
}

describe('chartSeries', () => {
  it('shows every version of every resume in time order, named by resume', () => {
    expect(chartSeries(ANALYTICS, 'all').map((entry) => [entry.id, entry.score, entry.label])).toEqual([
      ['v1', 64, 'Data Analyst · v1 · Uploaded'],
      ['v2', 75, 'Nurse · v1 · Uploaded'],
      ['v3', 81, 'Data Analyst · v2 · Saved to dashboard'],
    ])
  })

  it('shows the versions of one resume', () => {
    expect(chartSeries(ANALYTICS, { resumeId: 'r1' }).map((entry) => entry.label)).toEqual([
      'v1 · Uploaded',
      'v2 · Saved to dashboard',
    ])
    expect(chartSeries(ANALYTICS, { resumeId: 'gone' })).toEqual([])
  })
})

describe('historyLabels', () => {
  it("names each resume by its title, adding the file's title where two share one", () => {
    const histories = [
      { resumeId: 'a', title: 'Nurse', points: [] },
      { resumeId: 'b', title: 'Nurse', points: [] },
      { resumeId: 'c', title: 'Chef', points: [] },
    ]
    const labels = historyLabels(histories, [
      { id: 'a', title: 'ann icu' },
      { id: 'b', title: 'ann clinic' },
      { id: 'c', title: 'ann kitchen' },
    ])
    expect([...labels.entries()]).toEqual([
      ['a', 'Nurse (ann icu)'],
      ['b', 'Nurse (ann clinic)'],
      ['c', 'Chef'],
    ])
  })
})

describe('chart scaling', () => {
  it('puts 100 at the top of the plot and 0 at its foot, holding scores outside 0 to 100 at the edges', () => {
    expect(scoreToY(100, SIZE)).toBe(PLOT_INSET.top)
    expect(scoreToY(0, SIZE)).toBe(PLOT_INSET.top + plotHeight)
    expect(scoreToY(50, SIZE)).toBe(PLOT_INSET.top + plotHeight / 2)
    expect(scoreToY(130, SIZE)).toBe(scoreToY(100, SIZE))
    expect(scoreToY(-5, SIZE)).toBe(scoreToY(0, SIZE))
  })

  it('spaces points evenly from edge to edge, and centres a lone point', () => {
    expect(indexToX(0, 3, SIZE)).toBe(PLOT_INSET.left)
    expect(indexToX(1, 3, SIZE)).toBe(PLOT_INSET.left + plotWidth / 2)
    expect(indexToX(2, 3, SIZE)).toBe(PLOT_INSET.left + plotWidth)
    expect(indexToX(0, 1, SIZE)).toBe(PLOT_INSET.left + plotWidth / 2)
  })

  it('plots each point and draws the line through them in order', () => {
    const plotted = plotSeries([point(50), point(100)], SIZE)
    expect(plotted.map(({ x, y }) => [x, y])).toEqual([
      [PLOT_INSET.left, PLOT_INSET.top + plotHeight / 2],
      [PLOT_INSET.left + plotWidth, PLOT_INSET.top],
    ])
    expect(
      linePath([
        { x: 1.234, y: 2 },
        { x: 3, y: 4.56 },
      ]),
    ).toBe('M1.2 2 L3 4.6')
    expect(linePath([])).toBe('')
  })
})

describe('seriesLines', () => {
  it('joins the versions of each resume, never one resume to another', () => {
    const plotted = plotSeries(chartSeries(ANALYTICS, 'all'), SIZE)
    expect(plotted.map((entry) => entry.seriesId)).toEqual(['r1', 'r2', 'r1'])
    const lines = seriesLines(plotted)
    // r1's two versions make a line that skips r2's point in between; r2 alone is a dot.
    expect(lines).toEqual([{ seriesId: 'r1', path: linePath([plotted[0]!, plotted[2]!]) }])
    expect(seriesOrder(plotted)).toEqual(['r1', 'r2'])
  })

  it('draws one line for the versions of one resume', () => {
    const plotted = plotSeries(chartSeries(ANALYTICS, { resumeId: 'r1' }), SIZE)
    expect(seriesLines(plotted)).toEqual([{ seriesId: 'r1', path: linePath(plotted) }])
  })
})

describe('describeSeries', () => {
  it('says the range, the first and latest scores and the change', () => {
    const points = [
      point(64, '2026-03-01T00:00:00Z'),
      point(58, '2026-03-02T00:00:00Z'),
      point(81, '2026-03-03T00:00:00Z'),
    ]
    expect(describeSeries(points, day)).toBe(
      '3 scores from 2026-03-01 to 2026-03-03. First 64, latest 81 (up 17). Lowest 58, highest 81.',
    )
    expect(describeSeries([point(80), point(72)], day)).toContain('(down 8)')
    expect(describeSeries([point(80), point(80)], day)).toContain('(no change)')
  })

  it('reads one score and no score plainly', () => {
    expect(describeSeries([point(77)], day)).toBe('One score: 77, on 2026-03-01.')
    expect(describeSeries([], day)).toBe('No scores yet.')
  })
})
