import { Check, Minus } from 'lucide-react'

import { cn } from '@/lib/cn'
import { formatRate } from '@/lib/interview-analysis'

import type { DeliveryMetrics, StarElement } from '../types'

const STAR_ORDER: readonly StarElement[] = ['situation', 'task', 'action', 'result']
const STAR_NAMES: Record<StarElement, string> = {
  situation: 'Situation',
  task: 'Task',
  action: 'Action',
  result: 'Result',
}

function wordsPerMinute(metrics: DeliveryMetrics): string {
  return metrics.wordsPerMinute === null ? 'Not measured' : formatRate(metrics.wordsPerMinute)
}

function fillerNote(metrics: DeliveryMetrics): string {
  const found = Object.entries(metrics.fillersFound)
    .sort(([, a], [, b]) => b - a)
    .map(([word, count]) => (count > 1 ? `${word} ×${count}` : word))
  const counted = `${metrics.fillerWords} in all`
  return found.length > 0 ? `${counted}: ${found.slice(0, 4).join(', ')}` : counted
}

function hedgeNote(metrics: DeliveryMetrics): string {
  const found = Object.keys(metrics.hedgesFound)
  return found.length > 0 ? found.slice(0, 3).join(', ') : 'None found'
}

function StarElements({ found }: { found: readonly StarElement[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="STAR elements">
      {STAR_ORDER.map((element) => {
        const present = found.includes(element)
        const Icon = present ? Check : Minus
        return (
          <li
            key={element}
            data-found={present}
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
              present
                ? 'bg-success-soft text-success-strong ring-success-border'
                : 'bg-muted text-muted-foreground ring-border',
            )}
          >
            <Icon aria-hidden="true" className="size-3" />
            {STAR_NAMES[element]}
            <span className="sr-only">{present ? ' found' : ' not found'}</span>
          </li>
        )
      })}
    </ul>
  )
}

function JobTerms({ terms }: { terms: readonly string[] }) {
  if (terms.length === 0) return <p className="text-sm text-muted-foreground">None of the posting&apos;s terms</p>
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Job-description terms used">
      {terms.map((term) => (
        <li key={term} className="rounded-md bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
          {term}
        </li>
      ))}
    </ul>
  )
}

interface Figure {
  label: string
  value: string
  note: string
  testId: string
}

function figuresOf(metrics: DeliveryMetrics): Figure[] {
  // The per-minute rate of typed answers assumes a conversational pace; with no fillers there is nothing to estimate.
  const estimated = metrics.estimatedTiming && metrics.fillerWords > 0 ? ' (estimated at a conversational pace)' : ''
  return [
    { label: 'Words', value: String(metrics.words), note: 'Spoken or typed', testId: 'metric-words' },
    {
      label: 'Filler words per minute',
      value: formatRate(metrics.fillerWordsPerMinute),
      note: `${fillerNote(metrics)}${estimated}`,
      testId: 'metric-fillers',
    },
    {
      label: 'Words per minute',
      value: wordsPerMinute(metrics),
      note:
        metrics.wordsPerMinute === null
          ? 'Record your answers to measure your pace'
          : `Over ${Math.round(metrics.spokenSeconds ?? 0)} s of speech`,
      testId: 'metric-pace',
    },
    { label: 'Hedges', value: String(metrics.hedges), note: hedgeNote(metrics), testId: 'metric-hedges' },
  ]
}

/** The countable delivery facts of the whole interview: words, fillers, pace, hedges, STAR, posting terms. */
export function DeliverySummary({ metrics }: { metrics: DeliveryMetrics }) {
  return (
    <div className="grid gap-4" data-testid="delivery-summary">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figuresOf(metrics).map((figure) => (
          <div
            key={figure.label}
            className="grid content-start gap-1 rounded-lg border bg-muted p-3"
            data-testid={figure.testId}
          >
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{figure.label}</dt>
            <dd
              className={cn(
                'font-bold tabular-nums',
                /^[\d.]+$/.test(figure.value) ? 'text-2xl' : 'pt-1.5 pb-0.5 text-base text-foreground',
              )}
            >
              {figure.value}
            </dd>
            <dd className="text-xs text-muted-foreground">{figure.note}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <h3 className="text-sm font-semibold">
            STAR elements found{' '}
            <span className="font-normal text-muted-foreground">({metrics.starElements.length} of 4)</span>
          </h3>
          <StarElements found={metrics.starElements} />
        </div>
        <div className="grid content-start gap-2">
          <h3 className="text-sm font-semibold">
            Job-description terms used{' '}
            <span className="font-normal text-muted-foreground">({metrics.jobTermsUsed.length})</span>
          </h3>
          <JobTerms terms={metrics.jobTermsUsed} />
        </div>
      </div>
    </div>
  )
}

/** One answer's figures on a line, for the question-by-question list. */
export function AnswerMetrics({ metrics }: { metrics: DeliveryMetrics }) {
  const pace = metrics.wordsPerMinute === null ? null : `${formatRate(metrics.wordsPerMinute)} words/min`
  const facts = [
    `${metrics.words} ${metrics.words === 1 ? 'word' : 'words'}`,
    `${formatRate(metrics.fillerWordsPerMinute)} fillers/min${metrics.estimatedTiming ? ' (est.)' : ''}`,
    pace,
    `${metrics.hedges} ${metrics.hedges === 1 ? 'hedge' : 'hedges'}`,
    metrics.jobTermsUsed.length > 0 ? `Posting terms: ${metrics.jobTermsUsed.join(', ')}` : null,
  ].filter((fact): fact is string => fact !== null)
  return (
    <div className="grid gap-2" data-testid="answer-metrics">
      <p className="text-xs text-muted-foreground">{facts.join(' · ')}</p>
      <StarElements found={metrics.starElements} />
    </div>
  )
}
