import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import {
  chromiumPath,
  expectAccessible,
  expectNoHorizontalOverflow,
  MOBILE,
  saveScreenshot,
  settle,
  visit,
} from './support/browser'
import { sendAndWaitForNextQuestion } from './support/interview'
import { signedInSession, suiteSession } from './support/sessions'

const JOB_DESCRIPTION =
  'We are hiring a backend engineer to run our PostgreSQL databases and Redis caches, design REST APIs in Python, ' +
  'and keep latency low as traffic grows.'
/** An answer that uses the posting's own terms, and one about something else, which uses no term of any question. */
const ON_THE_JOB =
  'In my last role the order API slowed down every sale. I profiled the PostgreSQL queries, added two indexes and ' +
  'a Redis cache in front of the pricing service, and latency dropped from 900 ms to 300 ms for the whole season.'
const OFF_THE_JOB =
  'I enjoy long walks with my dog on weekends near the lake, and I like quiet evenings at home with a good book.'

async function answerByTyping(page: Page, answer: string): Promise<void> {
  await page.getByLabel('Type your answer').fill(answer)
  await sendAndWaitForNextQuestion(page)
}

describe.skipIf(!chromiumPath)('feedback after each answer, on a phone', () => {
  const session = suiteSession(() =>
    signedInSession({ firstName: 'Dorothy', lastName: 'Vaughan', password: 'fortran-at-langley-1961' }, MOBILE),
  )

  it('shows the key terms, length and pace of a typed answer above the next question, without holding it up', async () => {
    const { page } = session
    await visit(page, '/interview-prep')
    const form = page.getByRole('form', { name: 'Interview setup' })
    await form.getByLabel('Job title').fill('Backend Engineer')
    await form.getByLabel('Job description (optional)').fill(JOB_DESCRIPTION)
    await form.getByRole('button', { name: 'Start Interview' }).click()
    await page.getByTestId('question-text').waitFor({ timeout: 30_000 })
    await settle(page)
    const firstQuestion = (await page.getByTestId('question-text').textContent()) ?? ''

    await answerByTyping(page, ON_THE_JOB)
    const panel = page.getByTestId('answer-insights')
    await panel.waitFor()
    expect(await panel.getByRole('heading').textContent()).toBe('Your answer to question 1')
    expect(await panel.textContent()).toContain(firstQuestion.slice(0, 30))
    const terms = await panel.getByRole('list', { name: 'Key terms you used' }).getByRole('listitem').allTextContents()
    expect(terms).toEqual(expect.arrayContaining(['PostgreSQL', 'Redis']))
    expect(await panel.getByTestId('answer-length').textContent()).toMatch(/^\d+ words · about \d+ s to say$/)
    expect(await panel.getByTestId('answer-pace').textContent()).toBe('Answer by voice to measure your pace.')
    // The next question is on screen and can be answered at once.
    expect(await page.getByTestId('question-text').textContent()).not.toBe(firstQuestion)
    expect(await page.getByLabel('Type your answer').isEditable()).toBe(true)
    await expectNoHorizontalOverflow(page)
    await expectAccessible(page)
    await page.evaluate(() => window.scrollTo(0, 0))
    await saveScreenshot(page, 'interview-answer-feedback-mobile')
  })

  it('replaces the view with the next answer, says when no key term was used, and can be dismissed', async () => {
    const { page } = session
    const questionNumber = (await page.getByText(/^Question \d+$/).textContent()) ?? ''
    await answerByTyping(page, OFF_THE_JOB)
    const panel = page.getByTestId('answer-insights')
    await panel
      .getByRole('heading', { name: `Your answer to ${questionNumber.replace('Question', 'question')}` })
      .waitFor()
    expect(await panel.getByTestId('answer-key-terms').textContent()).toContain('None yet')
    await panel.getByRole('button', { name: 'Dismiss answer feedback' }).click()
    await panel.waitFor({ state: 'detached' })
    await expectNoHorizontalOverflow(page)
  })

  it('completes into the full analysis, with every answer in it', async () => {
    const { page } = session
    await page.getByLabel('Type your answer').fill(ON_THE_JOB)
    await page.getByRole('button', { name: 'Complete & Get Feedback' }).click()
    const results = page.getByRole('dialog', { name: 'Interview Results' })
    await results.getByTestId('interview-report').waitFor({ timeout: 30_000 })
    expect(await results.getByTestId('question-feedback').count()).toBeGreaterThanOrEqual(3)
    await results.getByTestId('overall-score').waitFor()
    await expectAccessible(page)
  })
})
