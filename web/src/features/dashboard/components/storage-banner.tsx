import { AlertTriangle, OctagonAlert } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { storageLevel } from '../storage'
import type { DashboardStats } from '../types'

interface StorageBannerProps {
  stats: DashboardStats
  onUpgrade: () => void
}

/** SPEC §2 storage banners: yellow from 80 percent of the plan's limit, red from 100 percent. */
export function StorageBanner({ stats, onUpgrade }: StorageBannerProps) {
  const { used, limit, percentage } = stats.storageInfo
  const level = storageLevel(percentage)
  if (level === 'normal') return null
  const full = level === 'full'
  const Icon = full ? OctagonAlert : AlertTriangle
  return (
    <section
      aria-label={full ? 'Storage full' : 'Storage almost full'}
      data-testid="storage-banner"
      data-level={level}
      className={cn(
        'flex flex-col gap-3 rounded-xl border px-4 py-3 sm:flex-row sm:items-center',
        full
          ? 'border-destructive-border bg-destructive-soft text-destructive-strong'
          : 'border-warning-border bg-warning-soft text-warning-strong',
      )}
    >
      <Icon aria-hidden="true" className={cn('size-5 shrink-0', full ? 'text-destructive' : 'text-warning')} />
      <div className="flex-1 text-sm">
        <p className="font-semibold">{full ? 'Your storage is full' : 'Your storage is almost full'}</p>
        <p>
          {full
            ? `All ${limit} resumes of your ${stats.planName} plan are in use. Delete a resume or upgrade to add more.`
            : `${used} of ${limit} resumes of your ${stats.planName} plan are in use (${percentage}%). Upgrade before it fills up.`}
        </p>
      </div>
      <Button size="sm" variant={full ? 'destructive' : 'default'} onClick={onUpgrade}>
        Upgrade Now
      </Button>
    </section>
  )
}
