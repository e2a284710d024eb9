import { Check, CircleAlert, CircleCheckBig, LoaderCircle, Minus } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'

import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'
import { cn } from '@/lib/cn'

import {
  currentStep,
  overallProgress,
  processingSteps,
  type ProcessingStep,
  type StepStatus,
  type UploadProgress,
} from '../upload-progress'

interface ProcessingPanelProps {
  progress: Exclude<UploadProgress, { phase: 'idle' }>
  onOpenResult: () => void
  onRetry: () => void
  /** `compact` for the landing page's box, where the panel replaces the drop zone. */
  density?: 'default' | 'compact'
}

const STATUS_WORDS: Record<StepStatus, string> = {
  pending: 'Waiting',
  active: 'In progress',
  done: 'Done',
  skipped: 'Not run',
  failed: 'Failed',
}

function StepIcon({ status, number }: { status: StepStatus; number: number }) {
  const base = 'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold'
  switch (status) {
    case 'done':
      return (
        <span className={cn(base, 'bg-success text-success-foreground')}>
          <Check aria-hidden="true" className="size-4" />
        </span>
      )
    case 'active':
      return (
        <span className={cn(base, 'bg-secondary text-primary ring-2 ring-primary')}>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        </span>
      )
    case 'failed':
      return (
        <span className={cn(base, 'bg-destructive text-destructive-foreground')}>
          <CircleAlert aria-hidden="true" className="size-4" />
        </span>
      )
    case 'skipped':
      return (
        <span className={cn(base, 'border-2 border-dashed border-input text-muted-foreground')}>
          <Minus aria-hidden="true" className="size-4" />
        </span>
      )
    case 'pending':
      return <span className={cn(base, 'bg-accent text-muted-foreground')}>{number}</span>
  }
}

function StepRow({ step, number }: { step: ProcessingStep; number: number }) {
  const muted = step.status === 'pending' || step.status === 'skipped'
  return (
    <li
      className="flex gap-3"
      data-testid={`processing-step-${step.id}`}
      data-status={step.status}
      aria-current={step.status === 'active' ? 'step' : undefined}
    >
      <StepIcon status={step.status} number={number} />
      <div className="min-w-0 flex-1 pt-1">
        <p className={cn('text-sm font-semibold', muted ? 'text-muted-foreground' : 'text-foreground')}>
          {step.title}
          <span className="sr-only">: {STATUS_WORDS[step.status]}</span>
        </p>
        <p className={cn('text-sm', muted ? 'text-muted-foreground' : 'text-muted-foreground')}>{step.description}</p>
        {step.detail ? (
          <p
            className={cn(
              'mt-1 text-xs font-medium',
              step.status === 'failed'
                ? 'text-destructive'
                : step.status === 'done'
                  ? 'text-success-strong'
                  : 'text-muted-foreground',
            )}
          >
            {step.detail}
          </p>
        ) : null}
      </div>
    </li>
  )
}

/** What the live region says: the step in progress, or the outcome. */
function announcement(progress: ProcessingPanelProps['progress'], steps: ProcessingStep[]): string {
  if (progress.phase === 'complete') return 'Processing Complete. Opening your results.'
  if (progress.phase === 'failed') return `Upload failed: ${progress.message}`
  const step = steps[currentStep(progress)]
  return step ? `${step.title} in progress` : ''
}

/** SPEC §2 'Resume Processing': percentage, a bar that moves over 0.5 s, four steps, then the completion box. */
export function ProcessingPanel({ progress, onOpenResult, onRetry, density = 'default' }: ProcessingPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  const steps = processingSteps(progress)
  const percent = overallProgress(progress)
  const compact = density === 'compact'

  // The control that started the upload is gone; keep keyboard and screen reader users in the panel.
  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <section
      aria-labelledby={headingId}
      data-testid="processing-panel"
      data-phase={progress.phase}
      className={cn('grid gap-5', compact ? 'p-4' : 'p-0')}
    >
      <div className="flex items-end justify-between gap-4">
        <div className="min-w-0">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold tracking-tight outline-none"
          >
            Resume Processing
          </h2>
          <p className="truncate text-sm text-muted-foreground" title={progress.file.name}>
            {progress.file.name}
          </p>
        </div>
        <p className="text-3xl font-bold text-foreground tabular-nums" data-testid="processing-percent">
          {percent}%
        </p>
      </div>
      <ProgressBar
        value={percent}
        label="Processing progress"
        tone={progress.phase === 'failed' ? 'poor' : progress.phase === 'complete' ? 'good' : 'primary'}
      />
      <ol className={cn('grid', compact ? 'gap-3' : 'gap-4')}>
        {steps.map((step, index) => (
          <StepRow key={step.id} step={step} number={index + 1} />
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement(progress, steps)}
      </p>

      {progress.phase === 'complete' ? (
        <div className="flex flex-col gap-3 rounded-lg border border-success-border bg-success-soft p-4 sm:flex-row sm:items-center">
          <CircleCheckBig aria-hidden="true" className="size-6 shrink-0 text-success" />
          <div className="flex-1">
            <p className="font-semibold text-success-strong">Processing Complete</p>
            <p className="text-sm text-success-strong">
              {progress.enhanced
                ? 'Your resume has been fully optimized'
                : 'Your resume has been parsed and scored. Opening your results…'}
            </p>
          </div>
          <Button size="sm" onClick={onOpenResult}>
            View results
          </Button>
        </div>
      ) : null}

      {progress.phase === 'failed' ? (
        <div className="flex flex-col gap-3 rounded-lg border border-destructive-border bg-destructive-soft p-4 sm:flex-row sm:items-center">
          <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-destructive" />
          <div className="flex-1">
            <p className="font-semibold text-destructive-strong">Upload failed</p>
            <p className="text-sm text-destructive-strong">{progress.message}</p>
          </div>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Choose another file
          </Button>
        </div>
      ) : null}
    </section>
  )
}
