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
import { Dialog } from '@/components/ui/dialog'

import type { RenderOptions } from '../api/builder-api'
import type { BuilderData } from '../builder-data'
import PreviewDialogContent from './preview-dialog'
import UploadDialogContent from './upload-dialog'

export type BuilderDialog = 'preview' | 'upload' | 'reset' | 'sign-in'

interface BuilderDialogsProps {
  open: BuilderDialog | null
  onOpenChange: (dialog: BuilderDialog | null) => void
  data: BuilderData
  renderOptions: RenderOptions
  templateName: string
  onLoaded: (data: BuilderData, fileName: string) => void
  onReset: () => void
  onSignIn: () => void
}

/**
 * The builder's dialogs in one module, loaded the first time one opens: the dialog engine would otherwise push the
 * builder's first load over the 120 kB budget.
 */
export default function BuilderDialogs({
  open,
  onOpenChange,
  data,
  renderOptions,
  templateName,
  onLoaded,
  onReset,
  onSignIn,
}: BuilderDialogsProps) {
  const toggle = (dialog: BuilderDialog) => (isOpen: boolean) => onOpenChange(isOpen ? dialog : null)
  return (
    <>
      <Dialog open={open === 'preview'} onOpenChange={toggle('preview')}>
        {open === 'preview' ? (
          <PreviewDialogContent data={data} options={renderOptions} templateName={templateName} />
        ) : null}
      </Dialog>
      <Dialog open={open === 'upload'} onOpenChange={toggle('upload')}>
        {open === 'upload' ? <UploadDialogContent onLoaded={onLoaded} /> : null}
      </Dialog>
      <AlertDialog open={open === 'reset'} onOpenChange={toggle('reset')}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Start a new resume?</AlertDialogTitle>
            <AlertDialogDescription>
              Everything in the builder will be cleared. Resumes you saved to the dashboard are kept.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button variant="destructive" onClick={onReset}>
              Start New
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <AlertDialog open={open === 'sign-in'} onOpenChange={toggle('sign-in')}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Authentication Required</AlertDialogTitle>
            <AlertDialogDescription>
              Please log in to save your resume. Your draft stays in this browser. Go to the login page now?
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button onClick={onSignIn}>Go to Login</Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  )
}
