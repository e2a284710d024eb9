import { LoaderCircle, Upload } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { DropZone } from '@/components/ui/drop-zone'

import { parseResumeFile } from '../api/builder-api'
import { normalizeBuilderData, type BuilderData } from '../builder-data'
import { fromJsonResume } from '../json-resume'

const ACCEPT = '.pdf,.doc,.docx,.txt,.json'
const MAX_BYTES = 10 * 1024 * 1024

/** A JSON Resume is read in the browser; any other resume file is parsed by the server. */
export async function readResumeFile(file: File): Promise<BuilderData> {
  if (file.size > MAX_BYTES) throw new Error('The file is larger than 10 MB.')
  if (/\.json$/i.test(file.name) || file.type === 'application/json') {
    let parsed: unknown
    try {
      parsed = JSON.parse(await file.text())
    } catch {
      throw new Error('This file is not valid JSON.')
    }
    return fromJsonResume(parsed)
  }
  return normalizeBuilderData(await parseResumeFile(file))
}

interface UploadDialogContentProps {
  onLoaded: (data: BuilderData, fileName: string) => void
}

export default function UploadDialogContent({ onLoaded }: UploadDialogContentProps) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function load(file: File): Promise<void> {
    setBusy(true)
    setError('')
    try {
      onLoaded(await readResumeFile(file), file.name)
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Could not read this resume.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Upload Resume</DialogTitle>
        <DialogDescription>
          Fill the builder from an existing resume (PDF, Word or text) or a JSON Resume file. It replaces what is in the
          builder now.
        </DialogDescription>
      </DialogHeader>
      <DropZone
        accept={ACCEPT}
        disabled={busy}
        prompt="Drop your resume here"
        details="PDF, DOC, DOCX, TXT or JSON Resume, up to 10 MB"
        onFile={(file) => void load(file)}
      >
        {(openPicker) => (
          <Button onClick={openPicker} disabled={busy}>
            {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
            {busy ? 'Reading resume...' : 'Choose File'}
          </Button>
        )}
      </DropZone>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </DialogContent>
  )
}
