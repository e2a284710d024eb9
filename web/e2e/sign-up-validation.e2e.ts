import { describe, expect, it } from 'vitest'

import { registerThroughApi } from './support/accounts'
import { chromiumPath, expectAccessible, expectToast, uniqueEmail, visit } from './support/browser'
import { suiteSession } from './support/sessions'

describe.skipIf(!chromiumPath)('sign-up validation', () => {
  const session = suiteSession()

  it('shows every SPEC message for an empty form', async () => {
    const { page } = session
    await visit(page, '/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    const form = page.getByRole('form', { name: 'Sign up' })
    await form.getByRole('button', { name: 'Create Account' }).click()
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Password must be at least 6 characters',
      'Please confirm your password',
    ]) {
      await form.getByText(message).waitFor()
    }
    await expectAccessible(page)
  })

  it('says when the passwords do not match', async () => {
    const { page } = session
    const form = page.getByRole('form', { name: 'Sign up' })
    await form.getByLabel('First name').fill('Grace')
    await form.getByLabel('Last name').fill('Hopper')
    await form.getByLabel('Email').fill('grace@example.com')
    await form.getByLabel('Password', { exact: true }).fill('cobol-rules')
    await form.getByLabel('Confirm password').fill('cobol-rule')
    await form.getByRole('button', { name: 'Create Account' }).click()
    await form.getByText('Passwords do not match').waitFor()
    const invalid = await form.getByLabel('Confirm password').getAttribute('aria-invalid')
    expect(invalid).toBe('true')
  })

  it("refuses a common password, and one made of the email, with the server's message on the field", async () => {
    const { page } = session
    const form = page.getByRole('form', { name: 'Sign up' })
    await form.getByLabel('Email').fill(uniqueEmail('common'))
    for (const [password, message] of [
      ['password', 'This password is too common or too easy to guess.'],
      ['aaaaaa', 'This password is too common or too easy to guess.'],
      ['grace.hopper-1906', 'The password must not contain your email address'],
    ] as const) {
      if (message.startsWith('The password')) await form.getByLabel('Email').fill('grace.hopper@example.com')
      await form.getByLabel('Password', { exact: true }).fill(password)
      await form.getByLabel('Confirm password').fill(password)
      await form.getByRole('button', { name: 'Create Account' }).click()
      await form.getByText(message).waitFor()
      expect(await form.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    }
    await expectAccessible(page)
  })

  it('shows the sign-in messages too', async () => {
    const { page } = session
    await page.getByRole('tab', { name: 'Sign In' }).click()
    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByLabel('Email').fill('not-an-email')
    await form.getByLabel('Password').fill('123')
    await form.getByRole('button', { name: 'Sign In' }).click()
    await form.getByText('Please enter a valid email address').waitFor()
    await form.getByText('Password must be at least 6 characters').waitFor()
    await expectAccessible(page)
  })

  it('reports a taken email from the server on the field', async () => {
    const { page, context } = session
    const email = uniqueEmail('taken')
    await registerThroughApi(page, { firstName: 'First', lastName: 'Owner', email, password: 'first-owner' })
    await context.clearCookies()
    await visit(page, '/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    const form = page.getByRole('form', { name: 'Sign up' })
    await form.getByLabel('First name').fill('Second')
    await form.getByLabel('Last name').fill('Owner')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Password', { exact: true }).fill('second-owner')
    await form.getByLabel('Confirm password').fill('second-owner')
    await form.getByRole('button', { name: 'Create Account' }).click()
    await expectToast(page, 'Registration failed')
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true')
    await expectAccessible(page)
  })
})
