import { FileText, LoaderCircle } from 'lucide-react'
import { useId, useState, type ChangeEvent } from 'react'

import { Label } from '@/components/ui/label'
import { toast } from '@/hooks/use-toast'

import { readJobDescriptionOnServer } from '../api/read-job-description'
import { JOB_DESCRIPTION_ACCEPT, readJobDescriptionFile } from '../job-description-file'
import { FILE_UNREADABLE_MESSAGE, FILE_UPLOAD_FAILED_TITLE, FILE_UPLOADED_TITLE } from '../messages'

interface JobDescriptionFileFieldProps {
  /** The chosen file's name; null once the person types in the text box (SPEC §5). */
  fileName: string | null
  /** Changing the key empties the native input, so choosing the same file again reads it again. */
  inputKey: number
  onRead: (text: string, fileName: string) => void
  onBusyChange?: (busy: boolean) => void
}

/** SPEC §2 job description file input: .txt read here, PDF and Word read by the server, all into the text box. */
export function JobDescriptionFileField({ fileName, inputKey, onRead, onBusyChange }: JobDescriptionFileFieldProps) {
  const inputId = useId()
  const hintId = `${inputId}-hint`
  const [reading, setReading] = useState(false)

  async function choose(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0]
    if (!file) return
    setReading(true)
    onBusyChange?.(true)
    try {
      const text = await readJobDescriptionFile(file, readJobDescriptionOnServer)
      onRead(text, file.name)
      toast({
        title: FILE_UPLOADED_TITLE,
        description: `Read the job description from ${file.name}.`,
        variant: 'success',
      })
    } catch {
      event.target.value = ''
      toast({ title: FILE_UPLOAD_FAILED_TITLE, description: FILE_UNREADABLE_MESSAGE, variant: 'destructive' })
    } finally {
      setReading(false)
      onBusyChange?.(false)
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Job description file</Label>
      <input
        key={inputKey}
        id={inputId}
        type="file"
        accept={JOB_DESCRIPTION_ACCEPT}
        aria-describedby={hintId}
        disabled={reading}
        onChange={(event) => void choose(event)}
        data-testid="job-description-file-input"
        className="block w-full cursor-pointer rounded-md border border-dashed border-input bg-background text-sm text-foreground file:mr-3 file:cursor-pointer file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-semibold file:text-secondary-foreground hover:file:bg-secondary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-wait disabled:opacity-60"
      />
      <p id={hintId} className="flex items-center gap-1.5 text-xs text-muted-foreground" aria-live="polite">
        {reading ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
            Reading the file...
          </>
        ) : fileName ? (
          <>
            <FileText aria-hidden="true" className="size-3.5" />
            Using {fileName}. Typing below replaces it.
          </>
        ) : (
          'A .txt, .pdf, .doc or .docx posting; its text appears below.'
        )}
      </p>
    </div>
  )
}
