import { FileText, Upload, X } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'wouter'

import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { EDITOR_UPLOAD_RULES, acceptAttribute, checkResumeFile } from '@/lib/file-rules'

import { uploadButtonLabel, useResumeUpload } from '../hooks/use-resume-upload'
import { DropZone } from './drop-zone'

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** The upload screen's form: any visitor may upload; the file is checked here and again by the server. */
export function EditorUpload() {
  const [file, setFile] = useState<File | null>(null)
  const { state, upload, isUploading } = useResumeUpload()

  function chooseFile(candidate: File): void {
    const problem = checkResumeFile(candidate, EDITOR_UPLOAD_RULES)
    if (problem) {
      toast({ ...problem, variant: 'destructive' })
      return
    }
    setFile(candidate)
  }

  return (
    <div className="grid gap-6">
      <DropZone
        accept={acceptAttribute(EDITOR_UPLOAD_RULES)}
        disabled={isUploading}
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
          <Button variant="outline" onClick={openPicker} disabled={isUploading}>
            Browse files
          </Button>
        )}
      </DropZone>

      {file ? (
        <div className="flex items-center gap-3 rounded-lg border bg-muted px-4 py-3" data-testid="selected-file">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{file.name}</p>
            <p className="text-xs text-muted-foreground">{formatSize(file.size)}</p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${file.name}`}
            onClick={() => setFile(null)}
            disabled={isUploading}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button size="lg" disabled={!file || isUploading} onClick={() => file && void upload(file)}>
          <Upload aria-hidden="true" />
          {uploadButtonLabel(state, 'Upload and Analyze')}
        </Button>
        <Button asChild variant="link" size="inline">
          <Link href="/dashboard">Go to your dashboard</Link>
        </Button>
      </div>
    </div>
  )
}
