import { CircleAlert, FileQuestion } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

import {
  analysisErrorMessage,
  hasAnalysisData,
  isMissingSession,
  useInterviewFeedback,
} from '../api/get-interview-feedback'
import { ANALYSIS_ERROR_TITLE, NO_ANALYSIS_MESSAGE, NO_ANALYSIS_TITLE, NO_SESSION_ID_MESSAGE } from '../messages'
import type { InterviewFeedback } from '../types'

export function ReturnToPrepButton() {
  return (
    <Button asChild>
      <Link href="/interview-prep">Return to Interview Prep</Link>
    </Button>
  )
}

/** SPEC §2: 'Generating Interview Analysis / This may take a moment...'. */
export function AnalysisLoading() {
  return (
    <section
      aria-labelledby="analysis-loading-heading"
      className="grid justify-items-center gap-3 rounded-xl border bg-card px-6 py-16 text-center shadow-sm"
      data-testid="analysis-loading"
    >
      <Spinner size="lg" label="Generating Interview Analysis" />
      <h2 id="analysis-loading-heading" className="text-lg font-semibold">
        Generating Interview Analysis
      </h2>
      <p className="text-sm text-muted-foreground">This may take a moment...</p>
    </section>
  )
}

interface AnalysisProblemProps {
  kind: 'error' | 'empty'
  title: string
  message: string
  action?: ReactNode
}

/** The 'Analysis Error' and 'No Analysis Data' cards, each with a way back to the setup. */
export function AnalysisProblem({ kind, title, message, action = <ReturnToPrepButton /> }: AnalysisProblemProps) {
  const Icon = kind === 'error' ? CircleAlert : FileQuestion
  return (
    <section
      aria-labelledby="analysis-problem-heading"
      className="grid justify-items-center gap-4 rounded-xl border bg-card px-6 py-14 text-center shadow-sm"
      data-testid={kind === 'error' ? 'analysis-error' : 'analysis-empty'}
    >
      <span
        className={
          kind === 'error'
            ? 'flex size-12 items-center justify-center rounded-full bg-destructive-soft text-destructive'
            : 'flex size-12 items-center justify-center rounded-full bg-secondary text-primary'
        }
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="grid max-w-md gap-1.5">
        <h2 id="analysis-problem-heading" className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground" role={kind === 'error' ? 'alert' : undefined}>
          {message}
        </p>
      </div>
      {action}
    </section>
  )
}

interface AnalysisLoaderProps {
  sessionId: string | null
  children: (feedback: InterviewFeedback) => ReactNode
  /** The way back shown on the error and empty cards. */
  action?: ReactNode
}

/** Fetches a session's analysis and shows its loading, error and no-data states, or the children with it. */
export function AnalysisLoader({ sessionId, children, action }: AnalysisLoaderProps) {
  const feedback = useInterviewFeedback(sessionId)
  if (!sessionId) {
    return <AnalysisProblem kind="error" title={ANALYSIS_ERROR_TITLE} message={NO_SESSION_ID_MESSAGE} action={action} />
  }
  if (feedback.isPending) return <AnalysisLoading />
  if (feedback.isError) {
    return isMissingSession(feedback.error) ? (
      <AnalysisProblem kind="empty" title={NO_ANALYSIS_TITLE} message={NO_ANALYSIS_MESSAGE} action={action} />
    ) : (
      <AnalysisProblem
        kind="error"
        title={ANALYSIS_ERROR_TITLE}
        message={analysisErrorMessage(feedback.error)}
        action={action}
      />
    )
  }
  if (!hasAnalysisData(feedback.data)) {
    return <AnalysisProblem kind="empty" title={NO_ANALYSIS_TITLE} message={NO_ANALYSIS_MESSAGE} action={action} />
  }
  return <>{children(feedback.data)}</>
}
