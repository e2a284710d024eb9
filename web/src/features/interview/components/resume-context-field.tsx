import { FileText, LoaderCircle, Upload, X } from 'lucide-react'
import { useId, useRef, useState, type DragEvent } from 'react'

import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { cn } from '@/lib/cn'
import { EDITOR_UPLOAD_RULES, acceptAttribute, checkResumeFile } from '@/lib/file-rules'

import { parseFailureMessage, parseResumeFile } from '../api/parse-resume'
import {
  fetchSavedResumeContext,
  savedResumeFailureMessage,
  savedResumeLabel,
  useSavedResumes,
} from '../api/saved-resumes'
import { describeResume, summarizeResume } from '../resume-context'
import type { InterviewResume } from '../types'

interface ResumeContextFieldProps {
  resume: InterviewResume | null
  onChange: (resume: InterviewResume | null) => void
  /** Reading a file or fetching a saved resume: the setup waits for it before starting. */
  onBusyChange: (busy: boolean) => void
}

type Reading = { kind: 'idle' } | { kind: 'reading'; label: string } | { kind: 'failed'; message: string }

/**
 * The optional resume the questions are tailored to: a file read by `POST /api/resume-parser`, or one of the
 * account's saved resumes. It is kept beside the preferences and sent with the start of the interview.
 */
export function ResumeContextField({ resume, onChange, onBusyChange }: ResumeContextFieldProps) {
  const fieldId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [reading, setReading] = useState<Reading>({ kind: 'idle' })
  const [dragging, setDragging] = useState(false)
  const saved = useSavedResumes()
  const savedResumes = saved.data ?? []
  const request = useRef(0)

  async function read(
    label: string,
    load: () => Promise<InterviewResume>,
    failure: (error: unknown) => string,
  ): Promise<void> {
    request.current += 1
    const mine = request.current
    setReading({ kind: 'reading', label })
    onBusyChange(true)
    try {
      const loaded = await load()
      if (mine !== request.current) return
      onChange(loaded)
      setReading({ kind: 'idle' })
    } catch (error) {
      if (mine !== request.current) return
      setReading({ kind: 'failed', message: failure(error) })
    } finally {
      if (mine === request.current) onBusyChange(false)
    }
  }

  function chooseFile(file: File): void {
    const problem = checkResumeFile(file, EDITOR_UPLOAD_RULES)
    if (problem) {
      setReading({ kind: 'failed', message: `${problem.title}: ${problem.description}` })
      return
    }
    void read(
      file.name,
      async () => ({ label: file.name, source: 'upload', data: await parseResumeFile(file) }),
      parseFailureMessage,
    )
  }

  function chooseSaved(id: string): void {
    const choice = savedResumes.find((item) => item.id === id)
    if (!choice) return
    const label = savedResumeLabel(choice)
    void read(
      label,
      async () => ({ label, source: 'saved', data: await fetchSavedResumeContext(id) }),
      savedResumeFailureMessage,
    )
  }

  function handleDrop(event: DragEvent<HTMLDivElement>): void {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file && reading.kind !== 'reading') chooseFile(file)
  }

  const hintId = `${fieldId}-hint`
  return (
    <fieldset className="grid gap-2" aria-describedby={hintId}>
      <legend className="mb-2 text-sm leading-none font-medium">
        Resume <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      {resume ? (
        <div
          className="flex items-start gap-3 rounded-lg border border-success-border bg-success-soft p-3"
          data-testid="interview-resume"
        >
          <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <p className="truncate text-sm font-semibold text-success-strong" title={resume.label}>
              {resume.label}
            </p>
            <p className="text-xs text-success-strong">{describeResume(summarizeResume(resume.data))}</p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange(null)
              setReading({ kind: 'idle' })
            }}
            aria-label={`Remove ${resume.label}`}
          >
            <X aria-hidden="true" />
            Remove
          </Button>
        </div>
      ) : (
        <div className="grid gap-3">
          <div
            onDragOver={(event) => {
              event.preventDefault()
              setDragging(true)
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={handleDrop}
            data-dragging={dragging || undefined}
            className={cn(
              'flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed px-3 py-3 transition-colors',
              dragging ? 'border-primary bg-secondary' : 'border-input',
            )}
          >
            <Button
              variant="outline"
              size="sm"
              onClick={() => inputRef.current?.click()}
              disabled={reading.kind === 'reading'}
            >
              {reading.kind === 'reading' ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Upload aria-hidden="true" />
              )}
              Upload resume
            </Button>
            <p className="min-w-0 flex-1 text-xs text-muted-foreground" aria-live="polite">
              {reading.kind === 'reading'
                ? `Reading ${reading.label}...`
                : dragging
                  ? 'Drop your file here'
                  : 'PDF, DOC, DOCX or TXT up to 10MB, or drop it here'}
            </p>
            <input
              ref={inputRef}
              type="file"
              accept={acceptAttribute(EDITOR_UPLOAD_RULES)}
              hidden
              tabIndex={-1}
              aria-hidden="true"
              data-testid="interview-resume-input"
              onChange={(event) => {
                const file = event.target.files?.[0]
                event.target.value = ''
                if (file) chooseFile(file)
              }}
            />
          </div>
          {savedResumes.length > 0 ? (
            <div className="grid gap-1.5">
              <label htmlFor={`${fieldId}-saved`} className="text-xs font-medium text-foreground">
                Or use one of your saved resumes
              </label>
              <NativeSelect
                id={`${fieldId}-saved`}
                value=""
                disabled={reading.kind === 'reading'}
                onChange={(event) => chooseSaved(event.target.value)}
              >
                <option value="">Choose a saved resume</option>
                {savedResumes.map((item) => (
                  <option key={item.id} value={item.id}>
                    {savedResumeLabel(item)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
        </div>
      )}
      {reading.kind === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {reading.message}
        </p>
      ) : null}
      <p id={hintId} className="text-xs text-muted-foreground">
        Questions can quote your own jobs, projects and skills.
      </p>
    </fieldset>
  )
}
