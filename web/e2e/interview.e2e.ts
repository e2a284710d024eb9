import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  chromiumPath,
  expectAccessible,
  expectToast,
  MOBILE,
  pathOf,
  saveScreenshot,
  settle,
  visit,
} from './support/browser'
import { sendAndWaitForNextQuestion, startInterview } from './support/interview'
import { textResume } from './support/resume-files'
import { signedInSession, suiteSession } from './support/sessions'

/** Answers that read like a candidate's: a situation, what they did, and a measured result. */
const ANSWERS = [
  'At my last company our checkout API was slow during sales. My task was to cut the latency. I profiled the queries, added two indexes and a cache in front of the pricing service, and as a result p95 latency dropped from 900 ms to 300 ms.',
  'I start from the behaviour the user relies on. I write unit tests for the pricing rules, one integration test per external API, and a single end-to-end test of the purchase path, because that mix catches regressions without slowing the build.',
  'The browser resolves the domain through DNS, opens a TCP connection and negotiates TLS, then sends the HTTP request. The server answers with HTML, and the browser parses it, fetches the CSS and scripts, builds the render tree and paints the page.',
  'I am proud of the retry queue I wrote for our payment webhooks. The situation was lost events during outages. I designed an idempotent queue with exponential backoff, and as a result we have not lost a single payment event in two years.',
  'A process has its own memory space, while threads share the memory of their process. I choose processes for isolation and CPU-bound work in Python, and threads for I/O-bound tasks where sharing state is cheap and safe.',
]
const FALLBACK_ANSWER =
  'I would break the problem down, agree on what success means with the team, deliver the smallest useful version first, and measure the result, which in my last project cut support tickets by 30 percent.'

/** A picture of the screen from its top (an action may have scrolled it), for reviewing the design. */
async function screenshotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0))
  await saveScreenshot(page, name)
}

function setupForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Interview setup' })
}

function questionText(page: Page): Locator {
  return page.getByTestId('question-text')
}

/** Answers each question by typing until the interviewer's closing line; returns how many answers were sent. */
async function answerEveryQuestionByTyping(page: Page): Promise<number> {
  const typing = page.getByLabel('Type your answer')
  let answered = 0
  while (!(await page.getByText('Interview complete').isVisible())) {
    expect(answered).toBeLessThan(12)
    const answer = ANSWERS[answered] ?? FALLBACK_ANSWER
    await typing.fill(answer)
    if (answered === 0) {
      // 'Add Text' moves the typed words into the response; Send Response also takes what is still in the box.
      await page.getByRole('button', { name: 'Add Text' }).click()
      await page.getByTestId('response-transcript').getByText(answer.slice(0, 40)).waitFor()
      expect(await typing.inputValue()).toBe('')
    }
    await sendAndWaitForNextQuestion(page)
    answered += 1
    if (answered === 1) await expectAccessible(page)
  }
  return answered
}

