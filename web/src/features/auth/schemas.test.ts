import { describe, expect, it } from 'vitest'

import { passwordChangeSchema, profileSchema, signInSchema, signUpSchema } from './schemas'

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  // The first message of each field is the one a form shows.
  const byField: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message
  return byField
}

describe('signInSchema', () => {
  it('accepts a valid email and a 6-character password', () => {
    expect(signInSchema.safeParse({ email: ' ada@example.com ', password: 'secret' }).success).toBe(true)
  })

  it('gives the SPEC messages', () => {
    expect(messages(signInSchema.safeParse({ email: 'ada', password: '12345' }))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    })
  })
})

describe('signUpSchema', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'engines1',
    confirmPassword: 'engines1',
  }

  it('accepts matching passwords', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true)
  })

  it('requires names, a valid email, long passwords and a confirmation', () => {
    expect(
      messages(
        signUpSchema.safeParse({ firstName: ' ', lastName: '', email: 'x@', password: '1', confirmPassword: '' }),
      ),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
    })
  })

  it('reports different passwords on confirmPassword', () => {
    expect(messages(signUpSchema.safeParse({ ...valid, confirmPassword: 'engines2' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    })
  })
})

describe('profileSchema', () => {
  it('trims and requires both names', () => {
    expect(profileSchema.parse({ firstName: ' Ada ', lastName: 'King ' })).toEqual({
      firstName: 'Ada',
      lastName: 'King',
    })
    expect(messages(profileSchema.safeParse({ firstName: '', lastName: ' ' }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    })
  })
})

describe('passwordChangeSchema', () => {
  it('requires the current password and a matching new one', () => {
    expect(
      messages(passwordChangeSchema.safeParse({ currentPassword: '', newPassword: '123', confirmPassword: '' })),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
    })
    expect(
      messages(
        passwordChangeSchema.safeParse({
          currentPassword: 'old',
          newPassword: 'newpass1',
          confirmPassword: 'newpass2',
        }),
      ),
    ).toEqual({ confirmPassword: 'Passwords do not match' })
  })
})
