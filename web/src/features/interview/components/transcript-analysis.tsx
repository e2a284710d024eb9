import { FileSearch, LoaderCircle, RotateCcw } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'

import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/hooks/use-toast'
import { errorMessage } from '@/lib/api-client'
import { MAX_JOB_TITLE_LENGTH } from '@/lib/interview-preferences'
import { parseTranscript } from '@/lib/interview-transcript'

import { TRANSCRIPT_FAILED_MESSAGE, useAnalyzeTranscript } from '../api/analyze-transcript'
import { ANALYSIS_ERROR_TITLE } from '../messages'
import {
  checkTranscriptForm,
  describeParsedTranscript,
  type TranscriptFieldErrors,
  type TranscriptFormValues,
} from '../transcript-form'
import { TEXTAREA_CLASS } from './field-styles'
import { InterviewReport } from './interview-report'

const EXAMPLE = `Interviewer: Tell me about a project you led.
Candidate: I led the rewrite of our billing service...
Interviewer: How did you measure its success?
Candidate: Invoices went out two days sooner...`

const EMPTY: TranscriptFormValues = { jobTitle: '', jobDescription: '', transcript: '' }

/** A transcript of an interview held elsewhere, pasted and analysed like a mock interview. */
export function TranscriptAnalysis() {
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<TranscriptFieldErrors>({})
  const analysis = useAnalyzeTranscript()
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const parsed = useMemo(
    () => (values.transcript.trim() ? parseTranscript(values.transcript) : null),
    [values.transcript],
  )

  useEffect(() => {
    if (analysis.data) resultHeading.current?.focus()
  }, [analysis.data])

  function set(field: keyof TranscriptFormValues, value: string): void {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault()
    const checked = checkTranscriptForm(values)
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    analysis.mutate(
      {
        turns: checked.parsed.turns,
        jobTitle: checked.values.jobTitle,
        jobDescription: checked.values.jobDescription,
      },
      {
        onError: (error) =>
          toast({
            title: ANALYSIS_ERROR_TITLE,
            description: errorMessage(error, TRANSCRIPT_FAILED_MESSAGE),
            variant: 'destructive',
          }),
      },
    )
  }

  return (
    <PageContainer>
      <PageHeader
        title="Transcript Analysis"
        description="Paste the transcript of an interview you had, and get the same scores and question-by-question feedback as a mock interview."
      />
      <Card className="mt-8">
        <CardHeader>
          <CardTitle>Your transcript</CardTitle>
          <CardDescription>
            Label the lines Q: and A: (or Interviewer: and Candidate:, or the two speakers&apos; names), or put each
            question on its own line ending with a question mark.
          </CardDescription>
        </CardHeader>
        <form onSubmit={submit} noValidate aria-label="Transcript analysis">
          <CardContent className="grid gap-5">
            <div className="grid gap-5 md:grid-cols-2">
              <FormField label="Job title (optional)" error={errors.jobTitle}>
                {(control) => (
                  <Input
                    {...control}
                    value={values.jobTitle}
                    maxLength={MAX_JOB_TITLE_LENGTH}
                    placeholder="e.g. Product Designer"
                    onChange={(event) => set('jobTitle', event.target.value)}
                  />
                )}
              </FormField>
              <FormField
                label="Job description (optional)"
                error={errors.jobDescription}
                hint="With the posting, the analysis counts the terms of it you used."
              >
                {(control) => (
                  <textarea
                    {...control}
                    rows={2}
                    value={values.jobDescription}
                    placeholder="Paste the job posting here"
                    onChange={(event) => set('jobDescription', event.target.value)}
                    className={`${TEXTAREA_CLASS} resize-y`}
                  />
                )}
              </FormField>
            </div>
            <FormField
              label="Transcript"
              error={errors.transcript}
              hint={parsed ? describeParsedTranscript(parsed) : undefined}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={12}
                  value={values.transcript}
                  placeholder={EXAMPLE}
                  onChange={(event) => set('transcript', event.target.value)}
                  className={`${TEXTAREA_CLASS} min-h-60 resize-y font-mono text-[13px] leading-relaxed`}
                  data-testid="transcript-input"
                />
              )}
            </FormField>
            {parsed && parsed.turns.length > 0 ? (
              <details className="rounded-lg border bg-muted px-3 py-2 text-sm">
                <summary className="cursor-pointer font-medium select-none">Check the questions that were read</summary>
                <ol className="mt-2 grid list-decimal gap-1 pl-5 text-foreground">
                  {parsed.turns.map((turn, index) => (
                    <li key={index}>{turn.question}</li>
                  ))}
                </ol>
              </details>
            ) : null}
          </CardContent>
          <CardFooter className="justify-end">
            <Button type="submit" disabled={analysis.isPending}>
              {analysis.isPending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <FileSearch aria-hidden="true" />
              )}
              {analysis.isPending ? 'Analyzing...' : 'Analyze Transcript'}
            </Button>
          </CardFooter>
        </form>
      </Card>
      {analysis.data ? (
        <section className="mt-10 grid gap-6" aria-labelledby="transcript-result-heading">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2
              id="transcript-result-heading"
              ref={resultHeading}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight outline-none"
            >
              Interview Analysis
            </h2>
            <Button
              variant="outline"
              onClick={() => {
                analysis.reset()
                setValues(EMPTY)
              }}
            >
              <RotateCcw aria-hidden="true" />
              Analyze Another
            </Button>
          </div>
          <InterviewReport feedback={analysis.data} />
        </section>
      ) : null}
    </PageContainer>
  )
}
