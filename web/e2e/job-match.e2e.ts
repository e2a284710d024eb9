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

/** Uploads the resume, opens its detail screen and tailors it to the posting there; returns its id and the panel. */
async function uploadAndTailor(page: Page): Promise<{ id: string; panel: Locator }> {
  const id = await uploadResume(page)
  await visit(page, `/editor/${id}`)
  const panel = page.getByTestId('resume-tweaker')
  await panel.getByLabel('Or paste the job description').fill(POSTING)
  await panel.getByRole('button', { name: 'Tweak Resume for This Job' }).click()
  await panel.getByTestId('tweak-result').waitFor()
  return { id, panel }
}

async function keywordStatus(card: Locator, keyword: string): Promise<string | null> {
  const row = card
    .getByTestId('keyword-table')
    .getByRole('row')
    .filter({ has: card.page().getByRole('rowheader', { name: keyword, exact: true }) })
  return row.getAttribute('data-status')
}

describe.skipIf(!chromiumPath)('match a resume to a job and tailor it', () => {
  const session = suiteSession(() =>
    signedInSession({ firstName: 'Dorothy', lastName: 'Vaughan', password: 'fortran-1961' }),
  )
  let resumeId = ''

  beforeAll(async () => {
    resumeId = await uploadResume(session.page)
  })

  it('matches a pasted posting: the score in its band, found and missing keywords, the checks', async () => {
    const { page } = session
    await visit(page, `/editor/${resumeId}`)
    const card = page.getByTestId('job-matcher-card')
    await card.waitFor()
    const matchButton = card.getByRole('button', { name: 'Match Resume' })
    expect(await matchButton.isDisabled()).toBe(true)
    await card.getByLabel('Job description to match').fill(POSTING)
    await matchButton.click()
    const result = card.getByTestId('match-result')
    await result.waitFor()

    const score = Number(await result.getByRole('meter', { name: 'Match score' }).getAttribute('aria-valuenow'))
    expect(score).toBeGreaterThan(0)
    expect(await result.getByTestId('score-value').textContent()).toBe(`${score}%`)
    expect(await keywordStatus(card, 'FORTRAN')).toBe('found')
    expect(await keywordStatus(card, 'MATLAB')).toBe('missing')
    expect(await keywordStatus(card, 'Python')).toBe('missing')
    // The company blurb counts for nothing.
    expect(await card.getByTestId('keyword-table').textContent()).not.toContain('Salesforce')
    expect(await card.getByTestId('requirement-checks').getByRole('listitem').count()).toBe(3)
    await expectAccessible(page)
  })

  it('tailors the resume to the same posting and toggles between the enhanced and the original version', async () => {
    const { page } = session
    const panel = page.getByTestId('resume-tweaker')
    // The posting pasted in the matcher is already in the tweaker.
    expect(await panel.getByLabel('Or paste the job description').inputValue()).toBe(POSTING)
    await panel.getByRole('button', { name: 'Tweak Resume for This Job' }).click()
    await expectToast(page, 'Resume Optimized')
    const content = panel.getByTestId('tweak-content')
    expect(await content.getAttribute('data-version')).toBe('enhanced')
    const tailored = (await content.textContent()) ?? ''
    expect(tailored).toContain('Katherine Johnson')
    expect(tailored).not.toMatch(/MATLAB|Python|C\+\+/)
    expect(await panel.getByRole('list', { name: 'Matched Keywords' }).textContent()).toContain('FORTRAN')
    expect(await panel.getByRole('list', { name: 'Changes Made' }).getByRole('listitem').count()).toBeGreaterThan(0)
    expect(await panel.getByTestId('tweak-gaps').textContent()).toContain('MATLAB')
    const box = await content.boundingBox()
    expect(Math.round(box?.height ?? 0)).toBe(400)

    await panel.getByRole('button', { name: 'Toggle Version' }).click()
    expect(await content.getAttribute('data-version')).toBe('original')
    const original = (await content.textContent()) ?? ''
    expect(original).toContain('Katherine Johnson')
    expect(original).not.toBe(tailored)
    await panel.getByRole('button', { name: 'Toggle Version' }).click()
    expect(await content.getAttribute('data-version')).toBe('enhanced')

    await settle(page)
    await expectAccessible(page)
    await saveScreenshot(page, 'job-match-desktop')
  })

  it('downloads the tailored resume as optimized_resume_{id}.pdf, holding the resume', async () => {
    const { page } = session
    const panel = page.getByTestId('resume-tweaker')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download PDF' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`optimized_resume_${resumeId}.pdf`)
    const bytes = readFileSync(await download.path())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    await expectToast(page, 'PDF Downloaded')
    const text = await pdfTextThroughParser(page, bytes)
    expect(text).toContain('Katherine Johnson')
    expect(text).toContain('FORTRAN')
  })

  it('prints in a new window that holds the tailored text', async () => {
    const { page, context } = session
    const panel = page.getByTestId('resume-tweaker')
    const [printWindow] = await Promise.all([
      context.waitForEvent('page'),
      panel.getByRole('button', { name: 'Print' }).click(),
    ])
    await printWindow.waitForLoadState()
    expect(await printWindow.locator('pre').textContent()).toBe(await panel.getByTestId('tweak-content').textContent())
    expect(await printWindow.locator('script').count()).toBe(0)
    await printWindow.close()
  })

  it('reads a Word posting on the server into the text box', async () => {
    const { page } = session
    const panel = page.getByTestId('resume-tweaker')
    await panel.getByTestId('job-description-file-input').setInputFiles(docxResume('posting.docx', POSTING_LINES))
    await expectToast(page, 'File Uploaded')
    const text = await panel.getByLabel('Or paste the job description').inputValue()
    expect(text).toContain('Strong FORTRAN and Python skills.')
    await panel.getByText('Using posting.docx.', { exact: false }).waitFor()
  })
})

describe.skipIf(!chromiumPath)('the job match section on a phone', () => {
  const session = suiteSession(() =>
    signedInSession({ firstName: 'Annie', lastName: 'Easley', password: 'centaur-rocket-1977' }, MOBILE),
  )

  it('fits the screen with a result shown', async () => {
    const { page } = session
    const { panel } = await uploadAndTailor(page)
    await panel.scrollIntoViewIfNeeded()
    await expectNoHorizontalOverflow(page)
    await settle(page)
    await expectAccessible(page)
    await saveScreenshot(page, 'job-match-mobile')
  })
})

describe.skipIf(!chromiumPath)('a visitor who uploaded without an account', () => {
  const session = suiteSession()

  it('matches and tailors, and is asked to sign in to download the PDF', async () => {
    const { page } = session
    const { id, panel } = await uploadAndTailor(page)
    await panel.getByRole('button', { name: 'Download PDF' }).click()
    await expectToast(page, 'Login Required')
    await expectSentToSignIn(page, `/editor/${id}`)
  })
})