describe.skipIf(!chromiumPath)('a mock interview from setup to analysis, answered by typing', () => {
  const session = suiteSession(() =>
    signedInSession({ firstName: 'Katherine', lastName: 'Johnson', password: 'orbital-mechanics-1962' }),
  )
  let sessionId = ''
  let answered = 0
  let overallScore = ''

  it('shows the setup with its defaults and the enable rules of both buttons', async () => {
    const { page } = session
    await visit(page, '/interview-prep')
    await page.getByRole('heading', { level: 1, name: 'AI Interview Practice' }).waitFor()
    await page
      .getByText('Practice your interview skills with our AI interviewer tailored to specific job positions')
      .waitFor()
    const form = setupForm(page)
    expect(await form.getByLabel('Interview type').inputValue()).toBe('Technical')
    expect(await form.getByLabel('Experience level').inputValue()).toBe('Mid-Level')
    expect(await form.getByLabel('Job title').inputValue()).toBe('Software Engineer')
    expect(await form.getByLabel('Duration').inputValue()).toBe('15')
    expect(await form.getByLabel('Difficulty').inputValue()).toBe('Standard')
    expect(await form.getByLabel('Job description (optional)').getAttribute('placeholder')).toBe(
      'Mid-Level Software Engineer position requiring Technical expertise',
    )

    const preview = form.getByRole('button', { name: 'Preview Interview' })
    const start = form.getByRole('button', { name: 'Start Interview' })
    await form.getByLabel('Job title').fill('')
    expect(await preview.isDisabled()).toBe(true)
    expect(await start.isDisabled()).toBe(true)
    await form.getByLabel('Job title').fill('Backend Engineer')
    await form.getByLabel('Difficulty').selectOption('')
    expect(await preview.isDisabled()).toBe(true)
    expect(await start.isDisabled()).toBe(false)
    await form.getByLabel('Difficulty').selectOption('Advanced')
    await form.getByLabel('Interview type').selectOption('')
    expect(await preview.isDisabled()).toBe(true)
    await start.click()
    await form.getByTestId('setup-error').getByText('Please select all interview preferences').waitFor()
    expect(pathOf(page)).toBe('/interview-prep')
    await form.getByLabel('Interview type').selectOption('Technical')
    expect(await preview.isDisabled()).toBe(false)
    await expectAccessible(page)
  })

  it('reads an uploaded resume as context and previews the interview', async () => {
    const { page } = session
    const form = setupForm(page)
    await form.getByTestId('interview-resume-input').setInputFiles(textResume('katherine-johnson.txt'))
    const chosen = form.getByTestId('interview-resume')
    await chosen.waitFor({ timeout: 20_000 })
    expect(await chosen.textContent()).toContain('katherine-johnson.txt')
    expect(await chosen.textContent()).toMatch(/Katherine Johnson: \d+ entr(y|ies), \d+ skills?/)

    await form.getByRole('button', { name: 'Preview Interview' }).click()
    const preview = page.getByTestId('interview-preview')
    await preview.getByText('AI Interviewer', { exact: true }).waitFor()
    for (const chip of ['Mid-Level', 'Backend Engineer', 'Technical', 'Advanced']) {
      await preview.getByRole('list', { name: 'Your choices' }).getByText(chip, { exact: true }).waitFor()
    }
    await preview.getByText('About 15 minutes of questions and answers').waitFor()
    await preview.getByText('Questions tailored to the Backend Engineer role and your resume').waitFor()
    await preview.getByText('Advanced-level assessment of each answer').waitFor()
    for (const item of [
      'Response quality and relevance scoring',
      'Communication skills assessment',
      'Technical knowledge evaluation',
    ]) {
      await preview.getByText(item).waitFor()
    }
    await preview.getByText('How it works:').waitFor()
    await expectAccessible(page)
    await saveScreenshot(page, 'interview-prep-preview')
  })

  it('starts the interview, saving the preferences with the auto-filled description', async () => {
    const { page } = session
    await setupForm(page).getByRole('button', { name: 'Start Interview' }).click()
    await page.waitForURL((url) => url.pathname === '/interview-simulation')
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('vitae.interview-data') ?? 'null'))
    expect(saved).toMatchObject({
      jobType: 'Backend Engineer',
      experienceLevel: 'Mid-Level',
      interviewType: 'Technical',
      difficulty: 'Advanced',
      duration: 15,
      jobDescription: 'Mid-Level Backend Engineer position requiring Technical expertise',
    })
    expect(saved.sessionId).toMatch(/^\d{13}$/)
    await questionText(page).waitFor({ timeout: 30_000 })
    await settle(page)
  })

  it('says speech recognition is not available here, with typing open', async () => {
    const { page } = session
    await page.getByTestId('speech-unavailable').getByText('Speech Recognition Not Available').waitFor()
    await expectToast(page, 'Speech Recognition Not Available')
    expect(await page.getByRole('button', { name: 'Start Recording' }).isDisabled()).toBe(true)
    expect(await page.getByLabel('Type your answer').isEnabled()).toBe(true)
    const info = page.getByTestId('interview-info')
    for (const [term, value] of [
      ['Position', 'Backend Engineer'],
      ['Level', 'Mid-Level'],
      ['Type', 'Technical'],
      ['Duration', '15 minutes'],
      ['Resume', 'katherine-johnson.txt'],
    ] as const) {
      await info.locator('div').filter({ hasText: term }).getByText(value, { exact: true }).first().waitFor()
    }
    const play = page.getByRole('button', { name: 'Play' })
    expect(await play.count()).toBe(1)
    await page.getByRole('button', { name: 'Send Response' }).click()
    await page.getByTestId('response-alert').getByText('Please provide a response before submitting.').waitFor()
    await expectAccessible(page)
    await screenshotFromTop(page, 'interview-simulation')
  })

  it('answers every question by typing until the closing line', async () => {
    const { page } = session
    answered = await answerEveryQuestionByTyping(page)
    expect(answered).toBeGreaterThanOrEqual(3)
    expect(await questionText(page).textContent()).toContain('Thank you for your time')
    expect(await page.getByRole('button', { name: 'Send Response' }).isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Start Recording' }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Complete Interview & View Analysis' }).waitFor()
    await expectAccessible(page)
    await screenshotFromTop(page, 'interview-simulation-closing')
  })

  it('completes the interview into the results, with scores and per-question feedback', async () => {
    const { page } = session
    await page.getByRole('button', { name: 'Complete Interview & View Analysis' }).click()
    await expectToast(page, 'Interview Completed', 'Thank you for completing the interview. Your feedback is ready.')
    await page.waitForURL((url) => url.pathname === '/interview-prep' && url.searchParams.has('results'))
    sessionId = new URL(page.url()).searchParams.get('results')!
    const results = page.getByRole('dialog', { name: 'Interview Results' })
    await results.getByTestId('interview-report').waitFor()
    overallScore = (await results.getByTestId('overall-score').getByRole('meter').getAttribute('aria-valuenow'))!
    expect(Number(overallScore)).toBeGreaterThan(0)
    const categories = results.getByTestId('category-score')
    expect(await categories.count()).toBeGreaterThanOrEqual(4)
    expect(await results.getByTestId('category-score').allTextContents()).not.toContainEqual(
      expect.stringContaining('Overall Performance'),
    )
    const questions = results.getByTestId('question-feedback')
    expect(await questions.count()).toBe(answered)
    for (const badge of await questions.getByTestId('performance-badge').allTextContents()) {
      expect(['Excellent', 'Very Good', 'Good', 'Needs Improvement']).toContain(badge)
    }
    // Each observation quotes the answer it is about.
    const firstObservation = (await questions.first().getByTestId('observation').textContent()) ?? ''
    expect(firstObservation).toMatch(/“[^”]+”/)
    await results.getByTestId('delivery-summary').getByText('Words per minute', { exact: true }).waitFor()
    expect(await results.getByTestId('metric-words').locator('dd').first().textContent()).toMatch(/^\d{3,}$/)
    await expectAccessible(page)
    await saveScreenshot(page, 'interview-results')
  })

  it('starts a new interview from the results, which clears the setup', async () => {
    const { page } = session
    await page
      .getByRole('dialog', { name: 'Interview Results' })
      .getByRole('button', { name: 'Start New Interview' })
      .click()
    await page.getByRole('dialog', { name: 'Interview Results' }).waitFor({ state: 'detached' })
    expect(pathOf(page)).toBe('/interview-prep')
    const form = setupForm(page)
    expect(await form.getByLabel('Interview type').inputValue()).toBe('')
    expect(await form.getByLabel('Experience level').inputValue()).toBe('')
    expect(await form.getByLabel('Job title').inputValue()).toBe('')
    expect(await form.getByLabel('Job description (optional)').inputValue()).toBe('')
    expect(await form.getByLabel('Difficulty').inputValue()).toBe('Advanced')
    expect(await form.getByTestId('interview-resume').count()).toBe(0)
    expect(await form.getByRole('button', { name: 'Preview Interview' }).isDisabled()).toBe(true)
    expect(await form.getByRole('button', { name: 'Start Interview' }).isDisabled()).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('vitae.interview-data'))).toBeNull()
    await expectAccessible(page)
  })

  it('shows the same analysis at /interview-analysis?sessionId=', async () => {
    const { page } = session
    await visit(page, `/interview-analysis?sessionId=${sessionId}`)
    await page.getByRole('heading', { level: 1, name: 'Interview Analysis' }).waitFor()
    await page
      .getByText(
        'Below is a detailed analysis of your interview performance. Use this feedback to improve your interviewing skills.',
      )
      .waitFor()
    await page.getByRole('heading', { name: 'Performance Summary' }).waitFor()
    await page.getByRole('heading', { name: 'Question-by-Question Analysis' }).waitFor()
    expect(await page.getByTestId('overall-score').getByRole('meter').getAttribute('aria-valuenow')).toBe(overallScore)
    expect(await page.getByTestId('question-feedback').count()).toBe(answered)
    await saveScreenshot(page, 'interview-analysis')
    await page.getByRole('link', { name: 'Return to Interview Prep' }).click()
    await page.waitForURL((url) => url.pathname === '/interview-prep')
  })

  it('explains a missing session id and a session that is not there', async () => {
    const { page } = session
    await visit(page, '/interview-analysis')
    const error = page.getByTestId('analysis-error')
    await error.getByRole('heading', { name: 'Analysis Error' }).waitFor()
    await error.getByText('No session ID provided').waitFor()
    await error.getByRole('link', { name: 'Return to Interview Prep' }).waitFor()

    await visit(page, '/interview-analysis?sessionId=no-such-session')
    const empty = page.getByTestId('analysis-empty')
    await empty.getByRole('heading', { name: 'No Analysis Data' }).waitFor()
    await empty.getByText('Unable to retrieve interview analysis. The session may have expired.').waitFor()
    await expectAccessible(page)
  })

  it('says the interview is not initialized when the setup was cleared', async () => {
    const { page } = session
    await visit(page, '/interview-simulation')
    await page.getByRole('heading', { level: 1, name: 'Interview Not Initialized' }).waitFor()
    await page
      .getByText(/No interview preferences found/)
      .first()
      .waitFor()
    await page.getByRole('link', { name: 'Return to Interview Prep' }).waitFor()
    await expectToast(page, 'Interview Error', 'No interview preferences found')
  })
})

