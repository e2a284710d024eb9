import { CircleCheck, CircleX, FileText, LoaderCircle, OctagonAlert, Upload, X } from 'lucide-react'
import { useReducer } from 'react'
import { Link } from 'wouter'

import { Button } from '@/components/ui/button'
import { DropZone } from '@/components/ui/drop-zone'
import { ProgressBar } from '@/components/ui/progress-bar'
import { useCheckedResumeFile } from '@/hooks/use-checked-resume-file'
import { toast } from '@/hooks/use-toast'
import { cn } from '@/lib/cn'
import { EDITOR_UPLOAD_RULES, acceptAttribute } from '@/lib/file-rules'
import { resumeScoreLabel, resumeScoreTone, scoreToneText } from '@/lib/score-bands'

import type { UploadedResume, UploadResumeFile } from '../types'
import { UPLOAD_IDLE, choiceTitle, uploadStateReducer, uploadedScore, uploadingLabel } from '../upload-state'

/** SPEC §8 Upload: the title of every failed upload, and the message when nothing better is known. */
const UPLOAD_FAILED_TITLE = 'Upload failed'
const UPLOAD_FAILED_FALLBACK = 'An error occurred during upload'

interface UploadTabProps {
  upload: UploadResumeFile
  /** The plan's storage is full: the server would refuse the file, so the tab says why instead of offering it. */
  storageFull?: boolean
  onUploaded?: (resume: UploadedResume) => void
}

function UploadedSummary({ resume, onAnother }: { resume: UploadedResume; onAnother: () => void }) {
  const score = uploadedScore(resume)
  return (
    <div className="grid gap-4" data-testid="upload-done">
      <div className="flex gap-3 rounded-lg border border-success-border bg-success-soft px-4 py-3 text-success-strong">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div className="grid gap-0.5 text-sm">
          <p className="font-semibold">Resume uploaded successfully</p>
          <p>
            {choiceTitle(resume)} scored{' '}
            <span className={cn('font-semibold', scoreToneText[resumeScoreTone(score)])}>
              {score} ({resumeScoreLabel(score)})
            </span>
            .
          </p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onAnother}>
          Upload another
        </Button>
        <Button asChild>
          <Link href={`/editor/${encodeURIComponent(resume.id)}`}>Open results</Link>
        </Button>
      </div>
    </div>
  )
}

/** Choose a file, send it with its real progress, and say how it scored; the list behind refreshes itself. */
export function UploadTab({ upload, storageFull = false, onUploaded }: UploadTabProps) {
  const { file, choose: chooseFile, clear: clearFile } = useCheckedResumeFile(EDITOR_UPLOAD_RULES)
  const [state, dispatch] = useReducer(uploadStateReducer, UPLOAD_IDLE)

  async function send(chosen: File): Promise<void> {
    dispatch({ type: 'start', fileName: chosen.name })
    try {
      const resume = await upload(chosen, (percent) => dispatch({ type: 'progress', percent }))
      dispatch({ type: 'uploaded', resume })
      clearFile()
      toast({
        title: 'Resume uploaded successfully',
        description: 'Your resume has been analyzed and scored.',
        variant: 'success',
      })
      onUploaded?.(resume)
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : UPLOAD_FAILED_FALLBACK
      dispatch({ type: 'failed', message })
      toast({ title: UPLOAD_FAILED_TITLE, description: message, variant: 'destructive' })
    }
  }

  if (state.phase === 'done') {
    return <UploadedSummary resume={state.resume} onAnother={() => dispatch({ type: 'reset' })} />
  }

  if (state.phase === 'uploading' || state.phase === 'analyzing') {
    const uploading = state.phase === 'uploading'
    return (
      <div className="grid gap-3 rounded-lg border px-4 py-5" data-testid="upload-busy" data-phase={state.phase}>
        <div className="flex items-center gap-3">
          <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-primary" />
          <p className="min-w-0 flex-1 truncate text-sm font-medium" title={state.fileName}>
            {state.fileName}
          </p>
        </div>
        <ProgressBar
          label="Upload progress"
          value={uploading ? state.percent : 100}
          valueText={uploading ? `${state.percent}%` : 'Sent; analyzing'}
        />
        <p className="text-sm text-muted-foreground" role="status">
          {uploading ? uploadingLabel(state.percent) : 'Analyzing and scoring your resume...'}
        </p>
      </div>
    )
  }

  return (
    <div className="grid gap-4">
      {storageFull ? (
        <div
          className="flex gap-3 rounded-lg border border-destructive-border bg-destructive-soft px-4 py-3 text-sm text-destructive-strong"
          data-testid="upload-storage-full"
        >
          <OctagonAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <p>
            <span className="font-semibold">Your storage is full.</span> Delete a resume from your dashboard or upgrade
            your plan to upload another.
          </p>
        </div>
      ) : null}
      {state.phase === 'failed' ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive-border bg-destructive-soft px-4 py-3 text-sm text-destructive-strong"
          data-testid="upload-failed"
        >
          <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <p>
            <span className="font-semibold">{UPLOAD_FAILED_TITLE}:</span> {state.message}
          </p>
        </div>
      ) : null}
      <DropZone
        accept={acceptAttribute(EDITOR_UPLOAD_RULES)}
        disabled={storageFull}
        prompt="Drag and drop your resume here, or browse"
        details={
          <>
            Maximum file size: 10MB
            <br />
            Accepted formats: .pdf, .doc, .docx, .txt
          </>
        }
        onFile={chooseFile}
      >
        {(openPicker) => (
          <Button variant="outline" onClick={openPicker} disabled={storageFull}>
            Browse files
          </Button>
        )}
      </DropZone>
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border bg-muted px-4 py-3" data-testid="selected-file">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <p className="min-w-0 flex-1 truncate text-sm font-medium" title={file.name}>
            {file.name}
          </p>
          <Button variant="ghost" size="icon" aria-label={`Remove ${file.name}`} onClick={clearFile}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <Button disabled={!file || storageFull} onClick={() => file && void send(file)}>
        <Upload aria-hidden="true" />
        Upload and Analyze
      </Button>
    </div>
  )
}
