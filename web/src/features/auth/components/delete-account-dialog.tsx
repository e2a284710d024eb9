import { Trash2 } from 'lucide-react'
import { useState } from 'react'

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/api-client'

import { useDeleteAccount } from '../api/delete-account'

/** Deleting asks for the password, so that a browser left signed in is not enough to erase the account. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [serverError, setServerError] = useState<string>()
  const deletion = useDeleteAccount()
  const ready = password !== ''

  function handleOpenChange(next: boolean): void {
    if (deletion.isPending) return
    setOpen(next)
    if (!next) {
      setPassword('')
      setServerError(undefined)
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={handleOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault()
            if (!ready) return
            deletion.mutate(password, {
              onError: (error) => {
                setServerError(error instanceof ApiError ? error.fieldErrors.currentPassword : undefined)
              },
            })
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              This permanently deletes your account, your resumes, builder drafts and interview history. It cannot be
              undone. Download your data first if you want a copy.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <FormField label="Your password" error={serverError}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value)
                  setServerError(undefined)
                }}
              />
            )}
          </FormField>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deletion.isPending}>Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!ready || deletion.isPending}>
              {deletion.isPending ? 'Deleting account...' : 'Delete account permanently'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
