import { beforeAll, describe, expect, it } from 'vitest'

import { chromiumPath, DESKTOP, expectAccessible, expectToast, visit } from './support/browser'
import { sendAndWaitForNextQuestion, startInterview } from './support/interview'
import { signedInSession, suiteSession } from './support/sessions'
import { STUB_TRANSCRIPTION_MODEL } from './support/speech-stub'

/** Chromium's stand-in microphone (a tone), allowed without a permission prompt. */
const FAKE_MICROPHONE = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']

describe.skipIf(!chromiumPath)('an answer recorded where the browser has no speech recognition', () => {
  const session = suiteSession(() =>
    signedInSession(
      { firstName: 'Grace', lastName: 'Hopper', password: 'compiler-cobol-1959' },
      DESKTOP,
      FAKE_MICROPHONE,
    ),
  )

  beforeAll(async () => {
    // As in Firefox: no SpeechRecognition, so the answer is recorded and the server transcribes it.
    await session.context.addInitScript(() => {
      const speechWindow = window as unknown as Record<string, unknown>
      delete speechWindow.SpeechRecognition
      delete speechWindow.webkitSpeechRecognition
    })
  })

  it('records with MediaRecorder, shows the server transcript in the answer and sends it', async () => {
    const { page } = session
    await startInterview(page)

    const start = page.getByRole('button', { name: 'Start Recording' })
    await expect.poll(() => start.isEnabled(), { timeout: 10_000 }).toBe(true)
    expect(await page.getByTestId('speech-unavailable').count()).toBe(0)
    await start.click()
    await page.getByTestId('your-response').getByRole('status').getByText('Recording').waitFor()
    await expectAccessible(page)
    await page.waitForTimeout(1500) // a second and a half of the fake microphone's tone
    await page.getByRole('button', { name: 'Stop Recording' }).click()
    await page
      .getByTestId('response-transcript')
      .getByText('I recorded this answer in a browser without speech recognition.')
      .waitFor({ timeout: 20_000 })
    expect(await page.getByRole('button', { name: 'Start Recording' }).isEnabled()).toBe(true)

    await sendAndWaitForNextQuestion(page)
  })

  it('tests the connection on the settings page: offline, with the transcription model named', async () => {
    const { page } = session
    await visit(page, '/settings')
    await page.getByRole('button', { name: 'Test connection' }).click()
    const result = page.getByTestId('connection-result')
    await result.getByText('Vitae runs offline').waitFor({ timeout: 20_000 })
    expect(await result.textContent()).toContain(`Answer transcription${STUB_TRANSCRIPTION_MODEL}`)
    await expectAccessible(page)
  })
})

describe.skipIf(!chromiumPath)('Chromium whose speech recognition does not work (headless Debian build)', () => {
  const session = suiteSession(() =>
    signedInSession({ firstName: 'Alan', lastName: 'Turing', password: 'enigma-bombe-1940' }, DESKTOP, FAKE_MICROPHONE),
  )

  it('switches to recording for the server when recognition fails', async () => {
    const { page } = session
    await startInterview(page)
    const start = page.getByRole('button', { name: 'Start Recording' })
    await expect.poll(() => start.isEnabled(), { timeout: 10_000 }).toBe(true)
    await start.click()
    await expectToast(page, 'recorded and transcribed by the server instead')
    await expect.poll(() => start.isEnabled(), { timeout: 10_000 }).toBe(true)
    await start.click()
    await page.waitForTimeout(1500)
    await page.getByRole('button', { name: 'Stop Recording' }).click()
    await page
      .getByTestId('response-transcript')
      .getByText('I recorded this answer in a browser without speech recognition.')
      .waitFor({ timeout: 20_000 })
  })
})
