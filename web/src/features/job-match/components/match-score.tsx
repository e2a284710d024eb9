import { ProgressBar } from '@/components/ui/progress-bar'
import { ScoreChange } from '@/components/ui/score-change'
import { cn } from '@/lib/cn'
import { matchScoreLabel, matchScoreTone, scoreToneSurface, scoreToneText } from '@/lib/score-bands'

interface MatchScoreProps {
  score: number
  /** The accessible name of the bar, e.g. 'ATS Match Score'. */
  label: string
  /** The score before tailoring, shown as 'before → after' when given. */
  before?: number | null
  testId?: string
}

/** A job match percentage in its band (green from the server's good-match threshold), with its bar. */
export function MatchScore({ score, label, before = null, testId }: MatchScoreProps) {
  const tone = matchScoreTone(score)
  return (
    <div className="grid gap-2" data-testid={testId}>
      <div className="flex flex-wrap items-end gap-x-3 gap-y-1">
        {before === null ? null : (
          <>
            <span
              className="text-2xl leading-none font-bold text-muted-foreground tabular-nums"
              data-testid="score-before"
            >
              {before}%<span className="sr-only"> before tailoring,</span>
            </span>
            <span aria-hidden="true" className="pb-0.5 text-muted-foreground">
              →
            </span>
          </>
        )}
        <span
          className={cn('text-4xl leading-none font-extrabold tabular-nums', scoreToneText[tone])}
          data-testid="score-value"
        >
          {score}%{before === null ? null : <span className="sr-only"> after tailoring</span>}
        </span>
        {before === null ? null : <ScoreChange change={score - before} className="px-1.5 py-0.5" />}
        <span
          className={cn(
            'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
            scoreToneSurface[tone],
          )}
        >
          {matchScoreLabel(score)}
        </span>
      </div>
      <ProgressBar kind="meter" label={label} value={score} valueText={`${score} percent`} tone={tone} />
    </div>
  )
}
