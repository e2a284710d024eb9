import { ServerCrash } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'

import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'

import { useAnonymousResumes } from '../api/get-anonymous-resumes'
import { useDashboardAnalytics } from '../api/get-dashboard-analytics'
import { useDashboardResumes } from '../api/get-dashboard-resumes'
import { useDashboardStats } from '../api/get-dashboard-stats'
import { AnonymousResumes } from './anonymous-resumes'
import { ScoreHistory } from './score-history'
import { StatCards } from './stat-cards'
import { StorageBanner } from './storage-banner'
import { YourResumes } from './your-resumes'

// Dialogs load when first opened: Radix Dialog would otherwise take a tenth of the dashboard's first-load budget.
const loadPlansDialog = () => import('./plans-dialog')
const PlansDialog = lazy(() => loadPlansDialog().then((module) => ({ default: module.PlansDialog })))

function DashboardLoading() {
  return (
    <div className="grid gap-6" aria-busy="true" data-testid="dashboard-loading">
      <p className="sr-only" role="status">
        Loading your dashboard...
      </p>
      <div className="grid gap-4 md:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-36 animate-pulse rounded-xl border bg-accent" />
        ))}
      </div>
      <div className="h-72 animate-pulse rounded-xl border bg-accent" aria-hidden="true" />
    </div>
  )
}

interface DashboardProps {
  /** The signed-in account's email, for the upgrade command. */
  email: string
  /** Opens the upload (the page owns the dialog). */
  onUpload: () => void
}

/** SPEC §2 Dashboard below its title: banners, stat cards, anonymous resumes, your resumes, score history. */
export function Dashboard({ email, onUpload }: DashboardProps) {
  const stats = useDashboardStats()
  const resumes = useDashboardResumes()
  const anonymous = useAnonymousResumes()
  const analytics = useDashboardAnalytics(resumes.data)
  const [plansOpen, setPlansOpen] = useState(false)
  const [plansRequested, setPlansRequested] = useState(false)

  function showPlans(): void {
    setPlansRequested(true)
    setPlansOpen(true)
  }

  if (stats.isError || resumes.isError || anonymous.isError) {
    return (
      <EmptyState
        icon={ServerCrash}
        title="Failed to load dashboard"
        description="The server did not answer as expected. Check your connection and try again."
        action={
          <Button
            onClick={() => {
              void stats.refetch()
              void resumes.refetch()
              void anonymous.refetch()
            }}
          >
            Try again
          </Button>
        }
      />
    )
  }
  if (!stats.data || !resumes.data || !anonymous.data) return <DashboardLoading />

  return (
    <div className="grid gap-6">
      <StorageBanner stats={stats.data} onUpgrade={showPlans} />
      <StatCards
        stats={stats.data}
        averageScore={analytics.data?.averageAtsScore}
        anonymousCount={anonymous.data.length}
        onShowPlans={showPlans}
      />
      <AnonymousResumes resumes={anonymous.data} />
      <YourResumes resumes={resumes.data} onUpload={onUpload} />
      {analytics.data && analytics.data.timeline.length > 0 ? (
        <ScoreHistory analytics={analytics.data} resumes={resumes.data} />
      ) : null}
      {plansRequested ? (
        <Suspense fallback={null}>
          <PlansDialog open={plansOpen} onOpenChange={setPlansOpen} stats={stats.data} email={email} />
        </Suspense>
      ) : null}
    </div>
  )
}
