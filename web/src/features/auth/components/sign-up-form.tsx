import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/api-client'

import { useRegister } from '../api/register'
import { signUpSchema, type SignUpValues } from '../schemas'

const SERVER_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const

export function SignUpForm() {
  const registration = useRegister()
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  })
  const { errors } = form.formState

  // confirmPassword only guards against typos; it is never sent.
  const onSubmit = form.handleSubmit(({ confirmPassword: _confirmation, ...values }) => {
    registration.mutate(values, {
      onError: (error) => {
        if (!(error instanceof ApiError)) return
        const fieldErrors = error.fieldErrors
        for (const field of SERVER_FIELDS) {
          const message = fieldErrors[field]
          if (message) form.setError(field, { message })
        }
        if (error.status === 409 && !fieldErrors.email && error.serverMessage) {
          form.setError('email', { message: error.serverMessage })
        }
      },
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Sign up">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint="At least 6 characters">
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  )
}
