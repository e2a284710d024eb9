import { ArrowRight } from 'lucide-react'

import { ScoreChange } from '@/components/ui/score-change'
import { cn } from '@/lib/cn'
import { resumeScoreLabel, resumeScoreTone, scoreToneSurface, scoreToneText } from '@/lib/score-bands'

import type { ComparisonScores } from '../types'

function Score({ label, score }: { label: string; score: number }) {
  const rounded = Math.round(score)
  const tone = resumeScoreTone(rounded)
  return (
    <div className="grid gap-0.5" data-testid={`score-${label.toLowerCase()}`}>
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
      <p className="flex items-center gap-2">
        <span className={cn('text-2xl font-extrabold tabular-nums', scoreToneText[tone])}>
          {rounded}
          <span className="sr-only"> out of 100</span>
        </span>
        <span
          className={cn(
            'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
            scoreToneSurface[tone],
          )}
        >
          {resumeScoreLabel(rounded)}
        </span>
      </p>
    </div>
  )
}

/** The original's score beside the enhanced version's, with their bands (SPEC §4) and the difference. */
export function ScoreComparison({ scores, updating }: { scores: ComparisonScores; updating: boolean }) {
  const { original, enhanced } = scores
  const delta = enhanced === null ? null : Math.round(enhanced) - Math.round(original)
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="score-comparison" aria-busy={updating}>
      <Score label="Original" score={original} />
      <ArrowRight aria-hidden="true" className="size-5 text-muted-foreground" />
      {enhanced === null ? (
        <div className="grid gap-0.5">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Enhanced</p>
          <p className="text-sm text-muted-foreground">Not scored yet</p>
        </div>
      ) : (
        <Score label="Enhanced" score={enhanced} />
      )}
      {delta === null ? null : <ScoreChange change={delta} className="px-2 py-1" />}
    </div>
  )
}
