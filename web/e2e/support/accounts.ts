import { expect } from 'vitest'
import type { Page } from 'playwright-core'

import { expectAccessible, pathOf, settle, visit } from './browser'

export interface Account {
  firstName: string
  lastName: string
  email: string
  password: string
}

/** Signs up through the /auth form and waits until the app shows the signed-in avatar. */
export async function signUpThroughForm(page: Page, account: Account): Promise<void> {
  await visit(page, '/auth')
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByLabel('First name').fill(account.firstName)
  await form.getByLabel('Last name').fill(account.lastName)
  await form.getByLabel('Email').fill(account.email)
  await form.getByLabel('Password', { exact: true }).fill(account.password)
  await form.getByLabel('Confirm password').fill(account.password)
  await expectAccessible(page)
  await form.getByRole('button', { name: 'Create Account' }).click()
  await page.getByTestId('user-menu-trigger').waitFor()
  await settle(page)
}

/** Signs in through the /auth form (the page must already show it). */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await page.getByTestId('user-menu-trigger').waitFor()
  await settle(page)
}

export async function logOutThroughMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu-trigger').click()
  await expectAccessible(page)
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await page.getByRole('link', { name: 'Login' }).waitFor()
  expect(pathOf(page)).toBe('/')
}

/** Creates an account straight through the API (the journeys that are not about signing up start here). */
export async function registerThroughApi(page: Page, account: Account): Promise<void> {
  const response = await page.request.post('/api/auth/register', { data: account })
  expect(response.status()).toBe(201)
}

/** Waits for the sign-in screen, which was asked to send the person back to `next` afterwards (when given). */
export async function expectSentToSignIn(page: Page, next?: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/auth')
  if (next !== undefined) expect(new URL(page.url()).searchParams.get('next')).toBe(next)
}
