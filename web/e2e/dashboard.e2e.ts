import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { signUpThroughForm } from './support/accounts'
import {
  chromiumPath,
  expectAccessible,
  expectNoHorizontalOverflow,
  expectToast,
  MOBILE,
  settle,
  uniqueEmail,
  visit,
} from './support/browser'
import { textResume } from './support/resume-files'
import { suiteSession } from './support/sessions'
import { uploadThroughApi, uploadThroughEditor } from './support/uploads'

const EMPTY_TEXT = 'No resumes found. Upload a resume to get started.'

function anonymousTable(page: Page): Locator {
  return page.getByTestId('anonymous-resumes')
}

function yourResumes(page: Page): Locator {
  return page.getByTestId('your-resumes')
}

describe.skipIf(!chromiumPath)("a visitor's upload joins the account made afterwards", () => {
  const session = suiteSession()
  let resumeId = ''
  const email = uniqueEmail('mary')

  it('uploads in /editor without an account', async () => {
    const { page } = session
    resumeId = await uploadThroughEditor(page, textResume('mary-jackson.txt'))
  })

  it('signs up and finds the upload under Anonymous Resumes, with nothing in Your Resumes yet', async () => {
    const { page } = session
    await signUpThroughForm(page, { firstName: 'Mary', lastName: 'Jackson', email, password: 'wind-tunnel-1958' })
    await visit(page, '/dashboard')
    await page.getByRole('heading', { level: 1, name: 'Resume Dashboard' }).waitFor()
    const anonymous = anonymousTable(page)
    await anonymous.getByRole('heading', { name: 'Anonymous Resumes' }).waitFor()
    const rows = anonymous.getByTestId('anonymous-resume')
    expect(await rows.count()).toBe(1)
    expect(await rows.first().getByRole('link').first().getAttribute('href')).toBe(`/editor/${resumeId}`)
    expect(await anonymous.getByRole('columnheader').allTextContents()).toEqual([
      'Title',
      'ATS Score',
      'Created',
      'Claim',
    ])
    await yourResumes(page).getByText(EMPTY_TEXT).waitFor()
    const storage = page.getByTestId('stat-storage')
    expect(await storage.getByTestId('stat-value').textContent()).toBe('0/20')
    expect(await storage.getByTestId('plan-name').textContent()).toBe('Base')
    expect(await storage.getByTestId('trial-days').textContent()).toBe('Trial: 3 days remaining')
    expect(await page.getByTestId('stat-average-score').textContent()).toContain('Target: 85+')
    await expectAccessible(page)
  })

  it('claims them all, and the resume moves to Your Resumes with its score and history', async () => {
    const { page } = session
    await anonymousTable(page).getByRole('button', { name: 'Claim All Resumes' }).click()
    await expectToast(page, 'Resume claimed')
    await anonymousTable(page).waitFor({ state: 'detached' })
    const row = yourResumes(page).getByTestId('your-resume')
    await row.first().waitFor()
    expect(await row.count()).toBe(1)
    expect(await row.first().getAttribute('data-resume-id')).toBe(resumeId)
    expect(await page.getByTestId('stat-total-resumes').getByTestId('stat-value').textContent()).toBe('1')
    expect(await page.getByTestId('stat-storage').getByTestId('stat-value').textContent()).toBe('1/20')
    const average = Number(await page.getByTestId('stat-average-score').getByTestId('stat-value').textContent())
    const chip = row.first().getByTestId('score-chip')
    expect(Number.parseInt((await chip.textContent()) ?? '', 10)).toBe(average)
    const tone = average >= 80 ? 'good' : average >= 70 ? 'fair' : 'poor'
    expect(await chip.getAttribute('data-tone')).toBe(tone)
    expect(await row.first().getByTestId('best-version-link').getAttribute('href')).toBe(`/editor/${resumeId}#versions`)
    await page.getByRole('img', { name: /ATS score over time, all resumes/ }).waitFor()
    await expectAccessible(page)
  })

  it("opens the resume's versions from its best score", async () => {
    const { page } = session
    await yourResumes(page).getByTestId('best-version-link').click()
    await page.waitForURL((url) => url.pathname === `/editor/${resumeId}` && url.hash === '#versions')
    await page.getByTestId('versions-panel').waitFor()
    await settle(page)
    await visit(page, '/dashboard')
  })

  it('opens the detail page from the download link, which downloads the PDF', async () => {
    const { page } = session
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      yourResumes(page)
        .getByRole('link', { name: /^Download / })
        .click(),
    ])
    await page.waitForURL((url) => url.pathname === `/editor/${resumeId}`)
    expect(download.suggestedFilename()).toMatch(/\.pdf$/)
    await settle(page)
    await expectAccessible(page)
  })

  it('deletes it after confirming, which leaves the empty state', async () => {
    const { page } = session
    await visit(page, '/dashboard')
    await yourResumes(page)
      .getByRole('button', { name: /^Delete / })
      .click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete this resume?' })
    await dialog.waitFor()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Delete resume' }).click()
    await expectToast(page, 'Resume deleted')
    await yourResumes(page).getByText(EMPTY_TEXT).waitFor()
    expect(await page.getByTestId('stat-storage').getByTestId('stat-value').textContent()).toBe('0/20')
    const gone = await page.request.get(`/api/resumes/${resumeId}`)
    expect(gone.status()).toBe(404)
    await expectAccessible(page)
  })

  it('uploads from the Resume options dialog and sees the new resume in the list behind it', async () => {
    const { page } = session
    await page.getByRole('button', { name: 'Upload Resume' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Resume options' })
    await dialog.waitFor()
    expect(await dialog.getByRole('tab', { name: 'Select' }).isDisabled()).toBe(true)
    await expectAccessible(page)
    await dialog.getByTestId('resume-file-input').setInputFiles(textResume('mary-jackson-2.txt'))
    await dialog.getByRole('button', { name: 'Upload and Analyze' }).click()
    const done = dialog.getByTestId('upload-done')
    await done.waitFor({ timeout: 30_000 })
    await done.getByText('Resume uploaded successfully').waitFor()
    await expectAccessible(page)
    const newId = (await done.getByRole('link', { name: 'Open results' }).getAttribute('href'))!.split('/').at(-1)
    // The success toast is the top layer now, so Escape would close it first: the dialog's own button closes it.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    await yourResumes(page).locator(`[data-resume-id="${newId}"]`).waitFor()

    await page.getByRole('button', { name: 'Upload Resume' }).first().click()
    await dialog.getByRole('tab', { name: 'Create New' }).click()
    expect(await dialog.getByRole('link', { name: 'Open the Resume Builder' }).getAttribute('href')).toBe('/builder')
    await expectAccessible(page)
    await dialog.getByRole('tab', { name: 'Select' }).click()
    await expectAccessible(page)
    await dialog.getByTestId('resume-choice').first().click()
    await page.waitForURL((url) => url.pathname === `/editor/${newId}`)
    await settle(page)
  })
})

