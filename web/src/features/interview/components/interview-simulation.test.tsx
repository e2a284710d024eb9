import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '@/components/ui/toaster'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { ACTIVE_INTERVIEW_KEY, PREFERENCES_KEY, RESUME_KEY } from '../interview-storage'
import { SpeechServiceProvider } from '../speech/speech-service-context'
import { CLOSING_LINE, FEEDBACK, fakeInterviewApi, nextQuestion, started } from '../test/fake-interview-api'
import { scriptedSpeech } from '../test/scripted-speech'
import type { InterviewResume } from '../types'
import { InterviewSimulation } from './interview-simulation'

const PREFERENCES = {
  jobType: 'Backend Engineer',
  experienceLevel: 'Senior',
  interviewType: 'Technical',
  difficulty: 'Advanced',
  duration: 30,
  jobDescription: 'Build payment APIs in Go.',
  sessionId: '1767225600000',
}

const RESUME: InterviewResume = {
  label: 'ada.pdf',
  source: 'upload',
  data: {
    personalInfo: { name: 'Ada Lovelace', email: '', phone: '', location: '', linkedin: '', portfolio: '', github: '' },
    sections: [],
  },
}

const START = 'POST /api/interview/start'
const EVALUATE = 'POST /api/interview/evaluate'
const COMPLETE = 'POST /api/interview/complete/s1'
const FEEDBACK_URL = 'GET /api/interview/feedback/s1'

function renderSimulation(speech = scriptedSpeech()) {
  const rendered = renderWithProviders(
    <SpeechServiceProvider service={speech.service}>
      <InterviewSimulation />
    </SpeechServiceProvider>,
    { path: '/interview-simulation' },
  )
  render(<Toaster />)
  return { ...rendered, speech }
}

function toastText(): string {
  return Array.from(document.querySelectorAll('[data-slot="toast"]'))
    .map((toast) => toast.textContent)
    .join(' | ')
}

async function firstQuestion(): Promise<HTMLElement> {
  return screen.findByTestId('question-text', {}, { timeout: 3000 })
}

beforeEach(() => {
  localStorage.setItem(PREFERENCES_KEY, JSON.stringify(PREFERENCES))
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
})

describe('without saved preferences', () => {
  it("says 'Interview Not Initialized' and why, with the way back", async () => {
    localStorage.clear()
    const api = fakeInterviewApi({})
    renderSimulation()
    expect(screen.getByRole('heading', { level: 1, name: 'Interview Not Initialized' })).toBeInTheDocument()
    expect(screen.getByText(/No interview preferences found\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Interview Prep' })).toHaveAttribute('href', '/interview-prep')
    await waitFor(() => expect(toastText()).toContain('Interview Error'))
    expect(api.calls).toEqual([])
  })

  it('names the missing fields of incomplete preferences', () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ jobType: 'Designer' }))
    fakeInterviewApi({})
    renderSimulation()
    expect(screen.getByText(/Missing required fields: experienceLevel, interviewType\./)).toBeInTheDocument()
  })
})

