import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  chromiumPath,
  DESKTOP,
  expectAccessible,
  expectToast,
  saveScreenshot,
  settle,
  uniqueEmail,
  visit,
  type BrowserSession,
} from './support/browser'
import { sendAndWaitForNextQuestion } from './support/interview'
import { startModelServer, type ModelServer } from './support/model-server'
import { pdfResume } from './support/resume-files'
import { signedInSession } from './support/sessions'
import { uploadThroughEditor } from './support/uploads'

/** A posting for the tweak: the resume shows some of it. */
const POSTING = [
  'Research Mathematician',
  '',
  'Requirements',
  '- Orbital mechanics and numerical analysis.',
  '- FORTRAN and Python.',
].join('\n')

/** Answers long and concrete enough that the interviewer moves on rather than following up. */
const ANSWER =
  'At the research center my task was to check the orbital equations before a crewed flight. I computed each ' +
  'trajectory by hand, compared it with the machine output and reported every difference, and as a result the ' +
  'flight went ahead on schedule with numbers the astronauts trusted.'

function engineNote(scope: Locator): Locator {
  return scope.locator('[data-slot="engine-note"]')
}

/** Types an answer to every question until the interviewer's closing line; returns how many were answered. */
async function answerUntilTheClosingLine(page: Page): Promise<number> {
  let answered = 0
  while (!(await page.getByText('Interview complete').isVisible())) {
    expect(answered).toBeLessThan(12)
    await page.getByLabel('Type your answer').fill(ANSWER)
    await sendAndWaitForNextQuestion(page)
    answered += 1
  }
  return answered
}

describe.skipIf(!chromiumPath)('with an OpenAI-compatible model configured, the app shows its answers', () => {
  let model: ModelServer
  let session: BrowserSession
  let written = ''

  beforeAll(async () => {
    // A server of its own, asking a stub model for every AI task; the run's shared server stays offline.
    model = await startModelServer()
    written = `Written by ${model.model}.`
    session = await signedInSession(
      { firstName: 'Katherine', lastName: 'Johnson', email: uniqueEmail('model'), password: 'orbital-mechanics-1962' },
      DESKTOP,
      [],
      model.baseUrl,
    )
  })

  afterAll(async () => {
    await session?.close()
    await model?.close()
  })

  it("uploads a resume: the detail shows the model's commentary and names it on the enhancement", async () => {
    const { page } = session
    await uploadThroughEditor(page, pdfResume('katherine-johnson.pdf'))

    const commentary = page.getByTestId('analysis-commentary')
    await commentary.getByText(model.texts.commentary).waitFor()
    await commentary.getByText(/The score is Vitae's own analysis/).waitFor()
    await engineNote(commentary).getByText(written).waitFor()
    const card = page.getByTestId('enhanced-version-card')
    await engineNote(card).getByText(written).waitFor()
    await expectAccessible(page)
    await saveScreenshot(page, 'model-engine-detail')

    await page.getByRole('button', { name: 'View Enhanced Resume' }).click()
    const dialog = page.getByRole('dialog', { name: 'Original and enhanced' })
    await dialog.getByTestId('applied-badge').waitFor()
    await engineNote(dialog).getByText(written).waitFor()
    // Every change is the model's: the stub's reason for it, not one of the offline engine's.
    const reasons = await dialog.getByTestId('improvement').allTextContents()
    expect(reasons.length).toBeGreaterThan(0)
    for (const reason of reasons) expect(reason).toContain(model.texts.editReason)
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  })

  it("tailors the resume to a posting: the result names the model and lists the model's changes", async () => {
    const { page } = session
    await page.getByRole('tab', { name: 'Match to a Job' }).click()
    const panel = page.getByTestId('job-match-workspace')
    await panel.getByLabel('Or paste the job description').fill(POSTING)
    await panel.getByRole('button', { name: 'Tweak Resume for This Job' }).click()
    await expectToast(page, 'Resume Optimized')
    const result = panel.getByTestId('tweak-result')
    await engineNote(result).getByText(written).waitFor()
    expect(await result.getByTestId('tweak-changes').textContent()).toContain(model.texts.editReason)
    await expectAccessible(page)
  })

  it("answers a question in the builder's assistant with the model's words, named", async () => {
    const { page } = session
    await visit(page, '/builder')
    const asking = page.getByLabel('Ask the assistant')
    await asking.fill('How do I make my bullets stronger?')
    await page.keyboard.press('Enter')
    const log = page.getByTestId('assistant-log')
    const reply = log.getByTestId('chat-ai').filter({ hasText: model.texts.assistantAnswer })
    await reply.waitFor({ timeout: 30_000 })
    await engineNote(reply).getByText(written).waitFor()
    await expectAccessible(page)
  })

  it("holds an interview in the model's words and shows its narrative in the analysis", async () => {
    const { page } = session
    await visit(page, '/interview-prep')
    await page.getByRole('form', { name: 'Interview setup' }).getByRole('button', { name: 'Start Interview' }).click()
    await page.waitForURL((url) => url.pathname === '/interview-simulation')
    const current = page.getByTestId('current-question')
    await current.getByTestId('question-text').getByText(model.texts.questions[0]!).waitFor({ timeout: 30_000 })
    await engineNote(current).getByText(written).waitFor()
    await settle(page)
    await expectAccessible(page)

    const answered = await answerUntilTheClosingLine(page)
    expect(answered).toBeGreaterThanOrEqual(3)
    await page.getByRole('button', { name: 'Complete Interview & View Analysis' }).click()
    await page.waitForURL((url) => url.pathname === '/interview-prep' && url.searchParams.has('results'))
    const sessionId = new URL(page.url()).searchParams.get('results')!
    const results = page.getByRole('dialog', { name: 'Interview Results' })
    await results.getByTestId('interview-narrative').getByText(model.texts.narrative).waitFor()

    await visit(page, `/interview-analysis?sessionId=${encodeURIComponent(sessionId)}`)
    const narrative = page.getByTestId('interview-narrative')
    await narrative.getByText(model.texts.narrative).waitFor()
    await narrative.getByText(/The scores are Vitae's own/).waitFor()
    await engineNote(narrative).getByText(written).waitFor()
    // Each answer's observation is the model's feedback on it.
    const observations = await page.getByTestId('question-feedback').getByTestId('observation').allTextContents()
    expect(observations).toHaveLength(answered)
    for (const observation of observations) expect(observation).toContain(model.texts.feedback)
    await saveScreenshot(page, 'model-engine-interview-analysis')
  })
})
