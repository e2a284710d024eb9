import { X } from 'lucide-react'

import { Button } from '@/components/ui/button'

import { lengthLine, paceLine } from '../answer-insights'
import type { LastAnswer } from '../live-interview-state'

interface AnswerInsightsPanelProps {
  lastAnswer: LastAnswer
  onDismiss: () => void
}

/**
 * The answer just given at a glance, as Interview Warmup shows it: the terms of the role and the question it used,
 * its length and its pace. It sits above the next question without holding it up; the scores wait for the full
 * analysis at the end.
 */
export function AnswerInsightsPanel({ lastAnswer, onDismiss }: AnswerInsightsPanelProps) {
  const { insights } = lastAnswer
  const headingId = 'answer-insights-heading'
  return (
    <section
      aria-labelledby={headingId}
      data-testid="answer-insights"
      className="grid gap-3 rounded-xl border bg-muted p-4 text-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h2 id={headingId} className="font-semibold">
            Your answer to question {lastAnswer.questionNumber}
          </h2>
          <p className="truncate text-muted-foreground" title={lastAnswer.question}>
            {lastAnswer.question}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-m-2 size-9"
          onClick={onDismiss}
          aria-label="Dismiss answer feedback"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <dl className="grid gap-2 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4">
        <dt className="font-medium">Key terms</dt>
        <dd data-testid="answer-key-terms">
          {insights.keyTerms.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Key terms you used">
              {insights.keyTerms.map((term) => (
                <li
                  key={term}
                  className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground"
                >
                  {term}
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-muted-foreground">
              None yet: name the skills, tools and results the question is about.
            </span>
          )}
        </dd>
        <dt className="font-medium">Length</dt>
        <dd data-testid="answer-length">{lengthLine(insights)}</dd>
        <dt className="font-medium">Pace</dt>
        <dd data-testid="answer-pace">{paceLine(insights)}</dd>
      </dl>
      {insights.notes.length > 0 ? (
        <ul className="grid gap-1 text-warning" data-testid="answer-notes">
          {insights.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-muted-foreground">Scores and coaching come in the full analysis at the end.</p>
    </section>
  )
}
