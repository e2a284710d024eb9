import { LoaderCircle, Trash2 } from 'lucide-react'

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { useReturnFocus } from '@/hooks/use-return-focus'

import { useDeleteResume } from '../api/delete-resume'
import { resumeHeading } from '../resume-list'
import type { ResumeSummary } from '../types'

interface DeleteResumeDialogProps {
  /** The resume to confirm; null keeps the dialog closed. */
  resume: ResumeSummary | null
  onClose: () => void
}

/** Deleting is final (the file and every version go), so it is confirmed first. */
export function DeleteResumeDialog({ resume, onClose }: DeleteResumeDialogProps) {
  const deletion = useDeleteResume()
  const returnFocus = useReturnFocus()
  return (
    <AlertDialog
      open={resume !== null}
      onOpenChange={(open) => {
        if (!open && !deletion.isPending) onClose()
      }}
    >
      <AlertDialogContent {...returnFocus}>
        {resume ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete this resume?</AlertDialogTitle>
              <AlertDialogDescription>
                “{resumeHeading(resume)}”, its file and all of its versions will be deleted. This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={deletion.isPending}>Cancel</AlertDialogCancel>
              <Button
                variant="destructive"
                disabled={deletion.isPending}
                onClick={() => deletion.mutate(resume, { onSettled: onClose })}
              >
                {deletion.isPending ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : (
                  <Trash2 aria-hidden="true" />
                )}
                {deletion.isPending ? 'Deleting...' : 'Delete resume'}
              </Button>
            </AlertDialogFooter>
          </>
        ) : null}
      </AlertDialogContent>
    </AlertDialog>
  )
}
