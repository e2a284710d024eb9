import { readFileSync } from 'node:fs'

import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { expectSentToSignIn } from './support/accounts'
import {
  chromiumPath,
  expectAccessible,
  expectNoHorizontalOverflow,
  expectToast,
  MOBILE,
  saveScreenshot,
  settle,
  visit,
} from './support/browser'
import { docxResume, pdfResume } from './support/resume-files'
import { signedInSession, suiteSession } from './support/sessions'
import { pdfTextThroughParser, uploadThroughApi } from './support/uploads'

/** A posting the resume partly answers: FORTRAN it shows; Python, MATLAB and C++ it does not. */
const POSTING_LINES = [
  'Research Mathematician',
  '',
  'About us',
  'We build spacecraft and love Salesforce.',
  '',
  'Responsibilities',
  '- Compute launch trajectories and verify orbital equations for crewed missions.',
  '',
  'Requirements',
  '- 10+ years of experience in numerical analysis and orbital mechanics.',
  '- Strong FORTRAN and Python skills.',
  '- Experience with MATLAB.',
  "- Bachelor's degree in Mathematics.",
  '',
  'Nice to have',
  '- Experience with C++.',
]
const POSTING = POSTING_LINES.join('\n')

/** Uploads the resume as a real PDF through the API (the upload screen has its own journey) and returns its id. */
function uploadResume(page: Page): Promise<string> {
  return uploadThroughApi(page, pdfResume())
}

/** The workspace of a resume's page, opened from the tab at the top of the page. */
async function openWorkspace(page: Page, id: string): Promise<Locator> {
  await visit(page, `/editor/${id}`)
  await page.getByRole('tab', { name: 'Match to a Job' }).click()
  const workspace = page.getByTestId('job-match-workspace')
  await workspace.waitFor()
  return workspace
}

/** Uploads the resume, opens its workspace and tailors it to the posting there; returns its id and the workspace. */
async function uploadAndTailor(page: Page): Promise<{ id: string; workspace: Locator }> {
  const id = await uploadResume(page)
  const workspace = await openWorkspace(page, id)
  await workspace.getByLabel('Or paste the job description').fill(POSTING)
  await workspace.getByRole('button', { name: 'Tweak Resume for This Job' }).click()
  await workspace.getByTestId('tweak-result').waitFor()
  await workspace.getByTestId('match-result').waitFor()
  return { id, workspace }
}

/** The number of pages of a PDF, counted by their page objects. */
function pdfPageCount(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0
}

