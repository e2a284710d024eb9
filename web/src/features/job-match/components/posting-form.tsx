import { LoaderCircle, Target, WandSparkles } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'

import { hasJobDescription } from '../job-description'
import { EMPTY_JOB_DESCRIPTION_MESSAGE } from '../messages'
import { TEXTAREA_CLASS } from './field-styles'
import { JobDescriptionFileField } from './job-description-file-field'

interface PostingFormProps {
  jobDescription: string
  onJobDescriptionChange: (text: string) => void
  useEnhancedVersion: boolean
  onUseEnhancedVersionChange: (use: boolean) => void
  onMatch: () => void
  onTweak: () => void
  matching: boolean
  tweaking: boolean
}

/**
 * The one posting of the workspace (SPEC §2's file input and paste box): read from a file or pasted, then matched,
 * tailored to, or both. Typing in the box drops the chosen file (SPEC §5).
 */
export function PostingForm({
  jobDescription,
  onJobDescriptionChange,
  useEnhancedVersion,
  onUseEnhancedVersionChange,
  onMatch,
  onTweak,
  matching,
  tweaking,
}: PostingFormProps) {
  const textId = useId()
  const hintId = useId()
  const checkboxId = useId()
  const buttonHintId = useId()
  const [fileName, setFileName] = useState<string | null>(null)
  const [fileInputKey, setFileInputKey] = useState(0)
  const [readingFile, setReadingFile] = useState(false)
  const ready = hasJobDescription(jobDescription)

  function type(text: string): void {
    onJobDescriptionChange(text)
    if (fileName !== null) {
      setFileName(null)
      setFileInputKey((key) => key + 1)
    }
  }

  // Enter in a field (or the form's default action) tailors, the step that does most.
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault()
    onTweak()
  }

  return (
    <form className="grid gap-4" onSubmit={submit} aria-label="Job posting">
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
          rows={8}
          value={jobDescription}
          aria-describedby={hintId}
          placeholder="Paste the job posting here"
          onChange={(event) => type(event.target.value)}
          className={TEXTAREA_CLASS}
          data-testid="job-description"
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          The whole posting works best: requirements, nice-to-haves and duties. The company blurb does not count.
        </p>
      </div>
      <label htmlFor={checkboxId} className="inline-flex items-center gap-2 text-sm text-foreground">
        <input
          id={checkboxId}
          type="checkbox"
          checked={useEnhancedVersion}
          onChange={(event) => onUseEnhancedVersionChange(event.target.checked)}
          className="size-4 shrink-0 accent-primary"
        />
        Use enhanced resume as base (if available)
      </label>
      <div className="grid gap-1.5">
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={onMatch}
            disabled={!ready || matching || readingFile}
            aria-busy={matching || undefined}
            aria-describedby={ready ? undefined : buttonHintId}
          >
            {matching ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Target aria-hidden="true" />}
            {matching ? 'Matching...' : 'Match Resume'}
          </Button>
          <Button
            type="submit"
            disabled={!ready || tweaking || readingFile}
            aria-busy={tweaking || undefined}
            aria-describedby={ready ? undefined : buttonHintId}
          >
            {tweaking ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <WandSparkles aria-hidden="true" />
            )}
            {tweaking ? 'Tweaking Resume...' : 'Tweak Resume for This Job'}
          </Button>
        </div>
        {ready ? null : (
          <p id={buttonHintId} className="text-xs text-muted-foreground">
            {EMPTY_JOB_DESCRIPTION_MESSAGE}
          </p>
        )}
      </div>
    </form>
  )
}
