import { FileText, Gauge, HardDrive, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ProgressBar } from '@/components/ui/progress-bar'
import { cn } from '@/lib/cn'
import { DASHBOARD_TARGET_SCORE, resumeScoreLabel, resumeScoreTone, scoreToneSurface } from '@/lib/score-bands'

import { storageLevel, trialText } from '../storage'
import type { DashboardStats } from '../types'

interface StatCardProps {
  label: string
  icon: LucideIcon
  testId: string
  children: ReactNode
}

function StatCard({ label, icon: Icon, testId, children }: StatCardProps) {
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid={testId}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold text-muted-foreground">{label}</h2>
        <span className="flex size-9 items-center justify-center rounded-lg bg-secondary text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      {children}
    </Card>
  )
}

const STORAGE_BAR_TONE = { normal: 'primary', warning: 'fair', full: 'poor' } as const

interface StatCardsProps {
  stats: DashboardStats
  /** Null until the account holds a resume; undefined while it loads. */
  averageScore: number | null | undefined
  anonymousCount: number
  onShowPlans: () => void
}

/** SPEC §2: Total Resumes, Average ATS Score with its label and target, Storage Used with plan and trial. */
export function StatCards({ stats, averageScore, anonymousCount, onShowPlans }: StatCardsProps) {
  const { used, limit, percentage } = stats.storageInfo
  const level = storageLevel(percentage)
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <StatCard label="Total Resumes" icon={FileText} testId="stat-total-resumes">
        <p className="text-3xl font-bold tracking-tight tabular-nums" data-testid="stat-value">
          {stats.totalResumes}
        </p>
        <p className="text-sm text-muted-foreground">
          {anonymousCount > 0
            ? `${anonymousCount} more waiting to be claimed`
            : stats.totalResumes === 1
              ? 'Resume in your account'
              : 'Resumes in your account'}
        </p>
      </StatCard>

      <StatCard label="Average ATS Score" icon={Gauge} testId="stat-average-score">
        {averageScore === undefined ? (
          <p className="h-9">
            <span aria-hidden="true" className="block h-9 w-16 animate-pulse rounded-md bg-border" />
            <span className="sr-only">Loading the average score</span>
          </p>
        ) : (
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <p className="text-3xl font-bold tracking-tight tabular-nums" data-testid="stat-value">
              {averageScore ?? '–'}
              {averageScore === null ? <span className="sr-only">No scores yet</span> : null}
            </p>
            {averageScore !== null ? (
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                  scoreToneSurface[resumeScoreTone(averageScore)],
                )}
              >
                {resumeScoreLabel(averageScore)}
              </span>
            ) : null}
          </div>
        )}
        <p className="text-sm text-muted-foreground">Target: {DASHBOARD_TARGET_SCORE}+</p>
      </StatCard>

      <StatCard label="Storage Used" icon={HardDrive} testId="stat-storage">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-3xl font-bold tracking-tight tabular-nums" data-testid="stat-value">
            {used}/{limit}
          </p>
          <p className="text-sm font-semibold tabular-nums" data-testid="storage-percent">
            {percentage}%
          </p>
        </div>
        <ProgressBar
          kind="meter"
          size="sm"
          label="Storage used"
          value={percentage}
          valueText={`${used} of ${limit} resumes, ${percentage}%`}
          tone={STORAGE_BAR_TONE[level]}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <p>
            <span className="font-semibold text-foreground" data-testid="plan-name">
              {stats.planName}
            </span>{' '}
            plan · <span data-testid="trial-days">{trialText(stats.trialDaysRemaining)}</span>
          </p>
          <Button variant="link" size="inline" onClick={onShowPlans}>
            Compare plans
          </Button>
        </div>
      </StatCard>
    </div>
  )
}
