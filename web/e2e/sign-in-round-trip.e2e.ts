/**
 * The user's work survives signing in: a file chosen on the landing page, a visitor's uploaded resume and the
 * screen they were on all come through /auth, and after signing up or in the file is uploaded, the resume is in
 * the account and the person is back where they were. Only paths on this site are followed back.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { registerThroughApi, type Account } from './support/accounts'
import {
  chromiumPath,
  expectAccessible,
  expectToast,
  openBrowser,
  pathOf,
  settle,
  uniqueEmail,
  visit,
} from './support/browser'
import { textResume } from './support/resume-files'
import { inOwnBrowser } from './support/sessions'
import { DETAIL_PATH, uploadThroughEditor } from './support/uploads'

function newAccount(firstName: string, lastName: string): Account {
  return { firstName, lastName, email: uniqueEmail(firstName.toLowerCase()), password: 'kept-through-sign-in' }
}

/** Fills the Sign Up tab of the /auth screen that is open (it keeps its ?next=) and creates the account. */
async function signUpHere(page: Page, account: Account): Promise<void> {
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByLabel('First name').fill(account.firstName)
  await form.getByLabel('Last name').fill(account.lastName)
  await form.getByLabel('Email').fill(account.email)
  await form.getByLabel('Password', { exact: true }).fill(account.password)
  await form.getByLabel('Confirm password').fill(account.password)
  await form.getByRole('button', { name: 'Create Account' }).click()
  await page.getByTestId('user-menu-trigger').waitFor()
}

/** Fills the Sign In tab of the /auth screen that is open. */
async function signInHere(page: Page, account: Account): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(account.email)
  await form.getByLabel('Password').fill(account.password)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await page.getByTestId('user-menu-trigger').waitFor()
}

async function accountResumeIds(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/resumes')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { id: string }[]).map((resume) => resume.id)
}

describe.skipIf(!chromiumPath)('work that survives signing in', () => {
  it('uploads the file a visitor chose on the landing page once they have signed up', async () => {
    await inOwnBrowser(openBrowser(), async ({ page }) => {
      await visit(page, '/')
      await page.getByTestId('resume-file-input').setInputFiles(textResume('ada-lovelace.txt'))
      await expectToast(page, 'Login required', 'Please login or register to upload your resume')
      await page.waitForURL((url) => url.pathname === '/auth')
      await page.getByTestId('waiting-upload').getByText('ada-lovelace.txt').waitFor()
      await expectAccessible(page)

      await signUpHere(page, newAccount('Ada', 'Lovelace'))
      await expectToast(page, 'Resume uploaded successfully')
      await page.waitForURL((url) => DETAIL_PATH.test(url.pathname), { timeout: 30_000 })
      await settle(page)
      const id = pathOf(page).split('/').at(-1)!
      expect(await accountResumeIds(page)).toEqual([id])
      expect(await page.getByTestId('keep-offer').count()).toBe(0)
    })
  })

  it("keeps a visitor's resume in the account they create from 'Sign in to keep it', back on its page", async () => {
    await inOwnBrowser(openBrowser(), async ({ page }) => {
      const id = await uploadThroughEditor(page, textResume('grace-hopper.txt'))
      await page.getByRole('link', { name: 'Sign in to keep it' }).click()
      await page.waitForURL((url) => url.pathname === '/auth')

      await signUpHere(page, newAccount('Grace', 'Hopper'))
      await page.waitForURL((url) => url.pathname === `/editor/${id}`)
      await expectToast(page, 'Resume claimed')
      await expect.poll(() => accountResumeIds(page)).toEqual([id])
      // The offer shows while the claim is under way, and goes once the page has the claimed resume.
      await page.getByTestId('keep-offer').waitFor({ state: 'detached' })
      await settle(page)
      expect(new URL(page.url()).search).toBe('')
      expect(await page.getByRole('complementary', { name: 'Guest upload' }).count()).toBe(0)
      await expectAccessible(page)
    })
  })

  it('saves a visitor\'s resume after signing in from "Save to Dashboard", and offers the claim on the page', async () => {
    const account = newAccount('Mary', 'Jackson')
    await inOwnBrowser(openBrowser(), async (other) => registerThroughApi(other.page, account))
    await inOwnBrowser(openBrowser(), async ({ page }) => {
      const id = await uploadThroughEditor(page, textResume('mary-jackson.txt'))
      await page.getByTestId('enhanced-version-card').getByRole('button', { name: 'Save to Dashboard' }).click()
      const loginRequired = page.locator('[data-slot="toast"]').filter({ hasText: 'Login Required' })
      await loginRequired.first().waitFor()
      expect(await loginRequired.first().getAttribute('data-variant')).toBe('destructive')
      await page.waitForURL((url) => url.pathname === '/auth')

      await signInHere(page, account)
      await page.waitForURL((url) => url.pathname === `/editor/${id}` && url.search === '')
      await expectToast(page, 'Saved to Dashboard')
      await expect.poll(() => accountResumeIds(page)).toContain(id)

      // A second visitor upload, then signing in from the page: the page offers to keep it.
      await page.getByTestId('user-menu-trigger').click()
      await page.getByRole('menuitem', { name: 'Log out' }).click()
      await page.getByRole('link', { name: 'Login' }).waitFor()
      const second = await uploadThroughEditor(page, textResume('mary-jackson-2.txt'))
      await page.getByRole('link', { name: 'Login' }).click()
      await page.waitForURL((url) => url.pathname === '/auth')
      await signInHere(page, account)
      await page.waitForURL((url) => url.pathname === `/editor/${second}`)
      const offer = page.getByTestId('keep-offer')
      await offer.waitFor()
      await expectAccessible(page)
      await offer.getByRole('button', { name: 'Keep it in my dashboard' }).click()
      await expectToast(page, 'Resume claimed')
      await offer.waitFor({ state: 'detached' })
      await expect.poll(() => accountResumeIds(page)).toContain(second)
    })
  })

  it('comes back to the screen the person signed in from, and only to a path on this site', async () => {
    const account = newAccount('Katherine', 'Johnson')
    await inOwnBrowser(openBrowser(), async (other) => registerThroughApi(other.page, account))
    await inOwnBrowser(openBrowser(), async ({ page }) => {
      await visit(page, '/scoring')
      await page.getByRole('link', { name: 'Login' }).click()
      await page.waitForURL((url) => url.pathname === '/auth')
      await signInHere(page, account)
      await page.waitForURL((url) => url.pathname === '/scoring')
    })
    for (const crafted of ['//evil.example/x', 'https://evil.example/x', '/\\evil.example', '/\t/evil.example']) {
      await inOwnBrowser(openBrowser(), async ({ page }) => {
        await visit(page, `/auth?next=${encodeURIComponent(crafted)}`)
        await signInHere(page, account)
        await page.waitForURL((url) => url.pathname === '/')
        expect(new URL(page.url()).host).not.toContain('evil')
      })
    }
  })
})
