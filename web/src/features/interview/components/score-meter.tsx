import { cn } from '@/lib/cn'
import { interviewToneBar, interviewScoreTone } from '@/lib/score-bands'

interface ScoreMeterProps {
  score: number
  label: string
  size?: 'sm' | 'lg'
}

/**
 * A score bar in the interview bands of SPEC §4 (90 green, 75 blue, 60 orange, else red). The shared progress bar
 * has no blue band, so the interview draws its own meter with the same look.
 */
export function ScoreMeter({ score, label, size = 'sm' }: ScoreMeterProps) {
  const value = Math.min(100, Math.max(0, Math.round(score)))
  const tone = interviewScoreTone(value)
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value} out of 100`}
      data-tone={tone}
      className={cn('w-full overflow-hidden rounded-full bg-border', size === 'lg' ? 'h-3.5' : 'h-2.5')}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500 ease-out motion-reduce:transition-none',
          interviewToneBar[tone],
        )}
        style={{ width: `${value}%` }}
      />
    </div>
  )
}
