import { ListChecks, MessageSquareText, Quote } from 'lucide-react'

import { EngineNote } from '@/components/ui/engine-note'
import { cn } from '@/lib/cn'
import {
  interviewToneSurface,
  interviewToneText,
  liftOverallPerformance,
  performanceTone,
} from '@/lib/interview-analysis'
import { interviewScoreTone } from '@/lib/score-bands'

import type { InterviewFeedback, QuestionFeedback } from '../types'
import { AnswerMetrics, DeliverySummary } from './delivery-metrics'
import { ScoreMeter } from './score-meter'

function PerformanceBadge({ performance }: { performance: string }) {
  return (
    <span
      data-testid="performance-badge"
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        interviewToneSurface[performanceTone(performance)],
      )}
    >
      {performance}
    </span>
  )
}

function PerformanceSummary({ feedback }: { feedback: InterviewFeedback }) {
  const { overallScore, categories } = liftOverallPerformance(feedback.scores ?? {}, feedback.overallScore)
  const tone = interviewScoreTone(overallScore)
  return (
    <section
      aria-labelledby="performance-summary-heading"
      className="grid gap-6 rounded-xl border bg-card p-6 shadow-sm"
    >
      <h2 id="performance-summary-heading" className="text-lg font-semibold">
        Performance Summary
      </h2>
      <div className="grid gap-8 md:grid-cols-[minmax(0,14rem)_1fr]">
        <div className="grid content-start gap-3" data-testid="overall-score">
          <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Overall score</p>
          <p
            className={cn(
              'text-6xl leading-none font-extrabold tracking-tighter tabular-nums',
              interviewToneText[tone],
            )}
          >
            {overallScore}
            <span className="text-lg font-semibold tracking-normal text-muted-foreground">/100</span>
          </p>
          <ScoreMeter score={overallScore} label="Overall score" size="lg" />
        </div>
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Category scores">
          {categories.map(({ name, score }) => (
            <li key={name} className="grid gap-1.5" data-testid="category-score">
              <div className="flex items-baseline justify-between gap-3">
                <p className="text-sm font-semibold">{name}</p>
                <p className={cn('text-sm font-bold tabular-nums', interviewToneText[interviewScoreTone(score)])}>
                  {score}
                  <span className="font-medium text-muted-foreground">/100</span>
                </p>
              </div>
              <ScoreMeter score={score} label={name} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function NotAnsweredBadge() {
  return (
    <span
      data-testid="not-answered-badge"
      className="inline-flex shrink-0 items-center rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-foreground ring-1 ring-input ring-inset"
    >
      Not answered
    </span>
  )
}

function QuestionItem({ item, index }: { item: QuestionFeedback; index: number }) {
  const answer = item.answer?.trim() ?? ''
  const answered = item.answered ?? answer.length > 0
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm" data-testid="question-feedback">
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {item.followUp ? `Follow-up (${index + 1})` : `Question ${index + 1}`}
          </p>
          <div className="flex items-center gap-2">
            {answered && typeof item.score === 'number' ? (
              <span className={cn('text-sm font-bold tabular-nums', interviewToneText[interviewScoreTone(item.score)])}>
                {Math.round(item.score)}
                <span className="font-medium text-muted-foreground">/100</span>
              </span>
            ) : null}
            {answered && item.performance ? <PerformanceBadge performance={item.performance} /> : <NotAnsweredBadge />}
          </div>
        </div>
        <h3 className="text-base font-semibold text-foreground">{item.question}</h3>
      </div>
      <p className="text-sm text-foreground" data-testid="observation">
        {item.observation}
      </p>
      {answer ? (
        <details className="group rounded-lg bg-muted px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium text-foreground select-none">Your answer</summary>
          <p className="mt-2 flex gap-2 whitespace-pre-line text-foreground">
            <Quote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            {answer}
          </p>
        </details>
      ) : (
        <p className="text-sm text-muted-foreground italic">Not answered.</p>
      )}
      {item.metrics && answer ? <AnswerMetrics metrics={item.metrics} /> : null}
    </li>
  )
}

/** Vitae's own paragraph on the whole interview. */
function Summary({ feedback }: { feedback: InterviewFeedback }) {
  const summary = feedback.summary?.trim()
  if (!summary) return null
  return (
    <section
      aria-labelledby="summary-heading"
      className="grid gap-2 rounded-xl border bg-card p-6 shadow-sm"
      data-testid="interview-summary"
    >
      <h2 id="summary-heading" className="text-lg font-semibold">
        Summary
      </h2>
      <p className="text-sm leading-relaxed text-foreground">{summary}</p>
    </section>
  )
}

/** Three things to practise, each tied to the answer (and the words of it) that shows it. */
function ActionItems({ feedback }: { feedback: InterviewFeedback }) {
  const items = feedback.actionItems ?? []
  if (items.length === 0) return null
  return (
    <section
      aria-labelledby="action-items-heading"
      className="grid gap-3 rounded-xl border bg-card p-6 shadow-sm"
      data-testid="action-items"
    >
      <h2 id="action-items-heading" className="flex items-center gap-2 text-lg font-semibold">
        <ListChecks aria-hidden="true" className="size-5 text-primary" />
        What to practise
      </h2>
      <ol className="grid list-decimal gap-3 pl-5">
        {items.map((item) => (
          <li key={`${item.questionIndex}-${item.action}`} className="grid gap-1 text-sm" data-testid="action-item">
            <p className="font-medium text-foreground">{item.action}</p>
            <p className="text-muted-foreground">
              Question {item.questionIndex + 1}, where you said {item.quote}
            </p>
          </li>
        ))}
      </ol>
    </section>
  )
}

const PART_LABELS: Record<string, string> = {
  situation: 'Situation',
  task: 'Task',
  action: 'Action',
  result: 'Result',
}

/** The weakest answer in STAR order from the candidate's own sentences; prompts stand apart from their words. */
function StrongerVersion({ feedback }: { feedback: InterviewFeedback }) {
  const stronger = feedback.strongerAnswer
  if (!stronger || stronger.parts.length === 0) return null
  return (
    <section
      aria-labelledby="stronger-heading"
      className="grid gap-3 rounded-xl border bg-card p-6 shadow-sm"
      data-testid="stronger-answer"
    >
      <div className="grid gap-1">
        <h2 id="stronger-heading" className="text-lg font-semibold">
          A stronger version of question {stronger.questionIndex + 1}
        </h2>
        <p className="text-sm text-muted-foreground">{stronger.label}</p>
        <p className="text-sm font-medium text-foreground">{stronger.question}</p>
      </div>
      <dl className="grid gap-2 text-sm">
        {stronger.parts.map((part) => (
          <div key={part.part} className="grid gap-0.5 sm:grid-cols-[6rem_1fr] sm:gap-3">
            <dt className="font-semibold text-foreground">{PART_LABELS[part.part] ?? part.part}</dt>
            <dd
              className={part.fromAnswer ? 'text-foreground' : 'text-muted-foreground italic'}
              data-from-answer={part.fromAnswer}
            >
              {part.text}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** The interview in a few sentences, in the words of the engine named under it; the scores above are Vitae's. */
function Narrative({ feedback }: { feedback: InterviewFeedback }) {
  const narrative = feedback.narrative?.trim()
  if (!narrative) return null
  return (
    <section
      aria-labelledby="narrative-heading"
      className="grid gap-2 rounded-xl border bg-card p-6 shadow-sm"
      data-testid="interview-narrative"
    >
      <h2 id="narrative-heading" className="flex items-center gap-2 text-lg font-semibold">
        <MessageSquareText aria-hidden="true" className="size-5 text-primary" />
        How it went
      </h2>
      <p className="text-sm leading-relaxed text-foreground">{narrative}</p>
      <p className="text-xs text-muted-foreground">
        The scores are Vitae&apos;s own; this summary only puts them into words.
      </p>
      <EngineNote engine={feedback.engine} fallbackReason={feedback.fallbackReason} />
    </section>
  )
}

/**
 * An interview's analysis (SPEC §2 'Interview analysis'): the Performance Summary with the overall score lifted out
 * of the categories, delivery figures, and the Question-by-Question Analysis with a badge and an observation each.
 */
export function InterviewReport({ feedback }: { feedback: InterviewFeedback }) {
  const questions = Array.isArray(feedback.questions) ? feedback.questions : []
  return (
    <div className="grid gap-8" data-testid="interview-report">
      <PerformanceSummary feedback={feedback} />
      <Summary feedback={feedback} />
      <Narrative feedback={feedback} />
      <ActionItems feedback={feedback} />
      <StrongerVersion feedback={feedback} />
      {feedback.metrics ? (
        <section aria-labelledby="delivery-heading" className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
          <div className="grid gap-1">
            <h2 id="delivery-heading" className="text-lg font-semibold">
              Delivery
            </h2>
            <p className="text-sm text-muted-foreground">How you said it, counted over all your answers.</p>
          </div>
          <DeliverySummary metrics={feedback.metrics} />
        </section>
      ) : null}
      <section aria-labelledby="question-analysis-heading" className="grid gap-4">
        <h2 id="question-analysis-heading" className="text-lg font-semibold">
          Question-by-Question Analysis
        </h2>
        {questions.length > 0 ? (
          <EngineNote engine={feedback.engine} fallbackReason={feedback.fallbackReason} className="-mt-2" />
        ) : null}
        {questions.length > 0 ? (
          <ol className="grid gap-4">
            {questions.map((item, index) => (
              <QuestionItem key={`${index}-${item.question}`} item={item} index={index} />
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">No questions were answered.</p>
        )}
      </section>
    </div>
  )
}