describe.skipIf(!chromiumPath)('storage that fills up', () => {
  const session = suiteSession()
  const email = uniqueEmail('dorothy')
  let uploaded = 0

  /** Adds resumes named applicant-01.txt, applicant-02.txt, … through the API. */
  async function uploadMany(count: number): Promise<void> {
    for (let index = 0; index < count; index += 1) {
      uploaded += 1
      await uploadThroughApi(session.page, textResume(`applicant-${String(uploaded).padStart(2, '0')}.txt`))
    }
  }

  beforeAll(async () => {
    const { page } = session
    // Two visitor uploads first, so the account has something to claim once it is full.
    await page.goto('/')
    await uploadMany(2)
    await signUpThroughForm(page, { firstName: 'Dorothy', lastName: 'Vaughan', email, password: 'fortran-pioneer' })
    await uploadMany(15)
  })

  it('shows no banner at 75 percent, and the upload screen says how many more fit', async () => {
    const { page } = session
    await visit(page, '/dashboard')
    expect(await page.getByTestId('storage-percent').textContent()).toBe('75%')
    expect(await page.getByTestId('storage-banner').count()).toBe(0)
    expect(await anonymousTable(page).getByTestId('anonymous-resume').count()).toBe(2)
    await visit(page, '/editor')
    expect(await page.getByTestId('upload-room').textContent()).toBe('Storage: 15 of 20 resumes used, room for 5 more.')
  })

  it('warns in yellow at 80 percent, and Upgrade Now explains the plans and how to ask for Professional', async () => {
    const { page } = session
    await uploadMany(1)
    await visit(page, '/dashboard')
    const banner = page.getByRole('region', { name: 'Storage almost full' })
    await banner.waitFor()
    expect(await banner.getAttribute('data-level')).toBe('warning')
    expect(await page.getByTestId('stat-storage').getByTestId('stat-value').textContent()).toBe('16/20')
    await banner.getByRole('button', { name: 'Upgrade Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Plans and upgrading' })
    await dialog.waitFor()
    await dialog.getByText('There is no online payment in Vitae.', { exact: false }).waitFor()
    // How to ask for Professional, in the job seeker's words: never a server command.
    expect(await dialog.getByTestId('upgrade-request').textContent()).toBe(
      `Please move my Vitae account (${email}) to the Professional plan.`,
    )
    expect(await dialog.textContent()).not.toContain('vitae set-plan')
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    const upgrade = banner.getByRole('button', { name: 'Upgrade Now' })
    expect(await upgrade.evaluate((button) => button === document.activeElement)).toBe(true)
  })

  it('sorts and filters the sixteen resumes', async () => {
    const { page } = session
    const list = yourResumes(page)
    const rows = list.getByTestId('your-resume')
    expect(await rows.count()).toBe(16)
    await list.getByLabel('Sort by', { exact: true }).selectOption('title')
    const headings = await rows.evaluateAll((items) => items.map((item) => item.querySelector('a')?.textContent ?? ''))
    expect(headings).toEqual([...headings].sort((left, right) => left.localeCompare(right)))
    // The file's name is the resume's title ('applicant-07.txt' reads 'applicant 07').
    const search = list.getByRole('searchbox', { name: 'Search' })
    await search.fill('applicant 07')
    await list.getByText('Showing 1 of 16 resumes').waitFor()
    await search.fill('no such resume')
    await list.getByTestId('resumes-no-match').waitFor()
    await expectAccessible(page)
    await list.getByRole('button', { name: 'Clear filters' }).click()
    expect(await rows.count()).toBe(16)
  })

  it('claims what fits when Claim All meets a full plan, and reports the one that did not', async () => {
    const { page } = session
    await uploadMany(3)
    await visit(page, '/dashboard')
    expect(await page.getByTestId('storage-percent').textContent()).toBe('95%')
    await anonymousTable(page).getByRole('button', { name: 'Claim All Resumes' }).click()
    await expectToast(page, 'Failed to claim resume', 'Storage full')
    const failures = page.getByTestId('claim-failures')
    await failures.getByText(/Storage full: your Base plan holds 20 resumes/).waitFor()
    expect(await anonymousTable(page).getByTestId('anonymous-resume').count()).toBe(1)
    const banner = page.getByRole('region', { name: 'Storage full' })
    await banner.waitFor()
    expect(await banner.getAttribute('data-level')).toBe('full')
    expect(await page.getByTestId('stat-storage').getByTestId('stat-value').textContent()).toBe('20/20')
    await expectAccessible(page)
  })

  it('says in the upload dialog that storage is full, and the server agrees', async () => {
    const { page } = session
    await page.getByRole('button', { name: 'Upload Resume' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Resume options' })
    await dialog.getByTestId('upload-storage-full').waitFor()
    expect(await dialog.getByRole('button', { name: 'Upload and Analyze' }).isDisabled()).toBe(true)
    await expectAccessible(page)
    const refused = await page.request.post('/api/resumes', { multipart: { resume: textResume('one-more.txt') } })
    expect(refused.status()).toBe(409)
  })

  it('refuses a full storage on the upload screens before any file is sent, with one message', async () => {
    const { page } = session
    await page.keyboard.press('Escape')
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/resumes') sent.push(request.url())
    })
    await visit(page, '/editor')
    const full = page.getByTestId('upload-room-full')
    await full.getByText(/^Storage full: your Base plan holds 20 resumes/).waitFor()
    expect(await page.getByRole('button', { name: 'Browse files' }).isDisabled()).toBe(true)
    await page.getByTestId('resume-file-input').setInputFiles(textResume('one-more.txt'))
    expect(await page.getByTestId('selected-file').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Upload and Analyze' }).isDisabled()).toBe(true)
    expect(await page.getByTestId('processing-panel').count()).toBe(0)
    expect(await page.locator('[data-slot="toast"]').count()).toBe(0)
    await expectAccessible(page)

    await visit(page, '/')
    await page.getByTestId('upload-room-full').waitFor()
    expect(await page.getByRole('button', { name: 'Choose File' }).isDisabled()).toBe(true)
    expect(sent).toEqual([])
  })

  it('stays usable and accessible on a phone', async () => {
    const { page } = session
    await page.keyboard.press('Escape')
    await page.setViewportSize(MOBILE)
    await visit(page, '/dashboard')
    await expectNoHorizontalOverflow(page)
    await yourResumes(page)
      .getByRole('link', { name: /^Download / })
      .first()
      .waitFor()
    await expectAccessible(page)
  })
})
