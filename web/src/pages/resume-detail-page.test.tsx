import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Route } from 'wouter'

import { Toaster } from '@/components/ui/toaster'
import { jsonResponse, renderWithProviders } from '@/test/render'
import { buildResume } from '@/test/resume-fixture'

import ResumeDetailPage from './resume-detail-page'

const USER = {
  id: 'u1',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  fullName: 'Grace Hopper',
  name: 'Grace Hopper',
  username: 'grace@example.com',
  planType: 'base',
  createdAt: '2026-01-01T00:00:00Z',
}

type Answer = Response | Promise<Response>

const RUBRIC = {
  categoryWeights: { atsCompliance: 0.3, keywordDensity: 0.25, recruiterFriendliness: 0.25, concisenessImpact: 0.2 },
  checks: ['ats.phone_missing', 'keywords.few_skills', 'recruiter.summary_missing', 'impact.not_quantified'].map(
    (id) => ({ id, category: 'atsCompliance', maxPoints: 10, why: 'Because.' }),
  ),
}

/** Answers /api/auth/me and /api/resumes/{id} as told. */
function stubApi({ me, resume }: { me: () => Answer; resume: () => Answer }) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input)
    if (url === '/api/auth/me') return me()
    if (url.startsWith('/api/resumes/')) return resume()
    if (url === '/api/scoring/rubric') return jsonResponse(RUBRIC)
    throw new Error(`Unexpected request to ${url}`)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const signedOut = () => jsonResponse({ message: 'Not signed in' }, 401)
const signedIn = () => jsonResponse(USER)
const notFound = () => jsonResponse({ message: 'Resume not found' }, 404)

