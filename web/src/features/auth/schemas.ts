// zod/mini keeps the same rules at a fraction of the bundle size of the chained API.
import { z } from 'zod/mini'

/** Form rules and messages of SPEC §5, word for word. */
export const EMAIL_MESSAGE = 'Please enter a valid email address'
export const PASSWORD_MESSAGE = 'Password must be at least 6 characters'
export const MIN_PASSWORD_LENGTH = 6
const MAX_NAME_LENGTH = 100

const email = z.string().check(z.trim(), z.regex(z.regexes.email, EMAIL_MESSAGE))
const password = z.string().check(z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGE))
const confirmation = z.string().check(z.minLength(MIN_PASSWORD_LENGTH, 'Please confirm your password'))

function requiredName(message: string) {
  return z
    .string()
    .check(z.trim(), z.minLength(1, message), z.maxLength(MAX_NAME_LENGTH, `Use at most ${MAX_NAME_LENGTH} characters`))
}

export const signInSchema = z.object({ email, password })

export const signUpSchema = z
  .object({
    firstName: requiredName('First name is required'),
    lastName: requiredName('Last name is required'),
    email,
    password,
    confirmPassword: confirmation,
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      error: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  )

export const profileSchema = z.object({
  firstName: requiredName('First name is required'),
  lastName: requiredName('Last name is required'),
})

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Current password is required')),
    newPassword: password,
    confirmPassword: confirmation,
  })
  .check(
    z.refine((values) => values.newPassword === values.confirmPassword, {
      error: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  )

export type SignInValues = z.infer<typeof signInSchema>
export type SignUpValues = z.infer<typeof signUpSchema>
export type ProfileValues = z.infer<typeof profileSchema>
export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>