describe('starting', () => {
  it('sends the saved setup and resume, then shows the question and the interview info', async () => {
    localStorage.setItem(RESUME_KEY, JSON.stringify(RESUME))
    const api = fakeInterviewApi({ [START]: [started()] })
    renderSimulation()
    expect(screen.getByText('Setting up your interview...')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Interview setup progress' })).toBeInTheDocument()
    expect(await firstQuestion()).toHaveTextContent('Tell me about yourself.')
    expect(api.callsTo(START)).toEqual([
      {
        method: 'POST',
        url: '/api/interview/start',
        body: {
          type: 'Technical',
          jobType: 'Backend Engineer',
          level: 'Senior',
          jobDescription: 'Build payment APIs in Go.',
          resumeData: RESUME.data,
          difficulty: 'Advanced',
          duration: 30,
        },
      },
    ])
    const info = screen.getByTestId('interview-info')
    for (const [term, value] of [
      ['Position', 'Backend Engineer'],
      ['Level', 'Senior'],
      ['Type', 'Technical'],
      ['Duration', '30 minutes'],
      ['Resume', 'ada.pdf'],
    ] as const) {
      expect(within(info).getByText(term).nextElementSibling).toHaveTextContent(value)
    }
    expect(JSON.parse(sessionStorage.getItem(ACTIVE_INTERVIEW_KEY)!)).toMatchObject({
      setupId: PREFERENCES.sessionId,
      sessionId: 's1',
      question: 'Tell me about yourself.',
    })
  })

  it('carries on with the question on screen after a reload, without starting again', async () => {
    sessionStorage.setItem(
      ACTIVE_INTERVIEW_KEY,
      JSON.stringify({
        setupId: PREFERENCES.sessionId,
        sessionId: 's1',
        question: 'Why this role?',
        audio: null,
        questionNumber: 2,
        plannedQuestions: 5,
        isComplete: false,
      }),
    )
    const api = fakeInterviewApi({})
    renderSimulation()
    expect(await firstQuestion()).toHaveTextContent('Why this role?')
    expect(screen.getByText('Question 2')).toBeInTheDocument()
    expect(api.calls).toEqual([])
  })

  it('retries 5 times, 3 s apart, then shows the Error card; Retry starts again', async () => {
    vi.useFakeTimers()
    const busy = () => jsonResponse({ message: 'The interview service is busy.' }, 503)
    const api = fakeInterviewApi({ [START]: [busy, busy, busy, busy, busy, busy, started()] })
    renderSimulation()
    await act(async () => {})
    expect(screen.getByText('The interview service is busy. Trying again in 3 s (retry 1 of 5).')).toBeInTheDocument()
    for (let retry = 2; retry <= 5; retry += 1) {
      await act(async () => vi.advanceTimersByTimeAsync(3000))
      expect(
        screen.getByText(`The interview service is busy. Trying again in 3 s (retry ${retry} of 5).`),
      ).toBeInTheDocument()
    }
    // The bar has eased up towards the cap of 90% while waiting, and stops there.
    const progress = Number(
      screen.getByRole('progressbar', { name: 'Interview setup progress' }).getAttribute('aria-valuenow'),
    )
    expect(progress).toBeGreaterThan(80)
    expect(progress).toBeLessThanOrEqual(90)
    await act(async () => vi.advanceTimersByTimeAsync(3000))
    expect(api.callsTo(START)).toHaveLength(6)
    const card = screen.getByTestId('interview-error')
    expect(within(card).getByRole('heading', { name: 'Error' })).toBeInTheDocument()
    expect(within(card).getByRole('alert')).toHaveTextContent('The interview service is busy.')
    expect(toastText()).toContain('Interview Error')
    await act(async () => vi.advanceTimersByTimeAsync(10_000))
    expect(api.callsTo(START)).toHaveLength(6)

    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }))
    await act(async () => {})
    expect(screen.getByText('Setting up your interview...')).toBeInTheDocument()
    // Once ready, the bar shows 100% for a moment before the question.
    expect(screen.getByRole('progressbar', { name: 'Interview setup progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    await act(async () => vi.advanceTimersByTimeAsync(600))
    expect(api.callsTo(START)).toHaveLength(7)
    expect(screen.getByTestId('question-text')).toHaveTextContent('Tell me about yourself.')
  })

  it('shows a refusal of the request at once: retrying would not help', async () => {
    const refused = jsonResponse({ message: 'Missing required fields: type, jobType' }, 422)
    const api = fakeInterviewApi({ [START]: [refused] })
    renderSimulation()
    const card = await screen.findByTestId('interview-error')
    expect(card).toHaveTextContent('Missing required fields: type, jobType')
    expect(api.callsTo(START)).toHaveLength(1)
  })

  it("says 'Failed to start interview' when the server gives no reason", async () => {
    vi.useFakeTimers()
    fakeInterviewApi({ [START]: [new Response('', { status: 500 })] })
    renderSimulation()
    await act(async () => {})
    for (let retry = 1; retry <= 5; retry += 1) await act(async () => vi.advanceTimersByTimeAsync(3000))
    expect(screen.getByTestId('interview-error')).toHaveTextContent('Failed to start interview')
  })
})

describe('answering', () => {
  it('adds typed text to the response and sends it, with no speaking time', async () => {
    const user = userEvent.setup()
    const api = fakeInterviewApi({ [START]: [started()], [EVALUATE]: [nextQuestion()] })
    renderSimulation()
    await firstQuestion()
    await user.type(screen.getByLabelText('Type your answer'), 'I lead the payments team.')
    await user.click(screen.getByRole('button', { name: 'Add Text' }))
    expect(screen.getByTestId('response-transcript')).toHaveTextContent('I lead the payments team.')
    expect(screen.getByLabelText('Type your answer')).toHaveValue('')
    await user.type(screen.getByLabelText('Type your answer'), 'We ship weekly.')
    await user.click(screen.getByRole('button', { name: 'Send Response' }))
    await waitFor(() => expect(screen.getByTestId('question-text')).toHaveTextContent('Why this role?'))
    expect(api.callsTo(EVALUATE)[0]!.body).toEqual({
      sessionId: 's1',
      answer: 'I lead the payments team. We ship weekly.',
      isFinal: false,
      spokenSeconds: null,
    })
    expect(screen.getByTestId('response-transcript')).toHaveTextContent('Your answer appears here')
    expect(screen.getByText('Question 2')).toBeInTheDocument()
  })

  it('shows the key terms, length and pace of the answer above the next question, until dismissed', async () => {
    const user = userEvent.setup()
    const insights = {
      keyTerms: ['PostgreSQL', 'index'],
      words: 85,
      spokenSeconds: null,
      estimatedSeconds: 34,
      wordsPerMinute: null,
      notes: ['Too short: 85 words cannot show what you did.'],
    }
    fakeInterviewApi({ [START]: [started()], [EVALUATE]: [nextQuestion({ answerInsights: insights })] })
    renderSimulation()
    await firstQuestion()
    await user.type(screen.getByLabelText('Type your answer'), 'I added a PostgreSQL index.')
    await user.click(screen.getByRole('button', { name: 'Send Response' }))
    const panel = await screen.findByTestId('answer-insights')
    expect(screen.getByTestId('question-text')).toHaveTextContent('Why this role?')
    expect(panel).toHaveTextContent('Your answer to question 1')
    expect(panel).toHaveTextContent('Tell me about yourself.')
    expect(within(panel).getByRole('list', { name: 'Key terms you used' })).toHaveTextContent('PostgreSQLindex')
    expect(within(panel).getByTestId('answer-length')).toHaveTextContent('85 words · about 34 s to say')
    expect(within(panel).getByTestId('answer-pace')).toHaveTextContent('Answer by voice to measure your pace.')
    expect(panel).toHaveTextContent('Too short')
    await user.click(within(panel).getByRole('button', { name: 'Dismiss answer feedback' }))
    expect(screen.queryByTestId('answer-insights')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Type your answer')).toBeEnabled()
  })

  it('asks for a response before sending an empty one', async () => {
    const user = userEvent.setup()
    const api = fakeInterviewApi({ [START]: [started()] })
    renderSimulation()
    await firstQuestion()
    await user.click(screen.getByRole('button', { name: 'Send Response' }))
    expect(screen.getByTestId('response-alert')).toHaveTextContent('Please provide a response before submitting.')
    expect(api.callsTo(EVALUATE)).toEqual([])
  })

  it('keeps the answer when it could not be sent', async () => {
    const user = userEvent.setup()
    fakeInterviewApi({ [START]: [started()], [EVALUATE]: [new Response('', { status: 500 })] })
    renderSimulation()
    await firstQuestion()
    await user.type(screen.getByLabelText('Type your answer'), 'My answer.')
    await user.click(screen.getByRole('button', { name: 'Send Response' }))
    expect(await screen.findByTestId('response-alert')).toHaveTextContent(
      'There was an error submitting your response. Please try again.',
    )
    expect(screen.getByTestId('response-transcript')).toHaveTextContent('My answer.')
    expect(screen.getByTestId('question-text')).toHaveTextContent('Tell me about yourself.')
  })

  it('takes a spoken answer, cleaned up, and sends how long it was spoken', async () => {
    const user = userEvent.setup()
    const api = fakeInterviewApi({ [START]: [started()], [EVALUATE]: [nextQuestion()] })
    const { speech } = renderSimulation()
    await firstQuestion()
    await user.click(screen.getByRole('button', { name: 'Start Recording' }))
    expect(speech.listening).toBe(true)
    expect(screen.getByRole('button', { name: 'Stop Recording' })).toBeInTheDocument()
    act(() => speech.interim('i reduced'))
    expect(screen.getByTestId('response-transcript')).toHaveTextContent('i reduced')
    act(() => {
      speech.say('i reduced latency i reduced latency by forty percent')
      speech.spoke(7.25)
    })
    expect(screen.getByTestId('response-transcript')).toHaveTextContent('I reduced latency by forty percent.')
    await user.click(screen.getByRole('button', { name: 'Send Response' }))
    await waitFor(() => expect(screen.getByTestId('question-text')).toHaveTextContent('Why this role?'))
    expect(speech.listening).toBe(false)
    expect(api.callsTo(EVALUATE)[0]!.body).toEqual({
      sessionId: 's1',
      answer: 'I reduced latency by forty percent.',
      isFinal: false,
      spokenSeconds: 7.3,
    })
  })

  it('shows a recording being transcribed by the server, then its words', async () => {
    const user = userEvent.setup()
    fakeInterviewApi({ [START]: [started()] })
    const { speech } = renderSimulation()
    await firstQuestion()
    await user.click(screen.getByRole('button', { name: 'Start Recording' }))
    expect(speech.context).toEqual({ sessionId: 's1' })
    act(() => speech.transcribing())
    expect(within(screen.getByTestId('your-response')).getByRole('status')).toHaveTextContent(
      'Transcribing your answer...',
    )
    expect(screen.getByRole('button', { name: 'Stop Recording' })).toBeDisabled()
    act(() => {
      speech.say('i moved the billing service to kubernetes')
      speech.finish()
    })
    expect(screen.getByTestId('response-transcript')).toHaveTextContent('I moved the billing service to kubernetes.')
    expect(screen.queryByText('Transcribing your answer...')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeEnabled()
  })

  it('says when speech recognition is not available, and typing still works', async () => {
    fakeInterviewApi({ [START]: [started()] })
    renderSimulation(scriptedSpeech({ status: 'unavailable', reason: 'unsupported' }))
    await firstQuestion()
    const notice = await screen.findByTestId('speech-unavailable')
    expect(notice).toHaveTextContent('Speech Recognition Not Available')
    expect(notice).toHaveTextContent('Please use a modern browser like Chrome, or type your answers.')
    await waitFor(() => expect(toastText()).toContain('Speech Recognition Not Available'))
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeDisabled()
    expect(screen.getByLabelText('Type your answer')).toBeEnabled()
  })

  it('turns recording off when the recogniser turns out to be unreachable', async () => {
    const user = userEvent.setup()
    fakeInterviewApi({ [START]: [started()] })
    const { speech } = renderSimulation()
    await firstQuestion()
    await user.click(screen.getByRole('button', { name: 'Start Recording' }))
    act(() => speech.fail({ kind: 'unavailable', reason: 'service' }))
    expect(await screen.findByTestId('speech-unavailable')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeDisabled()
  })

  it('reports a refused microphone', async () => {
    const user = userEvent.setup()
    fakeInterviewApi({ [START]: [started()] })
    const { speech } = renderSimulation()
    await firstQuestion()
    await user.click(screen.getByRole('button', { name: 'Start Recording' }))
    act(() => speech.fail({ kind: 'denied' }))
    await waitFor(() => expect(toastText()).toContain('Microphone access was denied.'))
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeEnabled()
  })
})

describe('question audio', () => {
  class FakeAudio {
    static played: string[] = []
    static fail = false
    onended: (() => void) | null = null
    onerror: (() => void) | null = null
    constructor(readonly src: string) {}
    play(): Promise<void> {
      FakeAudio.played.push(this.src)
      return FakeAudio.fail ? Promise.reject(new Error('decode')) : Promise.resolve()
    }
    pause(): void {}
  }

  beforeEach(() => {
    FakeAudio.played = []
    FakeAudio.fail = false
    vi.stubGlobal('Audio', FakeAudio)
  })

  it('plays only on Play, from the base64 MP3', async () => {
    const user = userEvent.setup()
    fakeInterviewApi({ [START]: [started()] })
    renderSimulation()
    await firstQuestion()
    expect(FakeAudio.played).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Play' }))
    expect(FakeAudio.played).toEqual(['data:audio/mpeg;base64,SUQz'])
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument()
  })

  it('carries on without audio that cannot be played, or that is missing', async () => {
    const user = userEvent.setup()
    FakeAudio.fail = true
    fakeInterviewApi({ [START]: [started()], [EVALUATE]: [nextQuestion({ audio: null })] })
    renderSimulation()
    await firstQuestion()
    await user.click(screen.getByRole('button', { name: 'Play' }))
    expect(await screen.findByText('The audio could not be played; read the question above.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Type your answer'), 'An answer.')
    await user.click(screen.getByRole('button', { name: 'Send Response' }))
    await waitFor(() => expect(screen.getByTestId('question-text')).toHaveTextContent('Why this role?'))
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled()
    expect(screen.getByText('This question has no audio; read it above.')).toBeInTheDocument()
  })
})

describe('completing', () => {
  it('closes answering at the closing line and completes into the results', async () => {
    const user = userEvent.setup()
    const api = fakeInterviewApi({
      [START]: [started()],
      [EVALUATE]: [nextQuestion({ nextQuestion: CLOSING_LINE, isComplete: true, questionNumber: 1 })],
      [COMPLETE]: [jsonResponse({ sessionId: 's1', state: 'completed', overallScore: 73 })],
      [FEEDBACK_URL]: [jsonResponse(FEEDBACK)],
    })
    const { history, queryClient } = renderSimulation()
    await firstQuestion()
    await user.type(screen.getByLabelText('Type your answer'), 'My only answer.')
    await user.click(screen.getByRole('button', { name: 'Send Response' }))
    await waitFor(() => expect(screen.getByText('Interview complete')).toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Send Response' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Return to Dashboard' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Complete Interview & View Analysis' }))
    await waitFor(() => expect(history.at(-1)).toBe('/interview-prep?results=s1'))
    // Going back from the results does not return to this screen, which would start a new interview.
    expect(history).not.toContain('/interview-simulation')
    expect(api.callsTo(COMPLETE)).toHaveLength(1)
    expect(api.callsTo(EVALUATE)).toHaveLength(1)
    expect(queryClient.getQueryData(['/api/interview/feedback/s1'])).toEqual(FEEDBACK)
    expect(toastText()).toContain('Interview Completed')
    expect(toastText()).toContain('Thank you for completing the interview. Your feedback is ready.')
    expect(sessionStorage.getItem(ACTIVE_INTERVIEW_KEY)).toBeNull()
  })

  it('sends the words still in the box as the final answer when completing early', async () => {
    const user = userEvent.setup()
    const api = fakeInterviewApi({
      [START]: [started()],
      [EVALUATE]: [nextQuestion({ nextQuestion: CLOSING_LINE, isComplete: true })],
      [COMPLETE]: [jsonResponse({ sessionId: 's1', state: 'completed', overallScore: 40 })],
      [FEEDBACK_URL]: [jsonResponse(FEEDBACK)],
    })
    const { history } = renderSimulation()
    await firstQuestion()
    await user.type(screen.getByLabelText('Type your answer'), 'A last thought.')
    await user.click(screen.getByRole('button', { name: 'Complete & Get Feedback' }))
    await waitFor(() => expect(history.at(-1)).toBe('/interview-prep?results=s1'))
    expect(api.callsTo(EVALUATE)[0]!.body).toEqual({
      sessionId: 's1',
      answer: 'A last thought.',
      isFinal: true,
      spokenSeconds: null,
    })
  })

  it('stays on the interview when completing fails, saying so', async () => {
    const user = userEvent.setup()
    fakeInterviewApi({ [START]: [started()], [COMPLETE]: [new Response('', { status: 500 })] })
    const { history } = renderSimulation()
    await firstQuestion()
    await user.click(screen.getByRole('button', { name: 'Complete & Get Feedback' }))
    expect(await screen.findByTestId('response-alert')).toHaveTextContent(
      'There was an error completing the interview. Please try again.',
    )
    await waitFor(() => expect(toastText()).toContain('Failed to complete the interview. Please try again.'))
    expect(history.at(-1)).toBe('/interview-simulation')
  })

  it('says when the feedback could not be fetched', async () => {
    const user = userEvent.setup()
    fakeInterviewApi({
      [START]: [started()],
      [COMPLETE]: [jsonResponse({ sessionId: 's1', state: 'completed', overallScore: 0 })],
      [FEEDBACK_URL]: [new Response('', { status: 500 })],
    })
    renderSimulation()
    await firstQuestion()
    await user.click(screen.getByRole('button', { name: 'Complete & Get Feedback' }))
    await waitFor(() => expect(toastText()).toContain('Failed to get feedback. Please try again.'))
  })

  it('cancels to the dashboard once confirmed, forgetting the interview under way', async () => {
    const user = userEvent.setup()
    fakeInterviewApi({ [START]: [started()] })
    const { history } = renderSimulation()
    await firstQuestion()
    await user.click(screen.getByRole('button', { name: 'Cancel Interview' }))
    // Asked first: 'Keep going' leaves the interview as it was.
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this interview?' })
    await user.click(within(confirm).getByRole('button', { name: 'Keep going' }))
    expect(history.at(-1)).not.toBe('/dashboard')
    expect(sessionStorage.getItem(ACTIVE_INTERVIEW_KEY)).not.toBeNull()

    await user.click(screen.getByRole('button', { name: 'Cancel Interview' }))
    const again = await screen.findByRole('alertdialog', { name: 'Cancel this interview?' })
    await user.click(within(again).getByRole('button', { name: 'Cancel Interview' }))
    await waitFor(() => expect(history.at(-1)).toBe('/dashboard'))
    expect(sessionStorage.getItem(ACTIVE_INTERVIEW_KEY)).toBeNull()
  })
})
