import { cva, type VariantProps } from 'class-variance-authority'

import { cn } from '@/lib/cn'

const trackVariants = cva('w-full overflow-hidden rounded-full bg-border', {
  variants: { size: { sm: 'h-2', default: 'h-2.5', lg: 'h-3.5' } },
  defaultVariants: { size: 'default' },
})

const fillVariants = cva('h-full rounded-full transition-[width] duration-500 ease-out motion-reduce:transition-none', {
  variants: {
    tone: {
      primary: 'bg-primary',
      good: 'bg-success',
      fair: 'bg-caution',
      poor: 'bg-destructive',
    },
  },
  defaultVariants: { tone: 'primary' },
})

interface ProgressBarProps extends VariantProps<typeof trackVariants>, VariantProps<typeof fillVariants> {
  /** 0 to 100. */
  value: number
  /** The accessible name, e.g. 'Overall score'. */
  label: string
  /** `meter` for a measured quantity such as a score, `progressbar` for work under way. */
  kind?: 'progressbar' | 'meter'
  /** Spoken value, e.g. '84 out of 100'; defaults to the percentage. */
  valueText?: string
  className?: string
}

/** A horizontal bar whose fill width follows `value`, moving over 0.5 s (SPEC §2). */
export function ProgressBar({
  value,
  label,
  kind = 'progressbar',
  valueText,
  size,
  tone,
  className,
}: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value))
  return (
    <div
      role={kind}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText}
      data-slot="progress-bar"
      className={cn(trackVariants({ size }), className)}
    >
      <div className={fillVariants({ tone })} style={{ width: `${clamped}%` }} />
    </div>
  )
}
