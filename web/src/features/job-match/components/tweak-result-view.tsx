import { ArrowLeftRight, CircleAlert, Download, LoaderCircle, Printer, ShieldCheck } from 'lucide-react'
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
  /** The job description changed since this result. */
  stale: boolean
}

function GapList({ result }: { result: TweakResult }) {
  if (result.missingKeywords.length === 0) {
    return (
      <p className="flex items-start gap-1.5 text-sm text-green-800">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Your resume shows every skill the posting asks for.
      </p>
    )
  }
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-foreground">Not in your resume</h3>
      <p className="text-xs text-slate-600">
        These were left out on purpose: the tweaker never writes in a skill your resume does not show. If one is true,
        add it where you used it.
      </p>
      <ul className="grid gap-2" data-testid="tweak-gaps">
        {result.missingKeywords.map((gap) => (
          <li key={gap.keyword} className="grid gap-0.5 rounded-lg border px-3 py-2 text-sm">
            <span className="flex flex-wrap items-center gap-2">
              <CircleAlert aria-hidden="true" className="size-4 text-orange-700" />
              <span className="font-semibold text-foreground">{gap.keyword}</span>
              <span className="text-xs font-medium text-slate-600">
                {gap.importance === 'required' ? 'Required' : 'Preferred'}
              </span>
            </span>
            <span className="text-slate-700">{gap.advice}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** SPEC §2 Tweaker result: Toggle Version, Download PDF, Print, the text, Changes Made, Matched Keywords, score. */
export function TweakResultView({
  result,
  version,
  content,
  onToggleVersion,
  onDownload,
  onPrint,
  downloading,
  stale,
}: TweakResultViewProps) {
  const shownId = useId()
  return (
    <section aria-label="Tweak result" className="grid gap-5" data-testid="tweak-result">
      {stale ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900" role="status">
          The job description changed since this result. Tweak again to tailor the resume to it.
        </p>
      ) : null}
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">ATS Match Score</h3>
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
        <Button variant="outline" size="sm" onClick={onPrint}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      <div className="grid gap-2">
        <h3 id={shownId} className="text-sm font-semibold text-foreground" aria-live="polite">
          {VERSION_LABELS[version]}
          <span className="sr-only"> shown; Toggle Version shows the {VERSION_LABELS[otherVersion(version)]}</span>
        </h3>
        <p className="text-xs text-slate-600" data-testid="tweak-base">
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
            'h-[400px] p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap text-slate-800',
          )}
        >
          {content}
        </pre>
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-foreground">Changes Made</h3>
        <EngineNote engine={result.engine} fallbackReason={result.fallbackReason} />
        {result.changes.length === 0 ? (
          <p className="text-sm text-slate-600">
            No change was needed: the resume already leads with what the posting asks.
          </p>
        ) : (
          <ul
            tabIndex={0}
            aria-label="Changes Made"
            data-testid="tweak-changes"
            className={cn(SCROLL_BOX_CLASS, 'grid h-[200px] content-start gap-2 p-3 text-sm text-slate-700')}
          >
            {result.changes.map((change, index) => {
              const { where, what } = splitChange(change)
              return (
                <li key={`${index}-${change}`} className="rounded-md bg-white px-3 py-2 shadow-xs">
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
          <p className="text-sm text-slate-600">None of the posting&apos;s skills appear in this resume yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label="Matched Keywords" data-testid="tweak-keywords">
            {result.keywordMatches.map((keyword) => (
              <li
                key={keyword}
                className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200 ring-inset"
              >
                {keyword}
              </li>
            ))}
          </ul>
        )}
      </div>
      <GapList result={result} />
    </section>
  )
}
