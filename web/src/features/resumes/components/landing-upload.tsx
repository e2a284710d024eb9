import { Upload } from 'lucide-react'
import { useEffect } from 'react'
import { useLocation } from 'wouter'

import { Button } from '@/components/ui/button'
import { DropZone } from '@/components/ui/drop-zone'
import { toast } from '@/hooks/use-toast'
import { LANDING_UPLOAD_RULES, acceptAttribute, checkResumeFile } from '@/lib/file-rules'
import { signInPath } from '@/lib/safe-redirect'

import { useUploadRoom } from '../api/get-upload-room'
import { useResumeUpload } from '../hooks/use-resume-upload'
import { keepUntilSignedIn, takeWaitingUpload } from '../pending-upload'
import { ProcessingPanel } from './processing-panel'
import { UploadRoomNote } from './upload-room-note'

interface LandingUploadProps {
  signedIn: boolean
  completionHoldMs?: number
}

/**
 * The landing page box: PDF or TXT up to 5MB, and only for a signed-in user (SPEC §5 Upload). A visitor's file
 * waits while they sign in, and is uploaded when they come back here signed in. Once a file is on its way the box
 * shows the same processing panel as the upload screen.
 */
export function LandingUpload({ signedIn, completionHoldMs }: LandingUploadProps) {
  const [, navigate] = useLocation()
  const { progress, upload, reset, openResult } = useResumeUpload({ completionHoldMs })
  const room = useUploadRoom(signedIn).data
  const full = room?.full ?? false

  // Once signed in and the room is known: a full storage keeps the file back, and the note below says why.
  useEffect(() => {
    if (!signedIn || !room) return
    const waiting = takeWaitingUpload()
    if (waiting && !room.full) void upload(waiting)
    // Taken once, when the user is signed in (`upload` is a new function each render, so it is not a dependency).
  }, [signedIn, room])

  function handleFile(file: File): void {
    if (full) return
    const problem = checkResumeFile(file, LANDING_UPLOAD_RULES)
    if (problem) {
      toast({ ...problem, variant: 'destructive' })
      return
    }
    if (!signedIn) {
      keepUntilSignedIn(file)
      toast({
        title: 'Login required',
        description: 'Please login or register to upload your resume',
        variant: 'destructive',
      })
      navigate(signInPath('/'))
      return
    }
    void upload(file)
  }

  if (progress.phase !== 'idle') {
    return <ProcessingPanel progress={progress} onOpenResult={openResult} onRetry={reset} density="compact" />
  }

  return (
    <div className="grid gap-3">
      <DropZone
        accept={acceptAttribute(LANDING_UPLOAD_RULES)}
        disabled={full}
        prompt="Drag and drop your resume here"
        details="PDF or TXT, up to 5MB"
        onFile={handleFile}
      >
        {(openPicker) => (
          <Button onClick={openPicker} disabled={full}>
            <Upload aria-hidden="true" />
            Choose File
          </Button>
        )}
      </DropZone>
      {room ? (
        <div className="px-3 pb-2">
          <UploadRoomNote room={room} />
        </div>
      ) : null}
    </div>
  )
}
