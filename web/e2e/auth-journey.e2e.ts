import { describe, expect, it } from 'vitest'

import { logOutThroughMenu, signInThroughForm, signUpThroughForm, type Account } from './support/accounts'
import { chromiumPath, expectAccessible, expectToast, pathOf, settle, uniqueEmail, visit } from './support/browser'
import { suiteSession } from './support/sessions'

describe.skipIf(!chromiumPath)('signing up, out and back in', () => {
  const account: Account = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail('ada'),
    password: 'analytical-engine',
  }
  const session = suiteSession()

  it('signs up and lands signed in with the right initials', async () => {
    const { page } = session
    await signUpThroughForm(page, account)
    expect(pathOf(page)).toBe('/')
    await expectToast(page, 'Account created!')
    expect(await page.getByTestId('avatar-initials').textContent()).toBe('AL')
    await expectAccessible(page)
  })

  it('shows the name and email in the menu, which closes on an outside click', async () => {
    const { page } = session
    await page.getByTestId('user-menu-trigger').click()
    const menu = page.getByRole('menu')
    await expect(menu.getByText('Ada Lovelace').isVisible()).resolves.toBe(true)
    await expect(menu.getByText(account.email).isVisible()).resolves.toBe(true)
    await expectAccessible(page)
    await page.mouse.click(10, 600)
    await menu.waitFor({ state: 'detached' })
  })

  it('sends a signed-in user away from /auth', async () => {
    const { page } = session
    await page.goto('/auth')
    await page.waitForURL((url) => url.pathname === '/')
    await settle(page)
  })

  it('logs out, and a protected route then redirects to /auth', async () => {
    const { page } = session
    await logOutThroughMenu(page)
    await visit(page, '/dashboard')
    expect(pathOf(page)).toBe('/auth')
    await expect(page.getByRole('heading', { level: 1, name: 'Vitae' }).isVisible()).resolves.toBe(true)
  })

  it('signs in and goes back to the screen that asked for it', async () => {
    const { page } = session
    await signInThroughForm(page, account.email, account.password)
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Resume Dashboard' }).isVisible()).resolves.toBe(true)
    await expectToast(page, 'Welcome back!')
    await expectAccessible(page)
  })

  it('refuses a wrong password with the server message', async () => {
    const { page } = session
    await logOutThroughMenu(page)
    await visit(page, '/auth')
    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByLabel('Email').fill(account.email)
    await form.getByLabel('Password').fill('not-the-password')
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expectToast(page, 'Login failed', 'Invalid email or password')
    expect(pathOf(page)).toBe('/auth')
    await expectAccessible(page)
  })
})

describe.skipIf(!chromiumPath)('unknown addresses', () => {
  const session = suiteSession()

  it('shows the 404 page for a random path', async () => {
    const { page } = session
    await visit(page, `/no-such-page-${Date.now().toString(36)}`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('404 Page Not Found')
  })
})
