import { ArrowRight, FileSearch, Mic, Sparkles } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'

import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import {
  DEFAULT_SETUP,
  SAVE_FAILED_MESSAGE,
  canPreview,
  clearedSetup,
  preparePreferences,
  setupFromPreferences,
  type InterviewSetupValues,
} from '@/lib/interview-preferences'

import {
  clearInterviewData,
  loadActiveInterview,
  loadPreferences,
  loadResume,
  saveResume,
  savePreferences,
  type ActiveInterview,
} from '../interview-storage'
import { ERROR_TITLE } from '../messages'
import type { InterviewResume } from '../types'
import { PreviewCard } from './preview-card'
import { SetupCard } from './setup-card'

// The results open only after an interview, so their code loads then.
const ResultsOverlay = lazy(() => import('./results-overlay'))

function initialValues(): InterviewSetupValues {
  const saved = loadPreferences()
  return saved.ok ? setupFromPreferences(saved.preferences) : DEFAULT_SETUP
}

/** The interview started from the saved setup and not completed yet, if any. */
function interviewUnderWay(): (ActiveInterview & { jobType: string }) | null {
  const saved = loadPreferences()
  if (!saved.ok) return null
  const active = loadActiveInterview(saved.preferences.sessionId)
  return active ? { ...active, jobType: saved.preferences.jobType } : null
}

function InterviewUnderWay({ active }: { active: ActiveInterview & { jobType: string } }) {
  return (
    <div
      className="mt-6 flex flex-col gap-3 rounded-xl bg-secondary p-4 ring-1 ring-secondary-border sm:flex-row sm:items-center"
      data-testid="interview-under-way"
    >
      <Mic aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <p className="flex-1 text-sm text-secondary-foreground">
        <span className="font-semibold">Your {active.jobType} interview is under way</span>
        {active.isComplete ? ': every question is answered.' : `, at question ${active.questionNumber}.`}
      </p>
      <Button asChild size="sm">
        <Link href="/interview-simulation">
          Return to the interview
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  )
}

function PreviewPlaceholder() {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-input bg-muted px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <Sparkles aria-hidden="true" className="size-6" />
      </span>
      <p className="max-w-xs text-sm text-muted-foreground">
        Choose the interview, then select <span className="font-semibold text-foreground">Preview Interview</span> to
        see what to expect before you start.
      </p>
    </div>
  )
}

/** SPEC §2 'Interview prep': the setup, its preview, and the results of the interview just completed. */
export function InterviewPrep() {
  const [values, setValues] = useState(initialValues)
  const [resume, setResume] = useState<InterviewResume | null>(loadResume)
  const [previewing, setPreviewing] = useState(false)
  const [resumeBusy, setResumeBusy] = useState(false)
  const [starting, setStarting] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'jobType' | 'jobDescription', string>>>({})
  const [, navigate] = useLocation()
  const resultsSessionId = new URLSearchParams(useSearch()).get('results')
  const previewRef = useRef<HTMLDivElement>(null)
  const [underWay, setUnderWay] = useState(interviewUnderWay)

  const showPreview = previewing && canPreview(values)

  useEffect(() => {
    if (previewing) previewRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' })
  }, [previewing])

  function changeValues(next: InterviewSetupValues): void {
    setValues(next)
    setFormError(null)
    setFieldErrors({})
  }

  function changeResume(next: InterviewResume | null): void {
    setResume(next)
    saveResume(next)
  }

  function start(): void {
    const prepared = preparePreferences(values, Date.now())
    if (!prepared.ok) {
      setFormError(prepared.message)
      setFieldErrors(prepared.fieldErrors)
      return
    }
    setStarting(true)
    const saved = savePreferences(prepared.preferences)
    // The resume goes with the preferences; one the browser cannot keep is left out rather than blocking the start.
    if (resume && !saveResume(resume)) setResume(null)
    if (!saved.ok) {
      setStarting(false)
      setFormError(SAVE_FAILED_MESSAGE)
      toast({ title: ERROR_TITLE, description: SAVE_FAILED_MESSAGE, variant: 'destructive' })
      return
    }
    navigate('/interview-simulation')
  }

  function startNew(): void {
    clearInterviewData()
    setUnderWay(null)
    setValues((current) => clearedSetup(current))
    setResume(null)
    setPreviewing(false)
    setFormError(null)
    setFieldErrors({})
    navigate('/interview-prep', { replace: true })
  }

  return (
    <PageContainer>
      <PageHeader
        title="AI Interview Practice"
        description="Practice your interview skills with our AI interviewer tailored to specific job positions"
        actions={
          <Button variant="outline" asChild>
            <Link href="/interview-transcript">
              <FileSearch aria-hidden="true" />
              Analyze a transcript
            </Link>
          </Button>
        }
      />
      {underWay && !resultsSessionId ? <InterviewUnderWay active={underWay} /> : null}
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SetupCard
          values={values}
          onChange={changeValues}
          resume={resume}
          onResumeChange={changeResume}
          onResumeBusyChange={setResumeBusy}
          preparing={starting || resumeBusy}
          formError={formError}
          fieldErrors={fieldErrors}
          onPreview={() => setPreviewing(true)}
          onStart={start}
        />
        <div ref={previewRef} className="grid scroll-mt-20 gap-6 lg:sticky lg:top-24">
          {showPreview ? <PreviewCard values={values} resume={resume} /> : <PreviewPlaceholder />}
        </div>
      </div>
      {resultsSessionId ? (
        <Suspense fallback={null}>
          <ResultsOverlay
            sessionId={resultsSessionId}
            onClose={() => navigate('/interview-prep', { replace: true })}
            onStartNew={startNew}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  )
}
