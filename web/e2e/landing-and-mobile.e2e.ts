import { describe, expect, it } from 'vitest'

import {
  chromiumPath,
  DESKTOP,
  expectAccessible,
  expectToast,
  MOBILE,
  openBrowser,
  pathOf,
  settle,
  visit,
} from './support/browser'
import { inOwnBrowser, signedInSession, suiteSession } from './support/sessions'
import { DETAIL_PATH } from './support/uploads'

const SAMPLE_RESUME = [
  'Mary Somerville',
  'mary.somerville@example.com',
  '',
  'Experience',
  'Science Writer, Royal Society, 1831 - 1848',
  '- Wrote a widely used textbook on celestial mechanics',
  '',
  'Education',
  'Self-taught mathematics and astronomy',
  '',
  'Skills',
  'Mathematics, Astronomy, Technical writing',
].join('\n')

describe.skipIf(!chromiumPath)('landing page', () => {
  const session = suiteSession()

  it('shows the headline, the four steps and both buttons', async () => {
    const { page } = session
    await visit(page, '/')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Optimize Your Resume with AI')
    for (const step of ['Upload', 'Analyze', 'Optimize', 'Match']) {
      await page.getByRole('heading', { level: 3, name: step }).waitFor()
    }
    expect(await page.getByRole('link', { name: 'Upload Resume' }).first().getAttribute('href')).toBe('/editor')
    expect(await page.getByRole('link', { name: 'View Dashboard' }).getAttribute('href')).toBe('/dashboard')
    await page.getByText(/© \d{4} Vitae/).waitFor()
  })

  it('highlights the box while a file is dragged over it', async () => {
    const { page } = session
    const box = page.locator('[data-slot="drop-zone"]')
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer()
      transfer.items.add(new File(['hello'], 'resume.txt', { type: 'text/plain' }))
      return transfer
    })
    await box.dispatchEvent('dragover', { dataTransfer })
    await box.getByText('Drop your file here').waitFor()
    expect(await box.getAttribute('data-dragging')).toBe('true')
  })

  it("sends a signed-out visitor who picks a file to /auth with 'Login required'", async () => {
    const { page } = session
    await visit(page, '/')
    await page.getByTestId('resume-file-input').setInputFiles({
      name: 'resume.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Ada Lovelace\nAnalyst\n'),
    })
    await expectToast(page, 'Login required', 'Please login or register to upload your resume')
    await page.waitForURL((url) => url.pathname === '/auth')
  })
})

describe.skipIf(!chromiumPath)('uploading while signed in', () => {
  const session = suiteSession(() =>
    signedInSession({ firstName: 'Mary', lastName: 'Somerville', password: 'mechanism-of-heavens' }),
  )

  it('refuses a Word file on the landing page with the widget message', async () => {
    const { page } = session
    await visit(page, '/')
    await page.getByTestId('resume-file-input').setInputFiles({
      name: 'resume.docx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('not really a docx'),
    })
    await expectToast(page, 'Invalid file type', 'Please upload a PDF or TXT file')
    expect(pathOf(page)).toBe('/')
  })

  it('uploads a text resume from the landing page and opens it', async () => {
    const { page } = session
    await visit(page, '/')
    await page.getByTestId('resume-file-input').setInputFiles({
      name: 'resume.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(SAMPLE_RESUME),
    })
    await expectToast(page, 'Resume uploaded successfully')
    await page.waitForURL((url) => DETAIL_PATH.test(url.pathname))
    await settle(page)
    await expectAccessible(page)
  })
})

describe.skipIf(!chromiumPath)('navigation by screen width', () => {
  it('shows the bottom navigation on a phone and hides it on a desktop', async () => {
    await inOwnBrowser(openBrowser(MOBILE), async ({ page }) => {
      await visit(page, '/')
      const nav = page.getByRole('navigation', { name: 'Mobile' })
      expect(await nav.isVisible()).toBe(true)
      for (const label of ['Dashboard', 'Build', 'Tweak', 'Interview']) {
        expect(await nav.getByRole('link', { name: label }).isVisible()).toBe(true)
      }
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false)
      await nav.getByRole('link', { name: 'Tweak' }).click()
      await page.waitForURL((url) => url.pathname === '/editor')
      await settle(page)
      expect(pathOf(page)).toBe('/editor')
    })

    await inOwnBrowser(openBrowser(DESKTOP), async ({ page }) => {
      await visit(page, '/')
      expect(await page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(false)
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true)
    })
  })
})