describe.skipIf(!chromiumPath)('a start that keeps failing', () => {
  const session = suiteSession(() =>
    signedInSession({ firstName: 'Dorothy', lastName: 'Vaughan', password: 'fortran-team-1961' }),
  )

  it('retries 5 times 3 s apart, shows the Error card, and Retry starts again', async () => {
    const { page } = session
    let attempts = 0
    await page.route('**/api/interview/start', async (route) => {
      attempts += 1
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The interview service is busy.' }),
      })
    })
    await visit(page, '/interview-prep')
    await setupForm(page).getByRole('button', { name: 'Start Interview' }).click()
    await page.waitForURL((url) => url.pathname === '/interview-simulation')
    const settingUp = page.getByTestId('interview-setting-up')
    await settingUp.getByText('Setting up your interview...').waitFor()
    await settingUp.getByText('The interview service is busy. Trying again in 3 s (retry 1 of 5).').waitFor()
    await expectAccessible(page)
    await saveScreenshot(page, 'interview-setting-up-retry')
    const startedWaiting = Date.now()
    const card = page.getByTestId('interview-error')
    await card.waitFor({ timeout: 25_000 })
    expect(Date.now() - startedWaiting).toBeGreaterThanOrEqual(4 * 3000 - 500)
    expect(attempts).toBe(6)
    await card.getByRole('heading', { name: 'Error' }).waitFor()
    await card.getByText('The interview service is busy.').waitFor()
    await card.getByRole('link', { name: 'Return to Interview Prep' }).waitFor()
    await expectToast(page, 'Interview Error', 'The interview service is busy.')
    await expectAccessible(page)
    await saveScreenshot(page, 'interview-error')

    await page.unroute('**/api/interview/start')
    await card.getByRole('button', { name: 'Retry' }).click()
    await questionText(page).waitFor({ timeout: 30_000 })
    expect(attempts).toBe(6)
  })

  it('shows the server message at once for a request it refuses', async () => {
    const { page } = session
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('vitae.interview-data') ?? '{}')
      localStorage.setItem(
        'vitae.interview-data',
        JSON.stringify({ ...saved, sessionId: '1', experienceLevel: 'Intern' }),
      )
    })
    await visit(page, '/interview-simulation')
    const card = page.getByTestId('interview-error')
    await card.waitFor({ timeout: 10_000 })
    await card.getByText("Unknown experience level 'Intern': choose Entry-Level, Mid-Level or Senior.").waitFor()
  })
})

