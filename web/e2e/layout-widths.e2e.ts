/**
 * No screen is ever wider than its window: every route, dialog and state, filled with long real-world data (a long
 * double-barrelled name, a twelve-word occupation, employers of a whole line, long unbroken words), measured at
 * 360, 390, 768, 1024, 1280 and 1440 px.
 */
import type { Page } from 'playwright-core'
import { describe, it } from 'vitest'

import { registerThroughApi } from './support/accounts'
import { chromiumPath, DESKTOP, expectFitsEveryWidth, openBrowser, settle, uniqueEmail, visit } from './support/browser'
import { LONG_POSTING, LONG_TITLE, longTextResume } from './support/long-resume'
import { suiteSession } from './support/sessions'
import { uploadThroughApi } from './support/uploads'

async function openAndCheck(page: Page, path: string): Promise<void> {
  await page.setViewportSize(DESKTOP)
  await visit(page, path)
  await expectFitsEveryWidth(page)
}

describe.skipIf(!chromiumPath)('every screen fits its window at every width, for a visitor', () => {
  const session = suiteSession()
  let visitorResumeId = ''

  it('the public screens', async () => {
    const { page } = session
    for (const path of ['/', '/editor', '/scoring', '/auth', '/no-such-page']) await openAndCheck(page, path)
    await visit(page, '/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await expectFitsEveryWidth(page)
  })

  it("a visitor's own resume, with the offer to keep it", async () => {
    const { page } = session
    visitorResumeId = await uploadThroughApi(page, longTextResume())
    await openAndCheck(page, `/editor/${visitorResumeId}`)
    await page.getByRole('complementary', { name: 'Guest upload' }).waitFor()
  })
})

describe.skipIf(!chromiumPath)('every screen fits its window at every width, signed in', () => {
  const session = suiteSession(async () => {
    const opened = await openBrowser()
    // A visitor's upload first, so the dashboard has an anonymous resume to offer for claiming.
    await uploadThroughApi(opened.page, longTextResume())
    await registerThroughApi(opened.page, {
      firstName: 'Bartholomew-Maximilian',
      lastName: 'Featherstonehaugh-Cholmondeley-Wolfeschlegelsteinhausen',
      email: uniqueEmail('bartholomew.maximilian.featherstonehaugh.cholmondeley'),
      password: 'long-names-everywhere',
    })
    return opened
  })
  let resumeId = ''

  it('the dashboard, its dialogs and its tables', async () => {
    const { page } = session
    resumeId = await uploadThroughApi(page, longTextResume())
    await uploadThroughApi(page, longTextResume())
    await openAndCheck(page, '/dashboard')
    await page.getByRole('button', { name: 'Upload Resume' }).first().click()
    await page.getByRole('dialog', { name: 'Resume options' }).waitFor()
    await expectFitsEveryWidth(page)
    await page.keyboard.press('Escape')
    await page.getByTestId('user-menu-trigger').click()
    await page.getByRole('menu').waitFor()
    await expectFitsEveryWidth(page)
    await page.keyboard.press('Escape')
    await page.setViewportSize(DESKTOP)
    await page.getByRole('button', { name: 'Compare plans' }).click()
    await page.getByRole('dialog', { name: 'Plans and upgrading' }).waitFor()
    await expectFitsEveryWidth(page)
    await page.keyboard.press('Escape')
  })

  it('the resume detail screen and the comparison in each of its modes', async () => {
    const { page } = session
    await openAndCheck(page, `/editor/${resumeId}`)
    await page.getByRole('button', { name: 'View Enhanced Resume' }).click()
    const dialog = page.getByRole('dialog', { name: 'Original and enhanced' })
    await dialog.getByTestId('applied-badge').waitFor()
    await expectFitsEveryWidth(page)
    for (const mode of ['Diff View', 'Before/After']) {
      await page.setViewportSize(DESKTOP)
      await dialog.getByRole('tab', { name: mode }).click()
      await expectFitsEveryWidth(page)
    }
    await page.keyboard.press('Escape')
  })

  it('the job match workspace with the match and the tailored resume', async () => {
    const { page } = session
    await page.setViewportSize(DESKTOP)
    await page.getByRole('tab', { name: 'Match to a Job' }).click()
    const workspace = page.getByTestId('job-match-workspace')
    await workspace.getByLabel('Or paste the job description').fill(LONG_POSTING)
    await workspace.getByRole('button', { name: 'Match Resume' }).click()
    await workspace.getByTestId('match-result').waitFor({ timeout: 30_000 })
    await expectFitsEveryWidth(page)
    await page.setViewportSize(DESKTOP)
    await workspace.getByRole('button', { name: 'Tweak Resume for This Job' }).click()
    await workspace.getByTestId('tweak-result').waitFor({ timeout: 30_000 })
    await settle(page)
    await expectFitsEveryWidth(page)
  })

  it('the upload screens, with a long file chosen and while it is processed', async () => {
    const { page } = session
    for (const path of ['/upload', '/editor']) await openAndCheck(page, path)
    await page.getByTestId('resume-file-input').setInputFiles(longTextResume())
    await page.getByTestId('selected-file').waitFor()
    await expectFitsEveryWidth(page)
    await page.setViewportSize(DESKTOP)
    await page.getByRole('button', { name: 'Upload and Analyze' }).click()
    await page.getByTestId('processing-panel').waitFor()
    await expectFitsEveryWidth(page)
  })

  it('the builder filled from the long resume, and its preview', async () => {
    const { page } = session
    await openAndCheck(page, '/builder')
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    const upload = page.getByRole('dialog', { name: 'Upload Resume' })
    await upload.getByTestId('resume-file-input').setInputFiles(longTextResume())
    await upload.waitFor({ state: 'detached' })
    await settle(page)
    for (const step of ['Personal Information', 'Work Experience', 'Education', 'Skills']) {
      await page.setViewportSize(DESKTOP)
      await page.getByRole('tab', { name: new RegExp(step) }).click()
      await expectFitsEveryWidth(page)
    }
    await page.setViewportSize(DESKTOP)
    // From 1200 px the resume is shown beside the steps; narrower, the Preview button opens it in a dialog.
    const beside = page.getByRole('region', { name: /Live Preview/ })
    await beside.getByRole('img', { name: /Page 1 of/ }).waitFor({ timeout: 30_000 })
    await expectFitsEveryWidth(page)
    await page.setViewportSize({ width: 1024, height: 844 })
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    await page.getByRole('dialog', { name: 'Resume Preview' }).waitFor()
    await expectFitsEveryWidth(page)
    await page.keyboard.press('Escape')
  })

  it('the interview from setup to analysis, for a long job title', async () => {
    const { page } = session
    await openAndCheck(page, '/interview-prep')
    const form = page.getByRole('form', { name: 'Interview setup' })
    await form.getByLabel('Job title').fill(LONG_TITLE)
    await form.getByRole('button', { name: 'Preview Interview' }).click()
    await page.getByTestId('interview-preview').waitFor()
    await expectFitsEveryWidth(page)
    await page.setViewportSize(DESKTOP)
    await form.getByRole('button', { name: 'Start Interview' }).click()
    await page.getByTestId('question-text').waitFor({ timeout: 30_000 })
    await settle(page)
    await page.getByLabel('Type your answer').fill(LONG_POSTING)
    await expectFitsEveryWidth(page)

    const started = await page.request.post('/api/interview/start', {
      data: { type: 'Technical', jobType: LONG_TITLE, level: 'Senior', jobDescription: LONG_POSTING },
    })
    const { sessionId } = (await started.json()) as { sessionId: string }
    await page.request.post('/api/interview/evaluate', { data: { sessionId, answer: LONG_POSTING, isFinal: true } })
    await page.request.post(`/api/interview/complete/${sessionId}`)
    await openAndCheck(page, `/interview-analysis?sessionId=${sessionId}`)
    await openAndCheck(page, '/interview-transcript')
  })

  it('the account screens', async () => {
    const { page } = session
    for (const path of ['/profile', '/settings']) await openAndCheck(page, path)
  })
})
