import { ArrowLeftRight, Download, LoaderCircle, Printer } from 'lucide-react'
import { useId } from 'react'

import { Button } from '@/components/ui/button'
import { EngineNote } from '@/components/ui/engine-note'
import { cn } from '@/lib/cn'

import { otherVersion, splitChange, VERSION_LABELS } from '../tweak-result'
import type { ResumeVersion, TweakResult } from '../types'
import { SCROLL_BOX_CLASS } from './field-styles'
import { MatchScore } from './match-score'

interface TweakResultViewProps {
  result: TweakResult
  version: ResumeVersion
  /** The text of the version shown. */
  content: string
  onToggleVersion: () => void
  onDownload: () => void
  onPrint: () => void
  downloading: boolean
  /** The print window is waiting for the pages. */
  printing: boolean
  /** The job description changed since this result. */
  stale: boolean
}

/**
 * SPEC §2 Tweaker result: Toggle Version, Download PDF, Print, the text, Changes Made, Matched Keywords, score. What
 * the posting asks for and the resume lacks is the workspace's one gap list, not repeated here.
 */
export function TweakResultView({
  result,
  version,
  content,
  onToggleVersion,
  onDownload,
  onPrint,
  downloading,
  printing,
  stale,
}: TweakResultViewProps) {
  const shownId = useId()
  return (
    <section aria-label="Tweak result" className="grid gap-5" data-testid="tweak-result">
      {stale ? (
        <p className="rounded-md bg-warning-soft px-3 py-2 text-xs text-warning-strong" role="status">
          The job description changed since this result. Tweak again to tailor the resume to it.
        </p>
      ) : null}
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">ATS Match Score</h3>
        <MatchScore
          score={result.matchScore}
          before={result.originalMatchScore}
          label="ATS Match Score"
          testId="tweak-score"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={onToggleVersion} aria-describedby={shownId}>
          <ArrowLeftRight aria-hidden="true" />
          Toggle Version
        </Button>
        <Button size="sm" onClick={onDownload} disabled={downloading} aria-busy={downloading || undefined}>
          {downloading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
          Download PDF
        </Button>
        <Button variant="outline" size="sm" onClick={onPrint} disabled={printing} aria-busy={printing || undefined}>
          {printing ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Printer aria-hidden="true" />}
          Print
        </Button>
      </div>
      <div className="grid gap-2">
        <h3 id={shownId} className="text-sm font-semibold text-foreground" aria-live="polite">
          {VERSION_LABELS[version]}
          <span className="sr-only"> shown; Toggle Version shows the {VERSION_LABELS[otherVersion(version)]}</span>
        </h3>
        <p className="text-xs text-muted-foreground" data-testid="tweak-base">
          {version === 'original'
            ? 'Your resume as you uploaded it.'
            : result.usedEnhancedVersion
              ? 'Tailored from your enhanced resume.'
              : 'Tailored from your resume as you uploaded it.'}
        </p>
        <pre
          tabIndex={0}
          aria-label={VERSION_LABELS[version]}
          data-testid="tweak-content"
          data-version={version}
          className={cn(
            SCROLL_BOX_CLASS,
            'h-[400px] p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap text-foreground',
          )}
        >
          {content}
        </pre>
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-foreground">Changes Made</h3>
        <EngineNote engine={result.engine} fallbackReason={result.fallbackReason} />
        {result.changes.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No change was needed: the resume already leads with what the posting asks.
          </p>
        ) : (
          <ul
            tabIndex={0}
            aria-label="Changes Made"
            data-testid="tweak-changes"
            className={cn(SCROLL_BOX_CLASS, 'grid h-[200px] content-start gap-2 p-3 text-sm text-foreground')}
          >
            {result.changes.map((change, index) => {
              const { where, what } = splitChange(change)
              return (
                <li key={`${index}-${change}`} className="rounded-md bg-background px-3 py-2 shadow-xs">
                  {where ? <span className="font-semibold text-foreground">{where}: </span> : null}
                  {what}
                </li>
              )
            })}
          </ul>
        )}
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-foreground">Matched Keywords</h3>
        {result.keywordMatches.length === 0 ? (
          <p className="text-sm text-muted-foreground">None of the posting&apos;s skills appear in this resume yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label="Matched Keywords" data-testid="tweak-keywords">
            {result.keywordMatches.map((keyword) => (
              <li
                key={keyword}
                className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success-strong ring-1 ring-success-border ring-inset"
              >
                {keyword}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
