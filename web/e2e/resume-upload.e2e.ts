import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'

import { expectSentToSignIn } from './support/accounts'
import {
  chromiumPath,
  expectAccessible,
  expectNoHorizontalOverflow,
  expectToast,
  MOBILE,
  openBrowser,
  pathOf,
  settle,
  visit,
} from './support/browser'
import { docxResume, pdfResume, pngNamedPdf, textResume } from './support/resume-files'
import { inOwnBrowser, signedInSession, suiteSession } from './support/sessions'
import { chooseAndUpload, waitForDetail } from './support/uploads'

/** Waits for the processing panel to finish, checks it, and follows it to the detail screen. */
async function finishProcessing(page: Page): Promise<void> {
  const panel = page.locator('[data-testid="processing-panel"][data-phase="complete"]')
  await panel.waitFor({ timeout: 30_000 })
  expect(await panel.getByTestId('processing-percent').textContent()).toBe('100%')
  for (const step of ['upload', 'parse', 'analyze', 'enhance']) {
    expect(await panel.getByTestId(`processing-step-${step}`).getAttribute('data-status')).toBe('done')
  }
  await panel.getByText(/^Text read in .+ ms, structured in .+ ms$/).waitFor()
  await panel.getByText(/^Scored in .+ ms$/).waitFor()
  await panel.getByText(/^\d+ improvements? in .+ ms$/).waitFor()
  await panel.getByText('Processing Complete', { exact: true }).waitFor()
  await expectAccessible(page)
  await waitForDetail(page, 10_000)
}

async function expectReport(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor()
  const overall = page.getByTestId('overall-score')
  const score = Number(await overall.getByRole('meter', { name: 'Overall score' }).getAttribute('aria-valuenow'))
  expect(score).toBeGreaterThan(0)
  expect(score).toBeLessThanOrEqual(100)
  const label = score >= 80 ? 'Excellent' : score >= 70 ? 'Good' : 'Needs Improvement'
  await overall.getByText(label, { exact: true }).waitFor()
  const categories = page.getByRole('region', { name: 'Category Breakdown' }).getByRole('meter')
  expect(await categories.count()).toBe(4)
  expect(await categories.evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-label')))).toEqual([
    'ATS Compliance',
    'Keyword Density',
    'Recruiter Friendliness',
    'Conciseness & Impact',
  ])
  for (const group of ['atsCompliance', 'keywordDensity', 'recruiterFriendliness', 'concisenessImpact']) {
    await page.getByTestId(`findings-group-${group}`).waitFor()
  }
  await expectAccessible(page)
}

