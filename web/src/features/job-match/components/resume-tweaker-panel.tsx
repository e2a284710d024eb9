import { LoaderCircle, ShieldCheck, WandSparkles } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { toast } from '@/hooks/use-toast'
import { errorMessage } from '@/lib/api-client'

import { useTweakResume } from '../api/tweak-resume'
import { checkJobDescription, hasJobDescription } from '../job-description'
import {
  EMPTY_JOB_DESCRIPTION_MESSAGE,
  OPTIMIZATION_FAILED_MESSAGE,
  OPTIMIZATION_FAILED_TITLE,
  OPTIMIZED_TITLE,
} from '../messages'
import { FIRST_VERSION, NoOptimizedContent, otherVersion, versionContent } from '../tweak-result'
import type { ResumeVersion, TweakResult } from '../types'
import { useTweakExports, type TweakedVersion } from '../use-tweak-exports'
import { TEXTAREA_CLASS } from './field-styles'
import { JobDescriptionFileField } from './job-description-file-field'
import { TweakResultView } from './tweak-result-view'

export interface ResumeTweakerPanelProps {
  resumeId: string
  resumeTitle: string
  /** The resume as uploaded: the 'Original Resume' of Toggle Version. */
  originalContent: string
  jobDescription: string
  onJobDescriptionChange: (text: string) => void
  signedIn: boolean
  onLoginRequired: () => void
}

interface Tweaked {
  result: TweakResult
  jobDescription: string
  useEnhancedVersion: boolean
}

function optimizationFailure(error: unknown): string {
  if (error instanceof NoOptimizedContent) return error.message
  return errorMessage(error, OPTIMIZATION_FAILED_MESSAGE)
}

function scoreChange(result: TweakResult): string {
  if (result.originalMatchScore === null) return `ATS match score: ${result.matchScore}%.`
  return `ATS match score ${result.originalMatchScore}% → ${result.matchScore}%.`
}

/**
 * SPEC §2 Resume Tweaker: a posting from a file or pasted, 'Use enhanced resume as base (if available)', then the
 * resume tailored to it without a single fact added, to read in either version, download or print.
 */
export function ResumeTweakerPanel({
  resumeId,
  resumeTitle,
  originalContent,
  jobDescription,
  onJobDescriptionChange,
  signedIn,
  onLoginRequired,
}: ResumeTweakerPanelProps) {
  const textId = useId()
  const checkboxId = useId()
  const buttonHintId = useId()
  const tweak = useTweakResume(resumeId)
  const exports = useTweakExports({ resumeId, resumeTitle, signedIn, onLoginRequired })
  const [fileName, setFileName] = useState<string | null>(null)
  const [fileInputKey, setFileInputKey] = useState(0)
  const [readingFile, setReadingFile] = useState(false)
  const [useEnhancedVersion, setUseEnhancedVersion] = useState(true)
  const [tweaked, setTweaked] = useState<Tweaked | null>(null)
  const [version, setVersion] = useState<ResumeVersion>(FIRST_VERSION)
  const ready = hasJobDescription(jobDescription)

  function type(text: string): void {
    onJobDescriptionChange(text)
    if (fileName !== null) {
      setFileName(null)
      setFileInputKey((key) => key + 1)
    }
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault()
    const check = checkJobDescription(jobDescription)
    if (!check.ok) {
      toast({ title: OPTIMIZATION_FAILED_TITLE, description: check.message, variant: 'destructive' })
      return
    }
    const request = { jobDescription: check.text, useEnhancedVersion }
    tweak.mutate(request, {
      onSuccess: (result) => {
        setTweaked({ result, ...request })
        setVersion(FIRST_VERSION)
        toast({ title: OPTIMIZED_TITLE, description: scoreChange(result), variant: 'success' })
      },
      onError: (error) =>
        toast({ title: OPTIMIZATION_FAILED_TITLE, description: optimizationFailure(error), variant: 'destructive' }),
    })
  }

  // Download and Print need a result and a posting in the box (SPEC §5); they export the result as shown.
  const exported: TweakedVersion | null =
    tweaked && ready
      ? {
          content: tweaked.result.optimizedContent,
          jobDescription: tweaked.jobDescription,
          useEnhancedVersion: tweaked.useEnhancedVersion,
        }
      : null

  return (
    <Card data-testid="resume-tweaker">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <WandSparkles aria-hidden="true" className="size-5 text-primary" />
          Resume Tweaker
        </CardTitle>
        <CardDescription>
          Tailor this resume to one job: the summary aimed at the role, the most relevant bullets first, your skills in
          the posting&apos;s words. Nothing you have not done is ever added.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form className="grid gap-4" onSubmit={submit} aria-label="Tweak resume for a job">
          <JobDescriptionFileField
            fileName={fileName}
            inputKey={fileInputKey}
            onBusyChange={setReadingFile}
            onRead={(text, name) => {
              onJobDescriptionChange(text)
              setFileName(name)
            }}
          />
          <div className="grid gap-2">
            <Label htmlFor={textId}>Or paste the job description</Label>
            <textarea
              id={textId}
              rows={6}
              value={jobDescription}
              placeholder="Paste the job posting here"
              onChange={(event) => type(event.target.value)}
              className={TEXTAREA_CLASS}
              data-testid="tweak-job-description"
            />
          </div>
          <label htmlFor={checkboxId} className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              id={checkboxId}
              type="checkbox"
              checked={useEnhancedVersion}
              onChange={(event) => setUseEnhancedVersion(event.target.checked)}
              className="size-4 accent-primary"
            />
            Use enhanced resume as base (if available)
          </label>
          <div className="grid gap-1.5">
            <Button
              type="submit"
              disabled={!ready || tweak.isPending || readingFile}
              aria-busy={tweak.isPending || undefined}
              aria-describedby={ready ? undefined : buttonHintId}
            >
              {tweak.isPending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <WandSparkles aria-hidden="true" />
              )}
              {tweak.isPending ? 'Tweaking Resume...' : 'Tweak Resume for This Job'}
            </Button>
            {ready ? null : (
              <p id={buttonHintId} className="text-xs text-slate-600">
                {EMPTY_JOB_DESCRIPTION_MESSAGE}
              </p>
            )}
          </div>
        </form>
        {tweaked ? (
          <TweakResultView
            result={tweaked.result}
            version={version}
            content={versionContent(version, { original: originalContent, optimized: tweaked.result.optimizedContent })}
            onToggleVersion={() => setVersion(otherVersion)}
            onDownload={() => void exports.downloadPdf(exported)}
            onPrint={() => exports.print(exported)}
            downloading={exports.downloading}
            stale={tweaked.jobDescription !== jobDescription.trim()}
          />
        ) : (
          <p className="flex items-start gap-1.5 text-xs text-slate-600">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            Skills the job asks for that your resume does not show are listed for you, never written in.
          </p>
        )}
      </CardContent>
    </Card>
  )
}
