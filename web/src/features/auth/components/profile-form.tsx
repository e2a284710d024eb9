import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/api-client'

import { useUpdateProfile } from '../api/update-profile'
import { profileSchema, type ProfileValues } from '../schemas'
import type { User } from '../types'

export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile()
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    values: { firstName: user.firstName, lastName: user.lastName },
  })
  const { errors, isDirty } = form.formState

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onError: (error) => {
        if (!(error instanceof ApiError)) return
        const { firstName, lastName } = error.fieldErrors
        if (firstName) form.setError('firstName', { message: firstName })
        if (lastName) form.setError('lastName', { message: lastName })
      },
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Your name">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
        </FormField>
      </div>
      <FormField label="Email" hint="Your email is your sign-in name and cannot be changed here.">
        {(control) => <Input {...control} type="email" value={user.email} readOnly />}
      </FormField>
      <div>
        <Button type="submit" disabled={update.isPending || !isDirty}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  )
}
