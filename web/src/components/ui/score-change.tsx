import { cn } from '@/lib/cn'
import { formatScoreChange, scoreChangeSurface } from '@/lib/score-bands'

interface ScoreChangeProps {
  /** Points gained (positive) or lost (negative). */
  change: number
  className?: string
}

/** A chip with a change of score in points, signed and tinted by its direction; screen readers hear 'points'. */
export function ScoreChange({ change, className }: ScoreChangeProps) {
  return (
    <span
      data-slot="score-change"
      className={cn('rounded-md text-sm font-bold tabular-nums', scoreChangeSurface(change), className)}
    >
      {formatScoreChange(change)}
      <span className="sr-only"> points</span>
    </span>
  )
}
