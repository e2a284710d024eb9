import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

interface EmptyStateProps {
  icon: LucideIcon
  title: string
  description: ReactNode
  action?: ReactNode
  className?: string
  /** `h1` where the empty state is the whole screen (e.g. a missing record), so the page keeps one main heading. */
  headingLevel?: 'h1' | 'h2'
}

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
  headingLevel: Heading = 'h2',
}: EmptyStateProps) {
  return (
    <section
      data-slot="empty-state"
      aria-label={title}
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border border-dashed border-input bg-muted px-6 py-14 text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="grid max-w-md gap-1.5">
        <Heading className="text-lg font-semibold">{title}</Heading>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {action}
    </section>
  )
}
