import { ArrowRight, Eye, LoaderCircle, Save, ShieldCheck, Sparkles } from 'lucide-react'
import { useId, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { EngineNote } from '@/components/ui/engine-note'
import { ScoreChange } from '@/components/ui/score-change'
import { cn } from '@/lib/cn'
import { resumeScoreTone, scoreToneText } from '@/lib/score-bands'

import type { DownloadOptions, ExportFormat } from '../api/download-resume'
import { resumeOverallScore } from '../resume-display'
import type { Resume } from '../types'
import { DownloadMenu } from './download-menu'
import { ScoreBadge } from './score-overview'

export const ENHANCED_VERSION_REASON = 'Available once the enhanced version exists'

export type LoginRequiredAction = 'save' | 'download'

function ScoreFigure({ label, score }: { label: string; score: number }) {
  return (
    <div className="grid justify-items-start gap-1" data-testid={`card-score-${label.toLowerCase()}`}>
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
      <p className={cn('text-3xl leading-none font-extrabold tabular-nums', scoreToneText[resumeScoreTone(score)])}>
        {score}
        <span className="sr-only"> out of 100</span>
      </p>
      <ScoreBadge score={score} />
    </div>
  )
}

function EnhancedSummary({ resume }: { resume: Resume }) {
  const enhancement = resume.enhancement!
  const original = resumeOverallScore(resume)
  const enhanced = Math.round(enhancement.enhancedScore)
  const delta = enhanced - original
  const total = enhancement.improvements.length
  const accepted = enhancement.improvements.filter((change) => enhancement.acceptedIds.includes(change.id)).length
  const keptOut = enhancement.reverted.length
  return (
    <div className="grid gap-4">
      <div className="flex items-end gap-4">
        <ScoreFigure label="Original" score={original} />
        <ArrowRight aria-hidden="true" className="mb-8 size-5 text-muted-foreground" />
        <ScoreFigure label="Enhanced" score={enhanced} />
        <ScoreChange change={delta} className="mb-8 px-1.5 py-0.5" />
      </div>
      <ul className="grid gap-1 text-sm text-foreground">
        <li data-testid="card-improvement-count">
          <span className="font-semibold text-foreground">{total}</span> {total === 1 ? 'improvement' : 'improvements'}
          {total > 0 ? `, ${accepted} accepted` : ''}
        </li>
        <li className="flex items-start gap-1.5">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {keptOut === 0
            ? 'No fact added: every change keeps to your original.'
            : `${keptOut} ${keptOut === 1 ? 'rewrite' : 'rewrites'} kept out for adding a fact.`}
        </li>
      </ul>
      <EngineNote engine={enhancement.engine} fallbackReason={enhancement.fallbackReason} />
    </div>
  )
}

interface ActionButtonProps {
  icon: ReactNode
  children: ReactNode
  /** Null when the button works; otherwise why it does not yet. */
  unavailableReason: string | null
  reasonId: string
  onClick?: () => void
  onPointerEnter?: () => void
  variant?: 'default' | 'outline'
}

/**
 * A button that stays focusable when it cannot act (aria-disabled rather than disabled), so keyboard and screen
 * reader users reach it and hear why, and pointer users see the reason as a tooltip and in the text below.
 */
function ActionButton({
  icon,
  children,
  unavailableReason,
  reasonId,
  onClick,
  onPointerEnter,
  variant = 'outline',
}: ActionButtonProps) {
  const unavailable = unavailableReason !== null
  return (
    <Button
      variant={variant}
      className="w-full justify-start"
      aria-disabled={unavailable || undefined}
      aria-describedby={unavailable ? reasonId : undefined}
      title={unavailableReason ?? undefined}
      onClick={unavailable ? undefined : onClick}
      onPointerEnter={onPointerEnter}
      onFocus={onPointerEnter}
    >
      {icon}
      {children}
    </Button>
  )
}

interface EnhancedVersionCardProps {
  resume: Resume
  signedIn: boolean
  onLoginRequired: (action: LoginRequiredAction) => void
  onView: () => void
  /** Starts loading the comparison view's code before it is asked for. */
  onPrepareView?: () => void
  onDownload: (options: DownloadOptions) => void
  pendingFormat: ExportFormat | null
  onSave: () => void
  saving: boolean
}

/**
 * SPEC §2 'Enhanced Version' card: the enhanced score beside the original, how many improvements it holds, and
 * View Enhanced Resume, Download Enhanced Resume (in a chosen format) and Save to Dashboard. A visitor who asks to
 * save or download is first sent to sign in (SPEC §5 Detail page).
 */
export function EnhancedVersionCard({
  resume,
  signedIn,
  onLoginRequired,
  onView,
  onPrepareView,
  onDownload,
  pendingFormat,
  onSave,
  saving,
}: EnhancedVersionCardProps) {
  const reasonId = useId()
  const ready = resume.enhancement !== null && resume.enhancedContent !== null
  return (
    <Card data-testid="enhanced-version-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          Enhanced Version
        </CardTitle>
        {ready ? (
          <CardDescription>
            Stronger opening verbs, tighter bullets, standard headings: the fixes of the report, applied without adding
            a single fact. Review each change before you save or download.
          </CardDescription>
        ) : (
          <>
            <p className="w-fit rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-foreground">
              Not generated yet
            </p>
            <CardDescription>
              An improved copy of this resume appears here once it has been enhanced. Downloads use the original until
              then.
            </CardDescription>
          </>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {ready ? <EnhancedSummary resume={resume} /> : null}
        <div className="grid gap-2">
          <ActionButton
            icon={<Eye aria-hidden="true" />}
            unavailableReason={ready ? null : ENHANCED_VERSION_REASON}
            reasonId={reasonId}
            onClick={onView}
            onPointerEnter={onPrepareView}
            variant={ready ? 'default' : 'outline'}
          >
            View Enhanced Resume
          </ActionButton>
          <DownloadMenu
            onDownload={onDownload}
            pendingFormat={pendingFormat}
            onBlocked={signedIn ? undefined : () => onLoginRequired('download')}
          >
            Download Enhanced Resume
          </DownloadMenu>
          <Button
            variant="outline"
            className="w-full justify-start"
            onClick={() => (signedIn ? onSave() : onLoginRequired('save'))}
            disabled={saving}
            aria-busy={saving || undefined}
          >
            {saving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
            {saving ? 'Saving…' : 'Save to Dashboard'}
          </Button>
          {ready ? null : (
            <p id={reasonId} className="mt-1 text-xs text-muted-foreground">
              {ENHANCED_VERSION_REASON}.
            </p>
          )}
          {signedIn ? null : (
            <p className="mt-1 text-xs text-muted-foreground">Saving and downloading need an account.</p>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