function renderPage(path = '/editor/resume-1') {
  const rendered = renderWithProviders(
    <Route path="/editor/:id">
      <ResumeDetailPage />
    </Route>,
    { path },
  )
  render(<Toaster />)
  return rendered
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ResumeDetailPage', () => {
  it("reads 'Loading resume...' while the resume loads", () => {
    stubApi({ me: signedOut, resume: () => new Promise<Response>(() => {}) })
    renderPage()
    expect(screen.getByRole('status')).toHaveTextContent('Loading resume...')
  })

  it("shows 'Resume not found' with Return Home to a signed-in user", async () => {
    stubApi({ me: signedIn, resume: notFound })
    renderPage('/editor/missing')
    await screen.findByRole('heading', { name: 'Resume not found' })
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
  })

  it('sends a signed-out visitor to sign in when the resume is not theirs, as the route guard would', async () => {
    stubApi({ me: signedOut, resume: notFound })
    const { history } = renderPage('/editor/someone-elses')
    await waitFor(() => expect(history.at(-1)).toBe('/auth?next=%2Feditor%2Fsomeone-elses'))
  })

  it('shows the visitor who uploaded it the title, the score with its band, the categories and the findings', async () => {
    stubApi({ me: signedOut, resume: () => jsonResponse(buildResume()) })
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument()
    expect(document.title).toBe('Grace Hopper · Vitae')

    const overall = screen.getByTestId('overall-score')
    expect(overall).toHaveTextContent('83 out of 100')
    expect(within(overall).getByText('Excellent')).toBeInTheDocument()
    expect(within(overall).getByRole('meter', { name: 'Overall score' })).toHaveAttribute('aria-valuenow', '83')
    expect(within(overall).getByRole('link', { name: 'How is this scored?' })).toHaveAttribute('href', '/scoring')
    await within(overall).findByText(/^3 findings from 4 checks\./)

    const breakdown = screen.getByRole('region', { name: 'Category Breakdown' })
    expect(
      within(breakdown)
        .getAllByRole('meter')
        .map((bar) => bar.getAttribute('aria-label')),
    ).toEqual(['ATS Compliance', 'Keyword Density', 'Recruiter Friendliness', 'Conciseness & Impact'])
    expect(within(breakdown).getByRole('meter', { name: 'Conciseness & Impact' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    )

    const ats = screen.getByTestId('findings-group-atsCompliance')
    expect(within(ats).getByText('No phone number found.')).toBeInTheDocument()
    expect(within(ats).getByText('Header reads: “Grace Hopper / grace@example.com”')).toBeInTheDocument()
    expect(within(ats).getByText('Add a phone number with its country code.')).toBeInTheDocument()
    expect(within(ats).getByText('−8 points')).toBeInTheDocument()
    expect(within(screen.getByTestId('findings-group-keywordDensity')).getByText('−7.5 points')).toBeInTheDocument()
    expect(screen.getByTestId('findings-group-recruiterFriendliness')).toHaveTextContent(
      'Nothing to fix in this category.',
    )
  })

  it('shows what an ATS read: contact fields, sections and skills', async () => {
    stubApi({ me: signedOut, resume: () => jsonResponse(buildResume()) })
    renderPage()
    fireEvent.click(await screen.findByRole('tab', { name: 'What an ATS sees' }))
    const contact = screen.getByTestId('ats-contact')
    expect(contact).toHaveTextContent('EmailFound: grace@example.com')
    expect(contact).toHaveTextContent('PhoneMissing')
    const sections = screen.getAllByTestId('ats-section')
    expect(sections.map((section) => section.getAttribute('data-kind'))).toEqual(['experience', 'skills', 'other'])
    expect(sections[0]).toHaveTextContent('Rear Admiral · US Navy')
    expect(sections[0]).toHaveTextContent('Led the team that built the first compiler.')
    expect(sections[2]).toHaveTextContent('Not a standard section')
    expect(screen.getByTestId('ats-skills')).toHaveTextContent('COBOL×3 mentions')
  })

  it("falls back to the resume's title when no name was read, then to 'Resume'", async () => {
    stubApi({ me: signedOut, resume: () => jsonResponse(buildResume({ name: '', title: 'cv-2026' })) })
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'cv-2026' })).toBeInTheDocument()
  })

  it("sends a visitor who asks to save to /auth with 'Login Required'", async () => {
    stubApi({ me: signedOut, resume: () => jsonResponse(buildResume()) })
    const { history } = renderPage()
    const save = await screen.findByRole('button', { name: 'Save to Dashboard' })
    expect(save).not.toHaveAttribute('aria-disabled')
    act(() => fireEvent.click(save))
    expect(document.querySelector('[data-slot="toast"]')).toHaveTextContent('Login Required')
    expect(history.at(-1)).toBe('/auth?next=%2Feditor%2Fresume-1')
  })

  it('gives a signed-in user the enhanced-version buttons as unavailable, with the reason', async () => {
    stubApi({ me: signedIn, resume: () => jsonResponse(buildResume({ isAnonymous: false })) })
    const { history } = renderPage()
    for (const name of ['View Enhanced Resume', 'Download Enhanced Resume', 'Save to Dashboard']) {
      const button = await screen.findByRole('button', { name })
      expect(button).toHaveAttribute('aria-disabled', 'true')
      expect(button).toHaveAccessibleDescription('Available once the enhanced version exists.')
      fireEvent.click(button)
    }
    expect(history).toEqual(['/editor/resume-1'])
    expect(screen.queryByRole('complementary', { name: 'Guest upload' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(screen.getByRole('link', { name: 'Upload Another Resume' })).toHaveAttribute('href', '/editor')
  })

  it('answers ?download=true for a visitor with the login prompt', async () => {
    stubApi({ me: signedOut, resume: () => jsonResponse(buildResume()) })
    const { history } = renderWithProviders(
      <Route path="/editor/:id">
        <ResumeDetailPage />
      </Route>,
      { path: '/editor/resume-1?download=true' },
    )
    render(<Toaster />)
    await waitFor(() => expect(history.at(-1)).toBe('/auth?next=%2Feditor%2Fresume-1'))
    expect(document.querySelector('[data-slot="toast"]')).toHaveTextContent('Login Required')
  })
})
