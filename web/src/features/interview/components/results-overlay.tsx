import { ExternalLink, RotateCcw, X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { Link } from 'wouter'

import { Button } from '@/components/ui/button'

import { ANALYSIS_INTRO, INTERVIEW_RESULTS_TITLE } from '../messages'
import { AnalysisLoader } from './analysis-states'
import { InterviewReport } from './interview-report'

interface ResultsOverlayProps {
  sessionId: string
  /** Closes the results and leaves the setup as it is. */
  onClose: () => void
  /** SPEC §4 step 7: clears the setup and the results. */
  onStartNew: () => void
}

function StartNewButton({ onStartNew }: { onStartNew: () => void }) {
  return (
    <Button onClick={onStartNew}>
      <RotateCcw aria-hidden="true" />
      Start New Interview
    </Button>
  )
}

/** The full-screen 'Interview Results' of the setup screen, opened after an interview is completed. */
export function ResultsOverlay({ sessionId, onClose, onStartNew }: ResultsOverlayProps) {
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          data-testid="interview-results"
          className="fixed inset-0 z-50 overflow-y-auto bg-muted outline-none"
          aria-describedby="interview-results-description"
        >
          <header className="sticky top-0 z-10 border-b bg-background/95 backdrop-blur">
            <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-3 sm:px-6">
              <DialogPrimitive.Title className="min-w-0 flex-1 truncate text-xl font-bold tracking-tight">
                {INTERVIEW_RESULTS_TITLE}
              </DialogPrimitive.Title>
              {/* On a phone the title keeps the header's width and the button moves under the introduction. */}
              <div className="hidden shrink-0 sm:block">
                <StartNewButton onStartNew={onStartNew} />
              </div>
              <DialogPrimitive.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close results">
                  <X aria-hidden="true" />
                </Button>
              </DialogPrimitive.Close>
            </div>
          </header>
          <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
            <DialogPrimitive.Description id="interview-results-description" className="text-muted-foreground">
              {ANALYSIS_INTRO}
            </DialogPrimitive.Description>
            <div className="sm:hidden">
              <StartNewButton onStartNew={onStartNew} />
            </div>
            <AnalysisLoader sessionId={sessionId} action={null}>
              {(feedback) => <InterviewReport feedback={feedback} />}
            </AnalysisLoader>
            <div className="flex border-t pt-6">
              <Button variant="outline" asChild>
                <Link href={`/interview-analysis?sessionId=${encodeURIComponent(sessionId)}`}>
                  <ExternalLink aria-hidden="true" />
                  Open the analysis page
                </Link>
              </Button>
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

export default ResultsOverlay
