import type { Page } from 'playwright-core'

import { settle, visit } from './browser'

/** Starts an interview from /interview-prep with the setup's defaults and waits for the first question. */
export async function startInterview(page: Page): Promise<void> {
  await visit(page, '/interview-prep')
  await page.getByRole('form', { name: 'Interview setup' }).getByRole('button', { name: 'Start Interview' }).click()
  await page.getByTestId('question-text').waitFor({ timeout: 30_000 })
  await settle(page)
}

/** Sends the answer as it stands and waits until the interviewer has moved on to another question. */
export async function sendAndWaitForNextQuestion(page: Page): Promise<void> {
  const question = (await page.getByTestId('question-text').textContent()) ?? ''
  await page.getByRole('button', { name: 'Send Response' }).click()
  await page.waitForFunction(
    (previous) => document.querySelector('[data-testid="question-text"]')?.textContent !== previous,
    question,
    { timeout: 30_000 },
  )
}