describe.skipIf(!chromiumPath)('the interview on a phone, completed early', () => {
  const session = suiteSession(() =>
    signedInSession({ firstName: 'Mary', lastName: 'Jackson', password: 'wind-tunnel-1958' }, MOBILE),
  )

  it('sets up, answers the first question, and completes with the words still in the box', async () => {
    const { page } = session
    await visit(page, '/interview-prep')
    await saveScreenshot(page, 'interview-prep-mobile')
    const form = setupForm(page)
    await form.getByLabel('Interview type').selectOption('Behavioral')
    await form.getByLabel('Job title').fill('Product Manager')
    await form.getByRole('button', { name: 'Preview Interview' }).click()
    await page.getByTestId('interview-preview').waitFor()
    await form.getByRole('button', { name: 'Start Interview' }).click()
    await questionText(page).waitFor({ timeout: 30_000 })
    await settle(page)
    await expectAccessible(page)
    await saveScreenshot(page, 'interview-simulation-mobile')

    await page.getByLabel('Type your answer').fill(ANSWERS[0]!)
    await page.getByRole('button', { name: 'Send Response' }).click()
    await page.getByText('Question 2').waitFor({ timeout: 30_000 })
    await page.getByLabel('Type your answer').fill(ANSWERS[3]!)
    await page.getByRole('button', { name: 'Complete & Get Feedback' }).click()
    const results = page.getByRole('dialog', { name: 'Interview Results' })
    await results.getByTestId('interview-report').waitFor({ timeout: 30_000 })
    // The words left in the box were sent as the last answer before completing.
    expect(await results.getByTestId('question-feedback').count()).toBe(2)
    await expectAccessible(page)
    await saveScreenshot(page, 'interview-results-mobile')
  })
})

