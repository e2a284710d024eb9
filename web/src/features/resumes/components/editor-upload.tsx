import { FileText, Upload, X } from 'lucide-react'
import { Link } from 'wouter'

import { Button } from '@/components/ui/button'
import { DropZone } from '@/components/ui/drop-zone'
import { useCheckedResumeFile } from '@/hooks/use-checked-resume-file'
import { EDITOR_UPLOAD_RULES, acceptAttribute } from '@/lib/file-rules'

import { useUploadRoom } from '../api/get-upload-room'
import { useResumeUpload } from '../hooks/use-resume-upload'
import { formatFileSize } from '../resume-display'
import { ProcessingPanel } from './processing-panel'
import { UploadRoomNote } from './upload-room-note'

interface EditorUploadProps {
  /** Passed on to the upload hook; tests shorten the pause on the finished panel. */
  completionHoldMs?: number
}

/**
 * The upload screen's form: any visitor may upload; the file is checked here and again by the server, and a full
 * storage is refused before any file is sent.
 */
export function EditorUpload({ completionHoldMs }: EditorUploadProps) {
  const { file, choose: chooseFile, clear: clearFile } = useCheckedResumeFile(EDITOR_UPLOAD_RULES)
  const { progress, upload, reset, openResult } = useResumeUpload({ completionHoldMs })
  const room = useUploadRoom().data
  const full = room?.full ?? false

  if (progress.phase !== 'idle') {
    return (
      <ProcessingPanel
        progress={progress}
        onOpenResult={openResult}
        onRetry={() => {
          clearFile()
          reset()
        }}
      />
    )
  }

  return (
    <div className="grid gap-6">
      {room ? <UploadRoomNote room={room} /> : null}
      <DropZone
        accept={acceptAttribute(EDITOR_UPLOAD_RULES)}
        disabled={full}
        prompt="Drag and drop your resume here, or browse"
        details={
          <>
            Maximum file size: 10MB
            <br />
            Accepted formats: .pdf, .doc, .docx, .txt
          </>
        }
        onFile={chooseFile}
        height="tall"
      >
        {(openPicker) => (
          <Button variant="outline" onClick={openPicker} disabled={full}>
            Browse files
          </Button>
        )}
      </DropZone>

      {file && !full ? (
        <div className="flex items-center gap-3 rounded-lg border bg-muted px-4 py-3" data-testid="selected-file">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium" title={file.name}>
              {file.name}
            </p>
            <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
          </div>
          <Button variant="ghost" size="icon" aria-label={`Remove ${file.name}`} onClick={clearFile}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button size="lg" disabled={!file || full} onClick={() => file && void upload(file)}>
          <Upload aria-hidden="true" />
          Upload and Analyze
        </Button>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <Button asChild variant="link" size="inline">
            <Link href="/scoring">How is this scored?</Link>
          </Button>
          <Button asChild variant="link" size="inline">
            <Link href="/dashboard">Go to your dashboard</Link>
          </Button>
        </div>
      </div>
    </div>
  )
}
