import { ChartLine } from 'lucide-react'
import { useId, useState } from 'react'

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'

import { formatDay, formatMoment } from '../format-date'
import { chartSeries, historyLabels, type ChartSelection } from '../score-chart'
import type { DashboardAnalytics, ResumeSummary } from '../types'
import { ScoreChip } from './score-chip'
import { ScoreLineChart } from './score-line-chart'
import { cellClass, headerCellClass, tableClass } from './table-styles'

const ALL = 'all'

/** The score over time: every version of every resume, or the versions of one, with the figures as a table. */
interface ScoreHistoryProps {
  analytics: DashboardAnalytics
  /** The resumes listed beside the chart, to tell apart resumes that share a title. */
  resumes: readonly ResumeSummary[]
}

export function ScoreHistory({ analytics, resumes }: ScoreHistoryProps) {
  const id = useId()
  const [choice, setChoice] = useState<string>(ALL)
  // A resume deleted since it was chosen falls back to all of them.
  const history = analytics.resumeHistories.find((candidate) => candidate.resumeId === choice)
  const selection: ChartSelection = history ? { resumeId: history.resumeId } : 'all'
  const points = chartSeries(analytics, selection)
  const labels = historyLabels(analytics.resumeHistories, resumes)
  const title = history ? `ATS score by version, ${labels.get(history.resumeId)}` : 'ATS score over time, all resumes'

  return (
    <Card data-testid="score-history">
      <CardHeader>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle className="flex items-center gap-2">
              <ChartLine aria-hidden="true" className="size-5 text-primary" />
              Score history
            </CardTitle>
            <CardDescription>One point per version: every upload, save and restore.</CardDescription>
          </div>
          <div className="grid gap-1.5 sm:w-64">
            <Label htmlFor={`${id}-series`}>Show</Label>
            <NativeSelect
              id={`${id}-series`}
              value={history ? choice : ALL}
              onChange={(event) => setChoice(event.target.value)}
            >
              <option value={ALL}>All resumes</option>
              {analytics.resumeHistories.map((candidate) => (
                <option key={candidate.resumeId} value={candidate.resumeId}>
                  {candidate.title}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {points.length === 0 ? (
          <p className="text-sm text-muted-foreground">No scores yet. Upload a resume to start the history.</p>
        ) : (
          <>
            <ScoreLineChart points={points} title={title} formatDate={formatDay} seriesNames={labels} />
            <details className="group rounded-lg border px-4 py-2">
              <summary className="cursor-pointer text-sm font-medium text-foreground">
                Show the scores as a table
              </summary>
              {/* A narrow screen scrolls the table in its own box, never the page. */}
              <div className="mt-2 overflow-x-auto">
                <table className={tableClass}>
                  <caption className="sr-only">{title}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={headerCellClass}>
                        Version
                      </th>
                      <th scope="col" className={headerCellClass}>
                        Score
                      </th>
                      <th scope="col" className={headerCellClass}>
                        Date
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {points.map((point) => (
                      <tr key={point.id} className="border-t">
                        <td className={`${cellClass} text-sm`}>{point.label}</td>
                        <td className={cellClass}>
                          <ScoreChip score={point.score} />
                        </td>
                        <td className={`${cellClass} text-sm whitespace-nowrap text-muted-foreground`}>
                          <time dateTime={point.createdAt}>{formatMoment(point.createdAt)}</time>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  )
}
