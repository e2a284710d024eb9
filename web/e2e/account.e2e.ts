import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { logOutThroughMenu, signInThroughForm, type Account } from './support/accounts'
import { chromiumPath, expectAccessible, expectToast, pathOf, settle, uniqueEmail, visit } from './support/browser'
import { signedInSession, suiteSession } from './support/sessions'

describe.skipIf(!chromiumPath)('profile and settings', () => {
  const account: Account = {
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: uniqueEmail('katherine'),
    password: 'orbital-mechanics',
  }
  const newPassword = 'trajectory-2026'
  const session = suiteSession(() => signedInSession(account))

  it('renames the user, and the avatar follows', async () => {
    const { page } = session
    await visit(page, '/profile')
    expect(await page.getByTestId('avatar-initials').textContent()).toBe('KJ')
    const form = page.getByRole('form', { name: 'Your name' })
    await form.getByLabel('First name').fill('Kathy')
    await form.getByLabel('Last name').fill('Goble')
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expectToast(page, 'Profile updated')
    await expect(page.getByTestId('profile-name').textContent()).resolves.toBe('Kathy Goble')
    expect(await page.getByTestId('avatar-initials').textContent()).toBe('KG')
    await expectAccessible(page)
  })

  it('refuses a password change with the wrong current password', async () => {
    const { page } = session
    const form = page.getByRole('form', { name: 'Change password' })
    await form.getByLabel('Current password').fill('not-my-password')
    await form.getByLabel('New password', { exact: true }).fill(newPassword)
    await form.getByLabel('Confirm new password').fill(newPassword)
    await form.getByRole('button', { name: 'Change password' }).click()
    await form.getByText('Current password is incorrect').waitFor()
    await expectAccessible(page)
  })

  it('changes the password, which then signs in', async () => {
    const { page } = session
    const form = page.getByRole('form', { name: 'Change password' })
    await form.getByLabel('Current password').fill(account.password)
    await form.getByRole('button', { name: 'Change password' }).click()
    await expectToast(page, 'Password changed')
    await logOutThroughMenu(page)
    await visit(page, '/auth')
    await signInThroughForm(page, account.email, newPassword)
    expect(pathOf(page)).toBe('/')
  })

  it('shows the AI engine and model in settings', async () => {
    const { page } = session
    await visit(page, '/settings')
    const details = page.getByTestId('engine-details')
    await details.waitFor()
    const text = await details.textContent()
    const serverSettings = (await (await page.request.get('/api/settings')).json()) as { model: string }
    expect(text).toContain('Offline engine')
    expect(text).toContain(serverSettings.model)
  })

  it('downloads all of the data as JSON', async () => {
    const { page } = session
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^vitae-data-.*\.json$/)
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { account: { email: string } }
    expect(exported.account.email).toBe(account.email)
  })

  it('deletes the account only with the password, and signs out', async () => {
    const { page } = session
    await page.getByRole('button', { name: 'Delete account' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    await expectAccessible(page)
    const confirm = dialog.getByRole('button', { name: 'Delete account permanently' })
    expect(await confirm.isDisabled()).toBe(true)
    await dialog.getByLabel('Your password').fill(account.email)
    await confirm.click()
    await dialog.getByText('The password is incorrect').waitFor()
    await dialog.getByLabel('Your password').fill(newPassword)
    await confirm.click()
    await expectToast(page, 'Account deleted')
    await page.getByRole('link', { name: 'Login' }).waitFor()
    expect(pathOf(page)).toBe('/')
    await settle(page)
    const login = await page.request.post('/api/auth/login', { data: { email: account.email, password: newPassword } })
    expect(login.status()).toBe(401)
  })
})
