import { LoaderCircle } from 'lucide-react'

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

import type { ResumeVersion } from '../types'

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

interface RestoreVersionDialogProps {
  version: ResumeVersion
  pending: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before a version replaces the current resume, and says that nothing is lost by it. */
export default function RestoreVersionDialog({ version, pending, onConfirm, onCancel }: RestoreVersionDialogProps) {
  return (
    <AlertDialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Restore version {version.number}?</AlertDialogTitle>
          <AlertDialogDescription>
            The resume goes back to its text of {dateTimeFormat.format(new Date(version.createdAt))} ({version.label},
            score {Math.round(version.overallScore)}) and is analysed again. What you have now stays in the list as a
            version, so you can come back to it.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Restore version {version.number}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
