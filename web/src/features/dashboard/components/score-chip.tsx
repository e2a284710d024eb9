import { cn } from '@/lib/cn'
import { resumeScoreTone, scoreToneSurface } from '@/lib/score-bands'

/** A score in its SPEC §4 colour band (80+ green, 70 to 79 orange, below 70 red), read as 'NN out of 100'. */
export function ScoreChip({ score }: { score: number | null }) {
  if (score === null) {
    return <span className="text-sm text-muted-foreground">Not scored</span>
  }
  return (
    <span
      data-testid="score-chip"
      data-tone={resumeScoreTone(score)}
      className={cn(
        'inline-flex h-7 min-w-11 items-center justify-center rounded-md px-2 text-sm font-bold tabular-nums ring-1 ring-inset',
        scoreToneSurface[resumeScoreTone(score)],
      )}
    >
      {score}
      <span className="sr-only"> out of 100</span>
    </span>
  )
}
