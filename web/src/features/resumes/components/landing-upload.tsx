import { Upload } from 'lucide-react'
import { useLocation } from 'wouter'

import { Button } from '@/components/ui/button'
import { DropZone } from '@/components/ui/drop-zone'
import { toast } from '@/hooks/use-toast'
import { LANDING_UPLOAD_RULES, acceptAttribute, checkResumeFile } from '@/lib/file-rules'

import { useResumeUpload } from '../hooks/use-resume-upload'
import { ProcessingPanel } from './processing-panel'

interface LandingUploadProps {
  signedIn: boolean
  completionHoldMs?: number
}

/**
 * The landing page box: PDF or TXT up to 5MB, and only for a signed-in user (SPEC §5 Upload). Once a file is
 * on its way the box shows the same processing panel as the upload screen.
 */
export function LandingUpload({ signedIn, completionHoldMs }: LandingUploadProps) {
  const [, navigate] = useLocation()
  const { progress, upload, reset, openResult } = useResumeUpload({ completionHoldMs })

  function handleFile(file: File): void {
    if (!signedIn) {
      toast({ title: 'Login required', description: 'Please login or register to upload your resume' })
      navigate('/auth')
      return
    }
    const problem = checkResumeFile(file, LANDING_UPLOAD_RULES)
    if (problem) {
      toast({ ...problem, variant: 'destructive' })
      return
    }
    void upload(file)
  }

  if (progress.phase !== 'idle') {
    return <ProcessingPanel progress={progress} onOpenResult={openResult} onRetry={reset} density="compact" />
  }

  return (
    <DropZone
      accept={acceptAttribute(LANDING_UPLOAD_RULES)}
      prompt="Drag and drop your resume here"
      details="PDF or TXT, up to 5MB"
      onFile={handleFile}
    >
      {(openPicker) => (
        <Button onClick={openPicker}>
          <Upload aria-hidden="true" />
          Choose File
        </Button>
      )}
    </DropZone>
  )
}
