import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/api-client'

import { useChangePassword } from '../api/change-password'
import { passwordChangeSchema, type PasswordChangeValues } from '../schemas'

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' }

export function PasswordForm() {
  const change = useChangePassword()
  const form = useForm<PasswordChangeValues>({ resolver: zodResolver(passwordChangeSchema), defaultValues: EMPTY })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => form.reset(EMPTY),
        onError: (error) => {
          if (!(error instanceof ApiError)) return
          const { currentPassword: currentError, newPassword: newError } = error.fieldErrors
          if (currentError) form.setError('currentPassword', { message: currentError }, { shouldFocus: true })
          if (newError) form.setError('newPassword', { message: newError })
        },
      },
    )
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Change password">
      <FormField label="Current password" error={errors.currentPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="New password" error={errors.newPassword?.message} hint="At least 6 characters">
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register('newPassword')} />
          )}
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          )}
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing password...' : 'Change password'}
        </Button>
      </div>
    </form>
  )
}
