import { XCircle } from 'lucide-react'

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

interface CancelInterviewDialogProps {
  onKeepGoing: () => void
  onCancel: () => void
}

/** Cancelling throws the answers away, so it is confirmed first. */
export default function CancelInterviewDialog({ onKeepGoing, onCancel }: CancelInterviewDialogProps) {
  return (
    <AlertDialog open onOpenChange={(open) => (open ? undefined : onKeepGoing())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel this interview?</AlertDialogTitle>
          <AlertDialogDescription>
            Your answers so far are not kept and there will be no analysis. To keep them, choose Complete & Get Feedback
            instead.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep going</AlertDialogCancel>
          <Button variant="destructive" onClick={onCancel}>
            <XCircle aria-hidden="true" />
            Cancel Interview
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