describe.skipIf(!chromiumPath)('analysis of a pasted transcript', () => {
  const session = suiteSession(() =>
    signedInSession({ firstName: 'Christine', lastName: 'Darden', password: 'sonic-boom-1989' }),
  )

  it('is reached from the setup and refuses an empty transcript', async () => {
    const { page } = session
    await visit(page, '/interview-prep')
    await page.getByRole('link', { name: 'Analyze a transcript' }).click()
    await page.waitForURL((url) => url.pathname === '/interview-transcript')
    await page.getByRole('heading', { level: 1, name: 'Transcript Analysis' }).waitFor()
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Interview Prep' })
        .getAttribute('aria-current'),
    ).toBe('page')
    await page.getByRole('button', { name: 'Analyze Transcript' }).click()
    await page.getByText('Please paste the transcript of your interview').waitFor()
    await expectAccessible(page)
  })

  it('reads the questions and answers and analyses them', async () => {
    const { page } = session
    await page.getByLabel('Job title (optional)').fill('Aerospace Engineer')
    await page
      .getByLabel('Job description (optional)')
      .fill('We need an aerospace engineer with experience in computational fluid dynamics and wind tunnel testing.')
    await page
      .getByTestId('transcript-input')
      .fill(
        [
          'Interviewer: Tell me about a project you are proud of.',
          'Candidate: I led research on sonic boom minimization. Our wind tunnel tests showed',
          'that reshaping the nose cut the boom by 30 percent, and the design informed later X-planes.',
          'Interviewer: How do you validate a computational fluid dynamics model?',
          'Candidate: Um, I compare it against wind tunnel data, I guess, and check grid convergence first.',
          'Interviewer: Tell me about a time you disagreed with a manager.',
          'Candidate: When I was passed over for promotion, I asked my director why. He agreed the reasons did not hold, and I was promoted two weeks later.',
        ].join('\n'),
      )
    await page.getByText('Found 3 questions, read from the speaker labels.').waitFor()
    await page.getByRole('button', { name: 'Analyze Transcript' }).click()
    const report = page.getByTestId('interview-report')
    await report.waitFor({ timeout: 20_000 })
    expect(await report.getByTestId('question-feedback').count()).toBe(3)
    const terms = await report
      .getByTestId('delivery-summary')
      .getByRole('list', { name: 'Job-description terms used' })
      .getByRole('listitem')
      .allTextContents()
    expect(terms).toEqual(expect.arrayContaining(['wind', 'tunnel']))
    await expectAccessible(page)
    await saveScreenshot(page, 'interview-transcript-analysis')
  })
})

/**
 * Headless Chromium has no microphone and no recognition service, so the browser's SpeechRecognition is replaced by
 * a scripted one before the app loads: the app's own adapter then runs against it as against the real API.
 */
function installScriptedRecognition(): void {
  interface Scripted {
    continuous: boolean
    interimResults: boolean
    lang: string
    starts: number
    onresult?: (event: unknown) => void
    onspeechstart?: () => void
    onspeechend?: () => void
    onend?: () => void
  }
  const recognitions: Scripted[] = []
  class ScriptedRecognition implements Scripted {
    continuous = false
    interimResults = false
    lang = ''
    starts = 0
    onresult?: (event: unknown) => void
    onspeechstart?: () => void
    onspeechend?: () => void
    onend?: () => void
    constructor() {
      recognitions.push(this)
    }
    start(): void {
      this.starts += 1
    }
    stop(): void {
      setTimeout(() => this.onend?.(), 20)
    }
  }
  const scope = window as unknown as Record<string, unknown>
  scope.SpeechRecognition = ScriptedRecognition
  scope.webkitSpeechRecognition = ScriptedRecognition
  navigator.mediaDevices.enumerateDevices = async () =>
    [{ kind: 'audioinput', deviceId: 'scripted', groupId: '', label: '' }] as MediaDeviceInfo[]
  const latest = (): Scripted => recognitions.at(-1)!
  scope.scriptedRecognition = {
    settings: () => ({ ...latest(), count: recognitions.length }),
    hear: (transcript: string, isFinal: boolean) =>
      latest().onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript }], { isFinal })] }),
    speechStart: () => latest().onspeechstart?.(),
    speechEnd: () => latest().onspeechend?.(),
    silence: () => latest().onend?.(),
  }
}

