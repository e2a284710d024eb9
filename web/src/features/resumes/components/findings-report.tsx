import { CircleCheck, Wrench } from 'lucide-react'

import { cn } from '@/lib/cn'
import { resumeScoreTone, scoreToneSurface } from '@/lib/score-bands'

import { CATEGORY_QUESTIONS, SEVERITY_LABELS, formatPoints, groupFindings, type FindingGroup } from '../findings'
import type { CategoryScores, Finding, Severity } from '../types'

const SEVERITY_STYLES: Record<Severity, string> = {
  high: 'bg-destructive-soft text-destructive-strong ring-destructive-border',
  medium: 'bg-warning-soft text-warning-strong ring-warning-border',
  low: 'bg-accent text-foreground ring-border',
}

function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        SEVERITY_STYLES[severity],
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {SEVERITY_LABELS[severity]}
      <span className="sr-only"> severity</span>
    </span>
  )
}

function FindingItem({ finding }: { finding: Finding }) {
  return (
    <li
      className="grid gap-3 rounded-lg border bg-background p-4 shadow-xs"
      data-testid="finding"
      data-finding-id={finding.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <SeverityBadge severity={finding.severity} />
          <h4 className="min-w-0 text-sm font-semibold text-foreground sm:text-base">{finding.message}</h4>
        </div>
        <p className="shrink-0 text-sm font-semibold text-destructive tabular-nums">
          −{formatPoints(finding.pointsLost)}
        </p>
      </div>
      {finding.evidence ? (
        <blockquote className="border-l-4 border-input bg-muted px-3 py-2 text-sm text-foreground">
          <span className="sr-only">Evidence: </span>
          {finding.evidence}
        </blockquote>
      ) : null}
      <div className="flex gap-2 text-sm text-foreground">
        <Wrench aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <p>
          <span className="font-semibold">How to fix: </span>
          {finding.fix}
        </p>
      </div>
    </li>
  )
}

function GroupSection({ group }: { group: FindingGroup }) {
  const headingId = `findings-${group.category}`
  const score = Math.round(group.score)
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid={`findings-group-${group.category}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 id={headingId} className="text-base font-semibold text-foreground">
            {group.label}
          </h3>
          <p className="text-sm text-muted-foreground">{CATEGORY_QUESTIONS[group.category]}</p>
        </div>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums ring-1 ring-inset',
            scoreToneSurface[resumeScoreTone(score)],
          )}
        >
          {score}/100
        </span>
      </div>
      {group.findings.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-dashed bg-muted px-4 py-3 text-sm text-foreground">
          <CircleCheck aria-hidden="true" className="size-4 text-success" />
          Nothing to fix in this category.
        </p>
      ) : (
        <ul className="grid gap-3">
          {group.findings.map((finding) => (
            <FindingItem key={finding.id} finding={finding} />
          ))}
        </ul>
      )}
    </section>
  )
}

interface FindingsReportProps {
  findings: readonly Finding[]
  scores: CategoryScores
}

/** Every finding, grouped by category, costliest first, each with the text it is about and the fix. */
export function FindingsReport({ findings, scores }: FindingsReportProps) {
  return (
    <div className="grid gap-8" data-testid="findings-report">
      {groupFindings(findings, scores).map((group) => (
        <GroupSection key={group.category} group={group} />
      ))}
    </div>
  )
}
