import { ArrowRight, CircleHelp } from 'lucide-react'
import { Link } from 'wouter'

import { ProgressBar } from '@/components/ui/progress-bar'
import { cn } from '@/lib/cn'
import { resumeScoreLabel, resumeScoreTone, scoreToneSurface, scoreToneText } from '@/lib/score-bands'

import { CATEGORY_LABELS, CATEGORY_ORDER, CATEGORY_QUESTIONS, formatPoints, topFindings } from '../findings'
import type { CategoryScores, Finding } from '../types'

export function HowScoredLink({ className }: { className?: string }) {
  return (
    <Link
      href="/scoring"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <CircleHelp aria-hidden="true" className="size-4" />
      How is this scored?
    </Link>
  )
}

export function ScoreBadge({ score }: { score: number }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        scoreToneSurface[resumeScoreTone(score)],
      )}
    >
      {resumeScoreLabel(score)}
    </span>
  )
}

interface ScoreOverviewProps {
  score: number
  findings: readonly Finding[]
  /** How many checks the scorer ran, from the published rubric; unknown until it loads. */
  checkCount?: number
}

function findingsSummary(findingCount: number, checkCount: number | undefined): string {
  const ran = checkCount ? ` from ${checkCount} checks` : ''
  if (findingCount === 0) return `No findings${ran}: nothing in the rubric costs this resume a point.`
  const findings = `${findingCount} ${findingCount === 1 ? 'finding' : 'findings'}`
  return `${findings}${ran}. Every point lost is explained below, with the text it is about and how to fix it.`
}

/** The big overall score (SPEC §2, §4 colour bands) and the one thing to fix first. */
export function ScoreOverview({ score, findings, checkCount }: ScoreOverviewProps) {
  const tone = resumeScoreTone(score)
  const [first] = topFindings(findings, 1)
  return (
    <section aria-labelledby="overall-score-heading" className="grid content-start gap-4" data-testid="overall-score">
      <div className="flex items-center justify-between gap-3">
        <h2 id="overall-score-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Overall score
        </h2>
        <HowScoredLink />
      </div>
      <div className="flex items-end gap-3">
        <p className={cn('text-7xl leading-none font-extrabold tracking-tighter tabular-nums', scoreToneText[tone])}>
          {score}
          <span className="sr-only"> out of 100</span>
        </p>
        <div className="grid gap-1.5 pb-1">
          <span aria-hidden="true" className="text-lg font-semibold text-muted-foreground">
            /100
          </span>
          <ScoreBadge score={score} />
        </div>
      </div>
      <ProgressBar
        value={score}
        kind="meter"
        label="Overall score"
        valueText={`${score} out of 100`}
        tone={tone}
        size="lg"
      />
      <p className="text-sm text-muted-foreground">{findingsSummary(findings.length, checkCount)}</p>
      {first ? (
        <div className="rounded-lg bg-muted p-3 text-sm ring-1 ring-border">
          <p className="font-semibold text-foreground">Start here</p>
          <p className="mt-0.5 text-foreground">
            {first.message} <span className="font-medium whitespace-nowrap">({formatPoints(first.pointsLost)})</span>
          </p>
          <p className="mt-1 flex gap-1.5 text-foreground">
            <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {first.fix}
          </p>
        </div>
      ) : null}
    </section>
  )
}

interface CategoryBreakdownProps {
  scores: CategoryScores
  findings: readonly Finding[]
}

/** SPEC §2 'Category Breakdown': the four category scores as bars with their names. */
export function CategoryBreakdown({ scores, findings }: CategoryBreakdownProps) {
  return (
    <section aria-labelledby="category-breakdown-heading" className="grid content-start gap-4">
      <h2
        id="category-breakdown-heading"
        className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Category Breakdown
      </h2>
      <ul className="grid gap-4">
        {CATEGORY_ORDER.map((category) => {
          const score = Math.round(scores[category])
          const tone = resumeScoreTone(score)
          const count = findings.filter((finding) => finding.category === category).length
          return (
            <li key={category} className="grid gap-1.5" data-testid={`category-${category}`}>
              <div className="flex items-baseline justify-between gap-3">
                <p className="text-sm font-semibold text-foreground">{CATEGORY_LABELS[category]}</p>
                <p className={cn('text-sm font-bold tabular-nums', scoreToneText[tone])}>
                  {score}
                  <span className="font-medium text-muted-foreground">/100</span>
                </p>
              </div>
              <ProgressBar
                value={score}
                kind="meter"
                label={CATEGORY_LABELS[category]}
                valueText={`${score} out of 100`}
                tone={tone}
                size="sm"
              />
              <p className="text-xs text-muted-foreground">
                {CATEGORY_QUESTIONS[category]}{' '}
                <span className="font-medium text-foreground">
                  {count === 0 ? 'No issues.' : `${count} ${count === 1 ? 'issue' : 'issues'}.`}
                </span>
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