interface ScriptedRecognitionControls {
  settings: () => { continuous: boolean; interimResults: boolean; lang: string; starts: number; count: number }
  hear: (transcript: string, isFinal: boolean) => void
  speechStart: () => void
  speechEnd: () => void
  silence: () => void
}

/** Drives the scripted recogniser installed in the page. */
function recogniser(page: Page) {
  const call = <Name extends keyof ScriptedRecognitionControls>(
    name: Name,
    ...args: Parameters<ScriptedRecognitionControls[Name]>
  ): Promise<ReturnType<ScriptedRecognitionControls[Name]>> =>
    page.evaluate(
      ([method, values]) => {
        const controls = (window as unknown as { scriptedRecognition: Record<string, (...a: unknown[]) => unknown> })
          .scriptedRecognition
        return controls[method]!(...values)
      },
      [name, args] as [string, unknown[]],
    ) as Promise<ReturnType<ScriptedRecognitionControls[Name]>>
  return {
    settings: () => call('settings'),
    hear: (transcript: string, isFinal: boolean) => call('hear', transcript, isFinal),
    speechStart: () => call('speechStart'),
    speechEnd: () => call('speechEnd'),
    silence: () => call('silence'),
  }
}

describe.skipIf(!chromiumPath)('a spoken answer through the Web Speech API', () => {
  const session = suiteSession(() =>
    signedInSession({ firstName: 'Annie', lastName: 'Easley', password: 'centaur-rocket-1977' }),
  )

  beforeAll(async () => {
    await session.context.addInitScript(installScriptedRecognition)
  })

  it('records continuously in US English, cleans up what it hears, and sends how long it was spoken', async () => {
    const { page } = session
    await startInterview(page)
    expect(await page.getByTestId('speech-unavailable').count()).toBe(0)

    const speech = recogniser(page)
    await page.getByRole('button', { name: 'Start Recording' }).click()
    await page.getByRole('button', { name: 'Stop Recording' }).waitFor()
    expect(await speech.settings()).toMatchObject({ continuous: true, interimResults: true, lang: 'en-US', starts: 1 })

    await speech.speechStart()
    await speech.hear('i worked on the', false)
    await page.getByTestId('response-transcript').getByText('i worked on the').waitFor()
    await expectAccessible(page)
    await screenshotFromTop(page, 'interview-recording')
    await page.waitForTimeout(1500)
    await speech.hear('i worked on the i worked on the payments api', true)
    await speech.speechEnd()
    await page.getByTestId('response-transcript').getByText('I worked on the payments api.').waitFor()

    // A pause ends recognition in the browser; recording carries on.
    await speech.silence()
    expect((await speech.settings()).starts).toBe(2)
    expect(await page.getByRole('button', { name: 'Stop Recording' }).isVisible()).toBe(true)

    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.url().endsWith('/api/interview/evaluate')),
      page.getByRole('button', { name: 'Send Response' }).click(),
    ])
    const body = request.postDataJSON() as { answer: string; spokenSeconds: number | null; isFinal: boolean }
    expect(body.answer).toBe('I worked on the payments api.')
    expect(body.isFinal).toBe(false)
    expect(body.spokenSeconds).toBeGreaterThanOrEqual(1.4)
    expect(body.spokenSeconds).toBeLessThan(10)
    await page.getByText('Question 2').waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Start Recording' }).waitFor()
    // The view of the answer gives its measured time; a recording this short is too short for a pace.
    const insights = page.getByTestId('answer-insights')
    expect(await insights.getByTestId('answer-length').textContent()).toMatch(/^6 words · \d s spoken$/)
    expect(await insights.getByTestId('answer-pace').textContent()).toBe('Too short a recording to measure your pace.')
  })
})
