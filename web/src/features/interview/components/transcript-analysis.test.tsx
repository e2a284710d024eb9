import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '@/components/ui/toaster'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { FEEDBACK, fakeInterviewApi } from '../test/fake-interview-api'
import { TranscriptAnalysis } from './transcript-analysis'

const ANALYZE = 'POST /api/interview/analyze-transcript'
const TRANSCRIPT = [
  'Interviewer: Tell me about yourself.',
  'Candidate: I lead the payments team.',
  'Interviewer: Why this role?',
  'Candidate: I want to build data tools.',
].join('\n')

function renderPage() {
  const rendered = renderWithProviders(<TranscriptAnalysis />, { path: '/interview-transcript' })
  render(<Toaster />)
  return rendered
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('transcript analysis', () => {
  it('reads the pasted transcript as it is typed, and sends its turns for analysis', async () => {
    const user = userEvent.setup()
    const api = fakeInterviewApi({ [ANALYZE]: [jsonResponse(FEEDBACK)] })
    renderPage()
    await user.type(screen.getByLabelText('Job title (optional)'), 'Payments Engineer')
    await user.click(screen.getByTestId('transcript-input'))
    await user.paste(TRANSCRIPT)
    expect(screen.getByText('Found 2 questions, read from the speaker labels.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Analyze Transcript' }))
    const report = await screen.findByTestId('interview-report')
    expect(api.callsTo(ANALYZE)[0]!.body).toEqual({
      turns: [
        { question: 'Tell me about yourself.', answer: 'I lead the payments team.' },
        { question: 'Why this role?', answer: 'I want to build data tools.' },
      ],
      jobTitle: 'Payments Engineer',
      jobDescription: '',
    })
    expect(within(report).getAllByTestId('question-feedback')).toHaveLength(2)
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Interview Analysis' })).toHaveFocus())

    await user.click(screen.getByRole('button', { name: 'Analyze Another' }))
    expect(screen.queryByTestId('interview-report')).not.toBeInTheDocument()
    expect(screen.getByTestId('transcript-input')).toHaveValue('')
  })

  it('asks for a transcript with questions in it before sending anything', async () => {
    const user = userEvent.setup()
    const api = fakeInterviewApi({})
    renderPage()
    await user.click(screen.getByRole('button', { name: 'Analyze Transcript' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please paste the transcript of your interview')
    await user.type(screen.getByTestId('transcript-input'), 'Just my notes.')
    await user.click(screen.getByRole('button', { name: 'Analyze Transcript' }))
    expect(screen.getByRole('alert')).toHaveTextContent(/^No questions were found/)
    expect(api.calls).toEqual([])
  })

  it("says why the analysis failed, with the server's message", async () => {
    const user = userEvent.setup()
    fakeInterviewApi({ [ANALYZE]: [jsonResponse({ message: 'Too many turns.' }, 422)] })
    renderPage()
    await user.click(screen.getByTestId('transcript-input'))
    await user.paste(TRANSCRIPT)
    await user.click(screen.getByRole('button', { name: 'Analyze Transcript' }))
    await waitFor(() =>
      expect(document.querySelector('[data-slot="toast"]')).toHaveTextContent('Analysis ErrorToo many turns.'),
    )
    expect(screen.queryByTestId('interview-report')).not.toBeInTheDocument()
  })
})
