import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'

import { registerThroughApi, type Account } from './support/accounts'
import { chromiumPath, expectAccessible, pathOf, settle, uniqueEmail, visit } from './support/browser'
import { signedInSession, suiteSession } from './support/sessions'

/** Presses Tab until the focused element matches, as someone without a mouse would. */
async function tabUntil(page: Page, matches: (element: Element) => boolean, limit = 40): Promise<void> {
  const source = `(${matches.toString()})`
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab')
    const found = await page.evaluate(
      (code) => document.activeElement !== null && (0, eval)(code)(document.activeElement),
      source,
    )
    if (found) return
  }
  throw new Error(`Nothing matching ${source} took focus within ${limit} Tab presses.`)
}

describe.skipIf(!chromiumPath)('keyboard only', () => {
  const account: Account = {
    firstName: 'Alan',
    lastName: 'Turing',
    email: uniqueEmail('alan'),
    password: 'enigma-1912',
  }

  const session = suiteSession(() => signedInSession(account))

  beforeAll(async () => {
    await session.context.clearCookies()
  })

  it('offers a skip link first', async () => {
    const { page } = session
    await visit(page, '/')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content')
  })

  it('signs in with Tab, typing and Enter', async () => {
    const { page } = session
    await visit(page, '/auth')
    await tabUntil(page, (element) => element.getAttribute('type') === 'email')
    await page.keyboard.type(account.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(account.password)
    await page.keyboard.press('Enter')
    await page.getByTestId('user-menu-trigger').waitFor()
    await settle(page)
    expect(pathOf(page)).toBe('/')
  })

  it('switches the auth tabs with the arrow keys', async () => {
    const { page, context } = session
    await context.clearCookies()
    await visit(page, '/auth')
    await tabUntil(page, (element) => element.getAttribute('role') === 'tab')
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign Up')
    await page.getByRole('form', { name: 'Sign up' }).waitFor()
    await expectAccessible(page)
  })

  it('opens the account menu, moves through it and closes it with Escape', async () => {
    const { page } = session
    await registerThroughApi(page, { ...account, email: uniqueEmail('alan.menu') })
    await visit(page, '/')
    await tabUntil(page, (element) => element.getAttribute('data-testid') === 'user-menu-trigger')
    await page.keyboard.press('Enter')
    await page.getByRole('menu').waitFor()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Profile')
    await page.keyboard.press('ArrowDown')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Settings')
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('user-menu-trigger')
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/settings')
    await settle(page)
  })
})
