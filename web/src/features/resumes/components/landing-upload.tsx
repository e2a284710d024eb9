import { Upload } from 'lucide-react'
import { useLocation } from 'wouter'

import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { LANDING_UPLOAD_RULES, acceptAttribute, checkResumeFile } from '@/lib/file-rules'

import { uploadButtonLabel, useResumeUpload } from '../hooks/use-resume-upload'
import { DropZone } from './drop-zone'

/** The landing page box: PDF or TXT up to 5MB, and only for a signed-in user (SPEC §5 Upload). */
export function LandingUpload({ signedIn }: { signedIn: boolean }) {
  const [, navigate] = useLocation()
  const { state, upload, isUploading } = useResumeUpload()

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

  return (
    <DropZone
      accept={acceptAttribute(LANDING_UPLOAD_RULES)}
      disabled={isUploading}
      prompt="Drag and drop your resume here"
      details="PDF or TXT, up to 5MB"
      onFile={handleFile}
    >
      {(openPicker) => (
        <Button onClick={openPicker} disabled={isUploading} aria-live="polite">
          <Upload aria-hidden="true" />
          {uploadButtonLabel(state, 'Choose File')}
        </Button>
      )}
    </DropZone>
  )
}