describe.skipIf(!chromiumPath)('one workspace to match a resume to a job and tailor it', () => {
  const session = suiteSession(() =>
    signedInSession({ firstName: 'Dorothy', lastName: 'Vaughan', password: 'fortran-1961' }),
  )
  let resumeId = ''
  let downloadedPages = 0

  beforeAll(async () => {
    resumeId = await uploadResume(session.page)
  })

  it("is reached from the nav's Resume Tweaking: pick the resume, and its page opens on the workspace", async () => {
    const { page } = session
    await visit(page, '/dashboard')
    await page.getByRole('navigation').getByRole('link', { name: 'Resume Tweaking' }).first().click()
    const picker = page.getByTestId('match-resume-picker')
    await picker.waitFor()
    await expectAccessible(page)
    await picker.getByRole('button', { name: 'Open Job Match' }).click()
    await page.waitForURL(`**/editor/${resumeId}?tab=job-match`)
    expect(await page.getByRole('tab', { name: 'Match to a Job' }).getAttribute('aria-selected')).toBe('true')
    await page.getByTestId('job-match-workspace').waitFor()
  })

  it('is reached from the top of the detail page, above the report', async () => {
    const { page } = session
    await visit(page, `/editor/${resumeId}`)
    const tab = page.getByRole('tab', { name: 'Match to a Job' })
    const box = await tab.boundingBox()
    expect(box?.y ?? Infinity).toBeLessThan(page.viewportSize()!.height)
    expect(box!.y).toBeLessThan((await page.getByTestId('overall-score').boundingBox())!.y)
    await tab.click()
    await page.getByTestId('job-match-workspace').waitFor()
    await saveScreenshot(page, 'job-match-tab')
    expect(await page.getByTestId('overall-score').isVisible()).toBe(false)
  })

  it('matches a posting pasted once: the score in its band, what is missing once, the skills found, the checks', async () => {
    const { page } = session
    const workspace = page.getByTestId('job-match-workspace')
    expect(await workspace.getByRole('textbox').count()).toBe(1)
    const matchButton = workspace.getByRole('button', { name: 'Match Resume' })
    expect(await matchButton.isDisabled()).toBe(true)
    await workspace.getByLabel('Or paste the job description').fill(POSTING)
    await matchButton.click()
    const result = workspace.getByTestId('match-result')
    await result.waitFor()

    const score = Number(await result.getByRole('meter', { name: 'Match score' }).getAttribute('aria-valuenow'))
    expect(score).toBeGreaterThan(0)
    expect(await result.getByTestId('score-value').textContent()).toBe(`${score}%`)
    expect(await workspace.getByTestId('keyword-table').textContent()).toContain('FORTRAN')
    const gaps = workspace.getByRole('list', { name: 'Missing from your resume' })
    const gapText = (await gaps.textContent()) ?? ''
    for (const missing of ['MATLAB', 'Python']) expect(gapText).toContain(missing)
    expect(gapText).toContain('if you have used it')
    // The company blurb counts for nothing, and a missing skill is said once, not again among the suggestions.
    expect(await workspace.getByTestId('match-panel').textContent()).not.toContain('Salesforce')
    const suggestions =
      (await workspace
        .getByTestId('match-suggestions')
        .textContent()
        .catch(() => '')) ?? ''
    expect(suggestions).not.toContain('MATLAB')
    expect(await workspace.getByTestId('requirement-checks').getByRole('listitem').count()).toBe(3)
    await expectAccessible(page)
  })

  it('tailors the resume to the same posting without asking for it again', async () => {
    const { page } = session
    const workspace = page.getByTestId('job-match-workspace')
    await workspace.getByRole('button', { name: 'Tweak Resume for This Job' }).click()
    await expectToast(page, 'Resume Optimized')
    const content = workspace.getByTestId('tweak-content')
    expect(await content.getAttribute('data-version')).toBe('enhanced')
    const tailored = (await content.textContent()) ?? ''
    expect(tailored).toContain('Katherine Johnson')
    expect(tailored).not.toMatch(/MATLAB|Python|C\+\+/)
    expect(await workspace.getByRole('list', { name: 'Matched Keywords' }).textContent()).toContain('FORTRAN')
    expect(await workspace.getByRole('list', { name: 'Changes Made' }).getByRole('listitem').count()).toBeGreaterThan(0)
    // The missing list is shown once, for the match and the tailored resume alike.
    expect(await page.getByRole('list', { name: 'Missing from your resume' }).count()).toBe(1)
    expect(await workspace.getByTestId('tweak-panel').textContent()).not.toContain('MATLAB')
    const box = await content.boundingBox()
    expect(Math.round(box?.height ?? 0)).toBe(400)

    await workspace.getByRole('button', { name: 'Toggle Version' }).click()
    expect(await content.getAttribute('data-version')).toBe('original')
    const original = (await content.textContent()) ?? ''
    expect(original).toContain('Katherine Johnson')
    expect(original).not.toBe(tailored)
    await workspace.getByRole('button', { name: 'Toggle Version' }).click()
    expect(await content.getAttribute('data-version')).toBe('enhanced')

    await settle(page)
    await expectNoHorizontalOverflow(page)
    await expectAccessible(page)
    await saveScreenshot(page, 'job-match-desktop')
  })

  it('downloads the tailored resume as optimized_resume_{id}.pdf, holding the resume', async () => {
    const { page } = session
    const workspace = page.getByTestId('job-match-workspace')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      workspace.getByRole('button', { name: 'Download PDF' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`optimized_resume_${resumeId}.pdf`)
    const bytes = readFileSync(await download.path())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    downloadedPages = pdfPageCount(bytes)
    expect(downloadedPages).toBeGreaterThan(0)
    await expectToast(page, 'PDF Downloaded')
    const text = await pdfTextThroughParser(page, bytes)
    expect(text).toContain('Katherine Johnson')
    expect(text).toContain('FORTRAN')
  })

  it("prints the tailored resume laid out as the PDF, page by page, titled with the candidate's name", async () => {
    const { page, context } = session
    const workspace = page.getByTestId('job-match-workspace')
    const [printWindow] = await Promise.all([
      context.waitForEvent('page'),
      workspace.getByRole('button', { name: 'Print' }).click(),
    ])
    const sheets = printWindow.locator('.sheet img')
    await sheets.first().waitFor()
    expect(await printWindow.title()).toBe('Katherine Johnson')
    expect(await sheets.count()).toBe(downloadedPages)
    expect(await printWindow.locator('script').count()).toBe(0)
    // Each sheet is a drawn page of the resume, the size of the paper, one printed page each.
    const drawn = await sheets.evaluateAll((images) =>
      images.map((image) => {
        const picture = image as HTMLImageElement
        return { width: picture.naturalWidth, ratio: picture.clientHeight / picture.clientWidth }
      }),
    )
    for (const sheet of drawn) {
      expect(sheet.width).toBeGreaterThan(0)
      expect(sheet.ratio).toBeGreaterThan(1.25)
    }
    const printed = await printWindow.pdf({ preferCSSPageSize: true })
    expect(pdfPageCount(printed)).toBe(downloadedPages)
    await saveScreenshot(printWindow, 'job-match-print')
    await printWindow.close()
  })

  it('reads a Word posting on the server into the one posting box', async () => {
    const { page } = session
    const workspace = page.getByTestId('job-match-workspace')
    await workspace.getByTestId('job-description-file-input').setInputFiles(docxResume('posting.docx', POSTING_LINES))
    await expectToast(page, 'File Uploaded')
    const text = await workspace.getByLabel('Or paste the job description').inputValue()
    expect(text).toContain('Strong FORTRAN and Python skills.')
    await workspace.getByText('Using posting.docx.', { exact: false }).waitFor()
  })
})

describe.skipIf(!chromiumPath)('the job match workspace on a phone', () => {
  const session = suiteSession(() =>
    signedInSession({ firstName: 'Annie', lastName: 'Easley', password: 'centaur-rocket-1977' }, MOBILE),
  )

  it('brings the tailored resume into view below the posting box, and fits the screen with both results shown', async () => {
    const { page } = session
    const { workspace } = await uploadAndTailor(page)
    const panel = workspace.getByTestId('tweak-panel')
    await expect
      .poll(async () => (await panel.boundingBox())?.y ?? Infinity, { timeout: 5_000 })
      .toBeLessThan(MOBILE.height / 2)
    await workspace.getByTestId('tweak-panel').scrollIntoViewIfNeeded()
    await expectNoHorizontalOverflow(page)
    await settle(page)
    await expectAccessible(page)
    await saveScreenshot(page, 'job-match-mobile')
  })
})

describe.skipIf(!chromiumPath)('a visitor who uploaded without an account', () => {
  const session = suiteSession()
  let id = ''

  it('matches, tailors and prints, is asked to sign in to download, and comes back to the posting', async () => {
    const { page, context } = session
    const tailored = await uploadAndTailor(page)
    id = tailored.id
    const { workspace } = tailored
    const [printWindow] = await Promise.all([
      context.waitForEvent('page'),
      workspace.getByRole('button', { name: 'Print' }).click(),
    ])
    await printWindow.locator('.sheet img').first().waitFor()
    expect(await printWindow.title()).toBe('Katherine Johnson')
    await printWindow.close()

    await workspace.getByRole('button', { name: 'Download PDF' }).click()
    await expectToast(page, 'Login Required')
    await expectSentToSignIn(page, `/editor/${id}?tab=job-match`)
    await page.goBack()
    const back = page.getByTestId('job-match-workspace')
    expect(await back.getByLabel('Or paste the job description').inputValue()).toBe(POSTING)
  })

  it("is led back to the result's workspace from the nav's Resume Tweaking, the posting still there", async () => {
    const { page } = session
    await visit(page, '/scoring')
    await page.getByRole('navigation').getByRole('link', { name: 'Resume Tweaking' }).first().click()
    const picker = page.getByTestId('match-resume-picker')
    await picker.waitFor()
    expect(await picker.getByRole('combobox').inputValue()).toBe(id)
    await expectAccessible(page)
    await picker.getByRole('button', { name: 'Open Job Match' }).click()
    await page.waitForURL(`**/editor/${id}?tab=job-match`)
    const workspace = page.getByTestId('job-match-workspace')
    expect(await workspace.getByLabel('Or paste the job description').inputValue()).toBe(POSTING)
  })
})
