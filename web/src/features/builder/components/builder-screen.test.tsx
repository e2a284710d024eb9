import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '@/components/ui/toaster'
import { stubFetch } from '@/test/fetch-args'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { MANUAL_APPLY_NOTE } from '../assistant-answer'
import { clearLocalDraft } from '../draft-storage'
import { BuilderScreen, SIDE_PREVIEW_QUERY } from './builder-screen'

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>

/** Answers the builder's API calls by method and path, recording the bodies it was sent. */
function serve(routes: Record<string, Handler>) {
  const calls: { route: string; body: Record<string, unknown> }[] = []
  stubFetch(
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {}
      calls.push({ route, body })
      const handler = routes[route]
      if (handler) return handler(body)
      if (route === 'GET /api/render/templates')
        return jsonResponse([{ id: 'classic', name: 'Classic', description: '' }])
      return jsonResponse({ message: 'not found' }, 404)
    }),
  )
  return calls
}

function open(userId: string | null = null) {
  return renderWithProviders(<BuilderScreen userId={userId} />, { path: '/builder' })
}

async function goToStep(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('tab', { name }))
}

describe('BuilderScreen', () => {
  beforeEach(() => clearLocalDraft())
  afterEach(() => {
    cleanup() // unmounted first, so that no debounced request of the last test reaches the real network
    vi.unstubAllGlobals()
  })

  it('wraps around with Previous and Next and shows the progress', async () => {
    serve({})
    const user = userEvent.setup()
    open()
    expect(screen.getByText('1 of 6 Sections')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByText('6 of 6 Sections')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('1 of 6 Sections')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Builder progress' })).toHaveAttribute('aria-valuenow', '17')
  })

  it('keeps the last job and clears the last bullet instead of removing them', async () => {
    serve({})
    const user = userEvent.setup()
    open()
    await goToStep(user, /Work Experience/)
    expect(screen.getByRole('button', { name: 'Remove Job 1' })).toBeDisabled()
    const bullet = screen.getByRole('textbox', { name: 'Job 1 achievements 1' })
    await user.type(bullet, 'Led the launch')
    await user.click(screen.getByRole('button', { name: 'Remove Job 1 bullet 1' }))
    expect(screen.getByRole('textbox', { name: 'Job 1 achievements 1' })).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Add Job' }))
    expect(screen.getByRole('button', { name: 'Remove Job 1' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Remove Job 2' }))
    expect(screen.queryByRole('button', { name: 'Remove Job 2' })).not.toBeInTheDocument()
  })

  it('enables Enhance with AI once the section has text, and applies the fenced items', async () => {
    const answer =
      '```json\n{"items": [{"title": "Engineer", "subtitle": "NASA", "date": "1958", "bullets": ["Computed"]}]}\n```'
    const calls = serve({
      'POST /api/resume-ai-assistant': () => jsonResponse({ answer, suggestion: null, engine: 'offline' }),
    })
    const user = userEvent.setup()
    open()
    await goToStep(user, /Work Experience/)
    const enhance = screen.getByRole('button', { name: 'Enhance with AI' })
    expect(enhance).toBeDisabled()
    await user.type(screen.getByRole('textbox', { name: 'Job Title' }), 'engineer')
    expect(enhance).toBeEnabled()
    await user.click(enhance)
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('NASA'))
    const request = calls.find((call) => call.route === 'POST /api/resume-ai-assistant')
    expect(request?.body).toMatchObject({ question: 'Enhance with AI', section: 'work-experience' })
  })

  it('asks the user to apply an unparsable answer by hand', async () => {
    serve({
      'POST /api/resume-ai-assistant': () =>
        jsonResponse({ answer: 'Add numbers to your bullets.', suggestion: null, engine: 'offline' }),
    })
    const user = userEvent.setup()
    open()
    await goToStep(user, /Skills/)
    await user.type(screen.getByRole('textbox', { name: 'Category 1 skill 1' }), 'Python')
    await user.click(screen.getByRole('button', { name: 'Enhance with AI' }))
    const log = screen.getByRole('log', { name: 'Assistant conversation' })
    await within(log).findByText(MANUAL_APPLY_NOTE)
    expect(screen.getByRole('textbox', { name: 'Category 1 skill 1' })).toHaveValue('Python')
  })

  it("names the model under the assistant's answer, and the offline engine under its stand-in", async () => {
    const replies = [
      { answer: 'Lead each bullet with its result.', suggestion: null, engine: 'openai' },
      { answer: 'Start with a verb.', suggestion: null, engine: 'offline', fallbackReason: 'The model timed out.' },
    ]
    serve({
      'POST /api/resume-ai-assistant': () => jsonResponse(replies.shift()),
      'GET /api/settings': () => jsonResponse({ aiProvider: 'openai', model: 'llama3.1', version: '1' }),
    })
    const user = userEvent.setup()
    open()
    const log = screen.getByRole('log', { name: 'Assistant conversation' })
    const ask = async (question: string) => {
      await user.type(screen.getByRole('textbox', { name: 'Ask the assistant' }), question)
      await user.click(screen.getByRole('button', { name: 'Send question' }))
    }
    await ask('How do I improve my bullets?')
    const modelAnswer = (await within(log).findByText(/Lead each bullet with its result\./)).closest('div')!
    expect(await within(modelAnswer).findByText('Written by llama3.1.')).toBeInTheDocument()
    await ask('And the first word?')
    const standIn = (await within(log).findByText(/Start with a verb\./)).closest('div')!
    expect(
      within(standIn).getByText(
        'The configured model did not answer in time or correctly, so the offline engine wrote this.',
      ),
    ).toBeInTheDocument()
    expect(within(log).getAllByText(/Hi! I'm your resume assistant/)).toHaveLength(1)
    expect(within(log).getAllByText(/^Written by|offline engine wrote this/)).toHaveLength(2) // the greeting names none
  })

  it('sends no blank question', async () => {
    serve({})
    const user = userEvent.setup()
    open()
    const send = screen.getByRole('button', { name: 'Send question' })
    expect(send).toBeDisabled()
    await user.type(screen.getByRole('textbox', { name: 'Ask the assistant' }), '   ')
    expect(send).toBeDisabled()
  })

  it("shows the server's score and its findings as the tips, and saving reports the score saved", async () => {
    const finding = {
      id: 'keywords.few_skills',
      category: 'keywordDensity',
      severity: 'medium',
      message: 'Only 1 recognisable skill named.',
      fix: 'Name the tools you use.',
      pointsLost: 20,
    }
    const calls = serve({
      'POST /api/resumes/builder-score': () =>
        jsonResponse({ overallScore: 64, categoryScores: { atsCompliance: 70 }, findings: [finding] }),
      'POST /api/resumes/save-builder': () => jsonResponse({ id: 'r1', title: 'Ada Resume', overallScore: 64 }),
    })
    const user = userEvent.setup()
    render(<Toaster />)
    open('user-1')
    await waitFor(() => expect(screen.getByTestId('ats-score')).toHaveTextContent('64'))
    expect(screen.getByTestId('ats-pill')).toHaveAttribute('data-band', 'orange')
    await user.click(screen.getByRole('button', { name: /Improve Score/ }))
    expect(screen.getByTestId('score-tips')).toHaveTextContent(
      'Only 1 recognisable skill named. Name the tools you use.',
    )
    await user.click(screen.getByRole('button', { name: 'Save to Dashboard' }))
    expect(await screen.findByText('Saved to your dashboard with an ATS score of 64.')).toBeInTheDocument()
    const saved = calls.find((call) => call.route === 'POST /api/resumes/save-builder')
    expect(saved?.body.atsScore).toBe(64)
  })

  it('puts the formatted phone number in the phone field', async () => {
    serve({
      'POST /api/resume-ai-assistant': () =>
        jsonResponse({
          answer: 'Your phone number now reads +1 415-555-0142.',
          engine: 'offline',
          formattedPhone: '+1 415-555-0142',
        }),
    })
    const user = userEvent.setup()
    open()
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '4155550142')
    await user.click(screen.getByRole('button', { name: 'Format my phone number' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 415-555-0142'))
  })

  it('shows the resume beside the steps on a wide screen instead of the Preview button', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === SIDE_PREVIEW_QUERY,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }))
    const calls = serve({
      'POST /api/resumes/preview': () => jsonResponse({ pages: ['<svg xmlns="http://www.w3.org/2000/svg"/>'] }),
    })
    const user = userEvent.setup()
    open()
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ada Lovelace')
    const pane = await screen.findByTestId('live-preview-pages')
    expect(within(pane).getByRole('img', { name: 'Page 1 of 1 of the resume preview' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument()
    await waitFor(() => {
      const last = calls.filter((call) => call.route === 'POST /api/resumes/preview').at(-1)
      expect(last?.body).toMatchObject({ resumeData: { personalInfo: { name: 'Ada Lovelace' } } })
    })
  })

  it('offers to sign in when saving signed out', async () => {
    const calls = serve({})
    const user = userEvent.setup()
    open(null)
    await user.click(screen.getByRole('button', { name: 'Save to Dashboard' }))
    expect(await screen.findByRole('alertdialog', { name: 'Authentication Required' })).toBeInTheDocument()
    expect(calls.some((call) => call.route === 'POST /api/resumes/save-builder')).toBe(false)
  })
})
