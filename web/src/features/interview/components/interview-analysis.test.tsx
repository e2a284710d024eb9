import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { stubFetch } from '@/test/fetch-args'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { FEEDBACK, fakeInterviewApi } from '../test/fake-interview-api'
import { InterviewAnalysis } from './interview-analysis'

const FEEDBACK_URL = 'GET /api/interview/feedback/s1'

function renderAnalysis(path = '/interview-analysis?sessionId=s1') {
  return renderWithProviders(<InterviewAnalysis />, { path })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('/interview-analysis', () => {
  it("shows the report's narrative with the engine that wrote it, and why the offline engine stood in", async () => {
    const narrative = 'You answered with real examples. Practise closing each answer with its result.'
    const reason = 'The model did not answer within 30 seconds.'
    fakeInterviewApi({
      [FEEDBACK_URL]: [jsonResponse({ ...FEEDBACK, narrative, engine: 'offline', fallbackReason: reason })],
    })
    renderAnalysis()
    const section = await screen.findByTestId('interview-narrative')
    expect(within(section).getByRole('heading', { level: 2, name: 'How it went' })).toBeInTheDocument()
    expect(within(section).getByText(narrative)).toBeInTheDocument()
    expect(within(section).getByText(/The scores are Vitae's own/)).toBeInTheDocument()
    expect(
      within(section).getByText(
        'The configured model did not answer in time or correctly, so the offline engine wrote this.',
      ),
    ).toBeInTheDocument()
    expect(within(section).getByText(reason)).toBeInTheDocument()
  })

  it('shows no narrative for a report that has none', async () => {
    fakeInterviewApi({ [FEEDBACK_URL]: [jsonResponse(FEEDBACK)] })
    renderAnalysis()
    await screen.findByTestId('interview-report')
    expect(screen.queryByTestId('interview-narrative')).not.toBeInTheDocument()
    // Only the questions' engine line: with no narrative there is no second one under it.
    expect(screen.getAllByText(/Written by/)).toHaveLength(1)
  })

  it('says it is generating the analysis while it loads', () => {
    fakeInterviewApi({ [FEEDBACK_URL]: [() => new Promise<Response>(() => {})] })
    renderAnalysis()
    const loading = screen.getByTestId('analysis-loading')
    expect(loading).toHaveTextContent('Generating Interview Analysis')
    expect(loading).toHaveTextContent('This may take a moment...')
  })

  it("lifts 'Overall Performance' out of the categories as the overall score", async () => {
    fakeInterviewApi({ [FEEDBACK_URL]: [jsonResponse(FEEDBACK)] })
    renderAnalysis()
    await screen.findByTestId('interview-report')
    expect(screen.getByRole('heading', { level: 1, name: 'Interview Analysis' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Below is a detailed analysis of your interview performance. Use this feedback to improve your interviewing skills.',
      ),
    ).toBeInTheDocument()
    expect(within(screen.getByTestId('overall-score')).getByRole('meter')).toHaveAttribute('aria-valuenow', '73')
    const categories = screen.getAllByTestId('category-score')
    expect(categories.map((category) => category.querySelector('p')?.textContent)).toEqual([
      'Communication',
      'Relevance',
      'Structure (STAR)',
      'Technical Knowledge',
    ])
  })

  it('colours the bars 90 green, 75 blue, 60 orange, else red', async () => {
    fakeInterviewApi({ [FEEDBACK_URL]: [jsonResponse(FEEDBACK)] })
    renderAnalysis()
    await screen.findByTestId('interview-report')
    const tones = Object.fromEntries(
      screen
        .getAllByTestId('category-score')
        .map((category) => [
          category.querySelector('p')?.textContent,
          within(category).getByRole('meter').getAttribute('data-tone'),
        ]),
    )
    expect(tones).toEqual({
      Communication: 'excellent',
      Relevance: 'good',
      'Structure (STAR)': 'fair',
      'Technical Knowledge': 'poor',
    })
    const bar = within(screen.getAllByTestId('category-score')[0]!).getByRole('meter').firstElementChild
    expect(bar).toHaveClass('bg-success')
  })

  it('gives each question its badge, observation, answer and figures', async () => {
    fakeInterviewApi({ [FEEDBACK_URL]: [jsonResponse(FEEDBACK)] })
    renderAnalysis()
    await screen.findByTestId('interview-report')
    const [first, second] = screen.getAllByTestId('question-feedback')
    expect(within(first!).getByRole('heading', { name: 'Tell me about yourself.' })).toBeInTheDocument()
    expect(within(first!).getByTestId('performance-badge')).toHaveTextContent('Very Good')
    expect(within(first!).getByTestId('observation')).toHaveTextContent('“cut checkout latency by 40 percent”')
    expect(first).toHaveTextContent('I lead the payments team and cut checkout latency by 40 percent.')
    expect(within(first!).getByTestId('answer-metrics')).toHaveTextContent(
      '12 words · 0 fillers/min · 120 words/min · 0 hedges · Posting terms: payments',
    )
    expect(within(second!).queryByTestId('performance-badge')).toBeNull()
    expect(within(second!).getByTestId('not-answered-badge')).toHaveTextContent('Not answered')
    expect(second).not.toHaveTextContent('/100')
  })

  it('shows the summary, the action items tied to answers and the stronger version, labelled', async () => {
    fakeInterviewApi({ [FEEDBACK_URL]: [jsonResponse(FEEDBACK)] })
    renderAnalysis()
    await screen.findByTestId('interview-report')
    expect(screen.getByTestId('interview-summary')).toHaveTextContent('You answered 1 of 2 questions')
    const [item] = screen.getAllByTestId('action-item')
    expect(item).toHaveTextContent('Tell it as a story in order: add the situation.')
    expect(item).toHaveTextContent('Question 1, where you said “I lead the payments team')
    const stronger = screen.getByTestId('stronger-answer')
    expect(stronger).toHaveTextContent('built from your own words in STAR order')
    expect(within(stronger).getByText(/^\[Add the situation/)).toHaveAttribute('data-from-answer', 'false')
  })

  it('counts the delivery of the whole interview', async () => {
    fakeInterviewApi({ [FEEDBACK_URL]: [jsonResponse(FEEDBACK)] })
    renderAnalysis()
    const delivery = await screen.findByTestId('delivery-summary')
    expect(within(delivery).getByTestId('metric-words')).toHaveTextContent('12')
    expect(within(delivery).getByTestId('metric-fillers')).toHaveTextContent(
      '2.51 in all: um (estimated at a conversational pace)',
    )
    expect(within(delivery).getByTestId('metric-pace')).toHaveTextContent('Not measured')
    expect(within(delivery).getByTestId('metric-hedges')).toHaveTextContent('2i think')
    const star = within(delivery).getByRole('list', { name: 'STAR elements' })
    expect(
      within(star)
        .getAllByRole('listitem')
        .map((item) => [item.textContent, item.getAttribute('data-found')]),
    ).toEqual([
      ['Situation found', 'true'],
      ['Task not found', 'false'],
      ['Action not found', 'false'],
      ['Result found', 'true'],
    ])
    expect(within(delivery).getByRole('list', { name: 'Job-description terms used' })).toHaveTextContent(
      'paymentslatency',
    )
  })

  it("says 'No session ID provided' without one", () => {
    const api = fakeInterviewApi({})
    renderAnalysis('/interview-analysis')
    const card = screen.getByTestId('analysis-error')
    expect(within(card).getByRole('heading', { name: 'Analysis Error' })).toBeInTheDocument()
    expect(card).toHaveTextContent('No session ID provided')
    expect(within(card).getByRole('link', { name: 'Return to Interview Prep' })).toHaveAttribute(
      'href',
      '/interview-prep',
    )
    expect(api.calls).toEqual([])
  })

  it("shows 'Failed to fetch analysis: {status} {statusText}' when the server fails", async () => {
    fakeInterviewApi({
      [FEEDBACK_URL]: [new Response('oops', { status: 500, statusText: 'Internal Server Error' })],
    })
    renderAnalysis()
    const card = await screen.findByTestId('analysis-error')
    expect(card).toHaveTextContent('Failed to fetch analysis: 500 Internal Server Error')
  })

  it("shows 'Failed to load interview analysis' when no reply came", async () => {
    stubFetch(
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    renderAnalysis()
    const card = await screen.findByTestId('analysis-error')
    expect(card).toHaveTextContent('Failed to load interview analysis')
  })

  it("shows 'No Analysis Data' for a session that is gone or holds nothing", async () => {
    fakeInterviewApi({ [FEEDBACK_URL]: [jsonResponse({ message: 'Interview session not found' }, 404)] })
    renderAnalysis()
    const card = await screen.findByTestId('analysis-empty')
    expect(within(card).getByRole('heading', { name: 'No Analysis Data' })).toBeInTheDocument()
    expect(card).toHaveTextContent('Unable to retrieve interview analysis. The session may have expired.')

    vi.unstubAllGlobals()
    fakeInterviewApi({ 'GET /api/interview/feedback/empty': [jsonResponse({ scores: {}, questions: [] })] })
    renderAnalysis('/interview-analysis?sessionId=empty')
    await waitFor(() => expect(screen.getAllByTestId('analysis-empty')).toHaveLength(2))
  })
})
