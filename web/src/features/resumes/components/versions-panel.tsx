import { History, RotateCcw } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/hooks/use-toast'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { resumeScoreTone, scoreToneSurface } from '@/lib/score-bands'

import { useResumeVersions, useRestoreVersion } from '../api/versions'
import { CATEGORY_LABELS, CATEGORY_ORDER } from '../findings'
import { formatTimeAgo } from '../resume-display'
import type { CategoryKey, ResumeVersion } from '../types'

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** Category names short enough for four to share a line of the narrow panel. */
const SHORT_CATEGORY_LABELS: Record<CategoryKey, string> = {
  atsCompliance: 'ATS',
  keywordDensity: 'Keywords',
  recruiterFriendliness: 'Recruiter',
  concisenessImpact: 'Impact',
}

/** The anchor of the panel: the dashboard's 'best version' link points here. */
export const VERSIONS_ANCHOR = 'versions'

const loadRestoreDialog = () => import('./restore-version-dialog')
// The confirmation is rarely needed; its dialog code loads when a Restore button is first pointed at or pressed.
const RestoreVersionDialog = lazy(loadRestoreDialog)

function VersionRow({
  version,
  current,
  onRestore,
}: {
  version: ResumeVersion
  current: boolean
  onRestore: (version: ResumeVersion) => void
}) {
  const created = new Date(version.createdAt)
  const score = Math.round(version.overallScore)
  return (
    <li className="flex items-center gap-3 py-2.5" data-testid="version" data-version={version.number}>
      <span
        className={cn(
          'inline-flex h-7 min-w-10 items-center justify-center rounded-md px-1.5 text-sm font-bold tabular-nums ring-1 ring-inset',
          scoreToneSurface[resumeScoreTone(score)],
        )}
        title={`Score ${score} out of 100`}
      >
        {score}
        <span className="sr-only"> out of 100</span>
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-foreground" title={`v${version.number} · ${version.label}`}>
          v{version.number} · {version.label}
        </p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={version.createdAt} title={dateTimeFormat.format(created)}>
            {formatTimeAgo(created, new Date())}
          </time>
        </p>
        <p className="text-xs text-muted-foreground tabular-nums" data-testid="version-categories">
          {CATEGORY_ORDER.map((category) => (
            <span key={category} className="mr-2 inline-block" title={CATEGORY_LABELS[category]}>
              <span className="sr-only">{CATEGORY_LABELS[category]}</span>
              <span aria-hidden="true">{SHORT_CATEGORY_LABELS[category]}</span>{' '}
              {Math.round(version.categoryScores[category])}
            </span>
          ))}
        </p>
      </div>
      {current ? (
        <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
          Current
        </span>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onRestore(version)}
          onPointerEnter={() => void loadRestoreDialog()}
          onFocus={() => void loadRestoreDialog()}
          aria-label={`Restore version ${version.number}`}
        >
          <RotateCcw aria-hidden="true" />
          Restore
        </Button>
      )}
    </li>
  )
}

/** Every kept version of the resume (upload, re-analysis, save, restore) with its score and time; any can return. */
export function VersionsPanel({ resumeId }: { resumeId: string }) {
  const versions = useResumeVersions(resumeId)
  const restore = useRestoreVersion(resumeId)
  const [confirming, setConfirming] = useState<ResumeVersion | null>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  function confirmRestore(version: ResumeVersion): void {
    restore.mutate(version.id, {
      onSuccess: () => {
        setConfirming(null)
        toast({
          title: 'Version restored',
          description: `Version ${version.number} (${version.label}) is the current resume again, re-analysed.`,
          variant: 'success',
        })
      },
      onError: (error) => {
        setConfirming(null)
        toast({
          title: 'Restore failed',
          description: errorMessage(error, 'The version could not be restored. Please try again.'),
          variant: 'destructive',
        })
      },
    })
  }

  const list = versions.data ?? []
  const loaded = versions.isSuccess

  // The dashboard links here as /editor/{id}#versions; the panel renders after the page loads, so the browser's own
  // jump to the anchor finds nothing: scroll once the versions are in.
  useEffect(() => {
    if (loaded && window.location.hash === `#${VERSIONS_ANCHOR}`) panelRef.current?.scrollIntoView({ block: 'start' })
  }, [loaded])
  return (
    <Card id={VERSIONS_ANCHOR} data-testid="versions-panel" className="scroll-mt-24" ref={panelRef}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" className="size-5 text-primary" />
          Versions
        </CardTitle>
        <CardDescription>Every upload, save and restore is kept, with its score.</CardDescription>
      </CardHeader>
      <CardContent>
        {versions.isPending ? (
          <p className="text-sm text-muted-foreground">Loading versions…</p>
        ) : versions.isError ? (
          <p className="text-sm text-muted-foreground">Versions could not be loaded.</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No versions yet.</p>
        ) : (
          <ol className="-my-2.5 divide-y" aria-label="Versions, newest first">
            {list.map((version, index) => (
              <VersionRow key={version.id} version={version} current={index === 0} onRestore={setConfirming} />
            ))}
          </ol>
        )}
      </CardContent>
      {confirming ? (
        <Suspense fallback={null}>
          <RestoreVersionDialog
            version={confirming}
            pending={restore.isPending}
            onConfirm={() => confirmRestore(confirming)}
            onCancel={() => setConfirming(null)}
          />
        </Suspense>
      ) : null}
    </Card>
  )
}