describe.skipIf(!chromiumPath)('a visitor uploads in the editor', () => {
  const session = suiteSession()

  it('watches the real upload progress, then the processing steps, then sees the full report', async () => {
    const { page, context } = session
    await visit(page, '/editor')
    await page.getByText('Maximum file size: 10MB').waitFor()
    expect(await page.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard')

    // A slow connection makes the upload last long enough to watch its percentage rise.
    const network = await context.newCDPSession(page)
    await network.send('Network.enable')
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 48 * 1024,
    })
    await chooseAndUpload(page, pdfResume('katherine-johnson.pdf', 96 * 1024))
    const upload = page.getByTestId('processing-step-upload')
    await upload.getByText(/^Uploading \(\d+%\) · \d+ KB$/).waitFor({ timeout: 10_000 })
    expect(await upload.getAttribute('data-status')).toBe('active')
    await page.getByRole('heading', { name: 'Resume Processing' }).waitFor()
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })

    await finishProcessing(page)
    await expectReport(page, 'Katherine Johnson')
    await page.getByRole('complementary', { name: 'Guest upload' }).waitFor()

    const findings = page.getByTestId('finding')
    expect(await findings.count()).toBeGreaterThan(0)
    const first = findings.first()
    expect(await first.getByText('How to fix:').count()).toBe(1)
    expect(await first.getByText(/^−[\d.]+ points?$/).count()).toBe(1)

    await page.getByRole('tab', { name: 'What an ATS sees' }).click()
    const contact = page.getByTestId('ats-contact')
    await contact.getByText('katherine.johnson@example.com').waitFor()
    await contact.getByText('Hampton, VA').waitFor()
    const sections = page.getByTestId('ats-section')
    expect(await sections.evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')))).toEqual([
      'summary',
      'experience',
      'education',
      'skills',
    ])
    await sections.nth(1).getByText('Research Mathematician').waitFor()
    await sections
      .nth(1)
      .getByText(/Calculated the trajectory/)
      .waitFor()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'How is this scored?' }).click()
    await page.waitForURL((url) => url.pathname === '/scoring')
    await settle(page)
    await page.getByRole('heading', { level: 1, name: 'How is this scored?' }).waitFor()
    await page.getByRole('region', { name: 'ATS compliance: checks' }).waitFor()
    await expectAccessible(page)
  })

  it('uploads a Word document through Upload Another Resume and keeps both', async () => {
    const { page } = session
    await page.goBack()
    await settle(page)
    const firstResume = pathOf(page)
    await page.getByRole('link', { name: 'Upload Another Resume' }).click()
    await page.waitForURL((url) => url.pathname === '/editor')
    await settle(page)
    await chooseAndUpload(page, docxResume())
    await finishProcessing(page)
    expect(pathOf(page)).not.toBe(firstResume)
    await expectReport(page, 'Katherine Johnson')
    await page.getByText('katherine-johnson.docx', { exact: false }).first().waitFor()

    await visit(page, firstResume)
    await page.getByText('katherine-johnson.pdf', { exact: false }).first().waitFor()
  })

  it("sends the visitor to sign in when they ask to save, with 'Login Required'", async () => {
    const { page } = session
    const detail = pathOf(page)
    await page.getByRole('button', { name: 'Save to Dashboard' }).click()
    await expectToast(page, 'Login Required')
    await expectSentToSignIn(page, `${detail}?save=1`)
    await settle(page)
    await expectAccessible(page)
  })

  it("refuses a picture renamed .pdf with the server's reason in an 'Upload failed' toast", async () => {
    const { page } = session
    await visit(page, '/editor')
    await chooseAndUpload(page, pngNamedPdf())
    await expectToast(page, 'Upload failed', 'Invalid file type: please upload a PDF, Word or TXT file')
    const panel = page.locator('[data-testid="processing-panel"][data-phase="failed"]')
    await panel.waitFor()
    expect(await panel.getByTestId('processing-step-parse').getAttribute('data-status')).toBe('failed')
    expect(pathOf(page)).toBe('/editor')
    await expectAccessible(page)
    await panel.getByRole('button', { name: 'Choose another file' }).click()
    await page.getByRole('button', { name: 'Upload and Analyze' }).waitFor()
  })

  it('checks the type in the browser before sending anything', async () => {
    const { page } = session
    await page.getByTestId('resume-file-input').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: pngNamedPdf().buffer,
    })
    await expectToast(page, 'Invalid file type', 'Please upload a PDF, DOC, DOCX or TXT file')
    expect(await page.getByTestId('selected-file').count()).toBe(0)
  })

  it('is sent to sign in for a resume that is not theirs', async () => {
    const { page } = session
    await page.goto('/editor/00000000-0000-4000-8000-000000000000')
    await expectSentToSignIn(page, '/editor/00000000-0000-4000-8000-000000000000')
    await settle(page)
    await expectAccessible(page)
  })
})

describe.skipIf(!chromiumPath)('a signed-in user', () => {
  const session = suiteSession(() =>
    signedInSession({ firstName: 'Dorothy', lastName: 'Vaughan', password: 'fortran-pioneer' }),
  )

  it('uploads from the landing page through the same processing panel', async () => {
    const { page } = session
    await visit(page, '/')
    await page.getByTestId('resume-file-input').setInputFiles(textResume())
    await finishProcessing(page)
    await expectReport(page, 'Katherine Johnson')
    expect(await page.getByRole('complementary', { name: 'Guest upload' }).count()).toBe(0)
    await page.getByTestId('enhanced-version-card').getByTestId('card-score-enhanced').waitFor()
  })

  it("sees 'Resume not found' for an unknown id, and goes home from it", async () => {
    const { page } = session
    await visit(page, '/editor/00000000-0000-4000-8000-000000000000')
    await page.getByRole('heading', { name: 'Resume not found' }).waitFor()
    await page.getByRole('link', { name: 'Return Home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })
})

describe.skipIf(!chromiumPath)('the report on a phone', () => {
  it('fits the screen and stays accessible', async () => {
    await inOwnBrowser(openBrowser(MOBILE), async ({ page }) => {
      await visit(page, '/editor')
      await chooseAndUpload(page, textResume())
      await finishProcessing(page)
      await expectReport(page, 'Katherine Johnson')
      await expectNoHorizontalOverflow(page)
      await page.getByRole('tab', { name: 'What an ATS sees' }).click()
      await expectAccessible(page)
    })
  })
})
