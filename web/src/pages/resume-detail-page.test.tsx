import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Route } from 'wouter'

import { Toaster } from '@/components/ui/toaster'
import { stubFetch } from '@/test/fetch-args'
import { jsonResponse, renderWithProviders } from '@/test/render'
import { buildEnhancedResume, buildEnhancement, buildResume, ORIGINAL_TEXT } from '@/test/resume-fixture'

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

const VERSIONS = [
  {
    id: 'v2',
    number: 2,
    label: 'Saved enhanced version',
    overallScore: 91,
    categoryScores: { atsCompliance: 95, keywordDensity: 80, recruiterFriendliness: 100, concisenessImpact: 88 },
    createdAt: '2026-01-15T11:00:00Z',
  },
  {
    id: 'v1',
    number: 1,
    label: 'Uploaded',
    overallScore: 64,
    categoryScores: { atsCompliance: 70, keywordDensity: 60, recruiterFriendliness: 70, concisenessImpact: 55 },
    createdAt: '2026-01-15T10:00:00Z',
  },
]

const TEMPLATES = [
  { id: 'classic', name: 'Classic', description: 'Serif type.' },
  { id: 'modern', name: 'Modern', description: 'Sans-serif type.' },
  { id: 'compact', name: 'Compact', description: 'Narrow margins.' },
]

type Route = (init: RequestInit | undefined, url: string) => Answer

/** Answers /api/auth/me, /api/resumes/{id} and its versions as told; `routes` answers anything else by 'METHOD url'. */
function stubApi({
  me,
  resume,
  routes = {},
}: {
  me: () => Answer
  resume: () => Answer
  routes?: Record<string, Route>
}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input)
    const route = routes[`${init?.method ?? 'GET'} ${url}`]
    if (route) return route(init, url)
    if (url === '/api/auth/me') return me()
    if (url.endsWith('/versions')) return jsonResponse(VERSIONS)
    if (url === '/api/render/templates') return jsonResponse(TEMPLATES)
    if (url.startsWith('/api/resumes/') && (init?.method ?? 'GET') === 'GET') return resume()
    if (url === '/api/scoring/rubric') return jsonResponse(RUBRIC)
    throw new Error(`Unexpected request to ${init?.method ?? 'GET'} ${url}`)
  })
  stubFetch(fetchMock)
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
  localStorage.clear()
  sessionStorage.clear()
})

/** The PDF URL with the defaults of a browser whose language reads as the United States. */
const PDF_URL = '/api/resumes/resume-1/download-pdf?template=classic&paper=letter'

function lastToast(): Element | null | undefined {
  return [...document.querySelectorAll('[data-slot="toast"]')].at(-1)
}

/** The names of the files the page hands to the browser's download. */
function spyOnSavedFiles(): string[] {
  const names: string[] = []
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file')
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download)
  })
  return names
}

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
    const toast = document.querySelector('[data-slot="toast"]')
    expect(toast).toHaveTextContent('Login Required')
    // SPEC §8: toasts are destructive unless noted.
    expect(toast).toHaveAttribute('data-variant', 'destructive')
    // Back from /auth, the page saves the resume it was asked to.
    expect(history.at(-1)).toBe(`/auth?next=${encodeURIComponent('/editor/resume-1?save=1')}`)
  })

  it('gives a signed-in user without an enhanced version View as unavailable, with the reason', async () => {
    stubApi({ me: signedIn, resume: () => jsonResponse(buildResume({ isAnonymous: false })) })
    const { history } = renderPage()
    const view = await screen.findByRole('button', { name: 'View Enhanced Resume' })
    expect(view).toHaveAttribute('aria-disabled', 'true')
    expect(view).toHaveAccessibleDescription('Available once the enhanced version exists.')
    fireEvent.click(view)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save to Dashboard' })).not.toHaveAttribute('aria-disabled')
    expect(history).toEqual(['/editor/resume-1'])
    expect(screen.queryByRole('complementary', { name: 'Guest upload' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(screen.getByRole('link', { name: 'Upload Another Resume' })).toHaveAttribute('href', '/editor')
  })

  it('shows the enhanced score beside the original and how many improvements it holds', async () => {
    stubApi({ me: signedIn, resume: () => jsonResponse(buildEnhancedResume({ isAnonymous: false })) })
    renderPage()
    const card = await screen.findByTestId('enhanced-version-card')
    await within(card).findByTestId('card-score-enhanced')
    expect(within(card).getByTestId('card-score-original')).toHaveTextContent('83 out of 100Excellent')
    expect(within(card).getByTestId('card-score-enhanced')).toHaveTextContent('91 out of 100Excellent')
    expect(card).toHaveTextContent('+8 points')
    expect(within(card).getByTestId('card-improvement-count')).toHaveTextContent('2 improvements, 2 accepted')
    expect(card).toHaveTextContent('1 rewrite kept out for adding a fact.')
  })

  it('shows advice only the person can act on beside the line it is about, with the finding it comes from', async () => {
    stubApi({ me: signedIn, resume: () => jsonResponse(buildEnhancedResume({ isAnonymous: false })) })
    renderPage()
    const advice = await screen.findByTestId('line-advice')
    expect(advice).toHaveTextContent('I successfully taught programming to various officers.')
    expect(advice).toHaveTextContent('add one you can stand behind')
    expect(advice.querySelector('[data-finding="impact.not_quantified"]')).not.toBeNull()
  })

  it("says which sections it could not read with confidence and why, and opens them in the builder with 'Fix in the builder'", async () => {
    const resume = buildEnhancedResume({
      isAnonymous: false,
      enhancement: buildEnhancement({
        uncertainSections: [
          {
            heading: 'Odd Jobs Done',
            kind: 'other',
            reason: 'unknown_heading',
            message: 'Its heading is not one Vitae knows, so it could not tell what the section holds.',
          },
        ],
      }),
    })
    // The parse with the lines it placed nowhere restored, as the enhancement was written from it.
    const base = resume.enhancement!.baseResume
    base.sections = [
      { heading: '', kind: 'other', lines: ['Computer pioneer'], knownHeading: true, sideBySide: false },
      ...base.sections,
      {
        heading: 'Odd Jobs Done',
        kind: 'other',
        lines: ['Painted the pier railings'],
        knownHeading: true,
        sideBySide: false,
      },
    ]
    stubApi({ me: signedIn, resume: () => jsonResponse(resume) })
    const { history } = renderPage()
    const notice = await screen.findByTestId('uncertain-sections')
    expect(notice).toHaveTextContent('Odd Jobs Done')
    expect(notice).toHaveTextContent('Its heading is not one Vitae knows')
    await userEvent.click(within(notice).getByRole('button', { name: 'Fix in the builder' }))
    await waitFor(() => expect(history.at(-1)).toBe('/builder'))
    const draft = JSON.parse(localStorage.getItem('vitae.builder-draft') ?? '{}')
    expect(draft.resumeId).toBe('resume-1')
    expect(draft.owner).toBe('u1')
    expect(draft.resumeData.personalInfo.name).toBe(resume.parsedResume.personalInfo.name)
    expect(draft.resumeData.sections.at(-1)).toMatchObject({
      title: 'Odd Jobs Done',
      content: 'Painted the pier railings',
    })
    expect(draft.resumeData.sections).toContainEqual({ id: 'other-0', title: '', content: 'Computer pioneer' })
  })

  it('opens the comparison from View Enhanced Resume and sends each accept or reject to the server', async () => {
    const rejected = buildEnhancedResume({
      enhancedContent:
        'Grace Hopper\n- Led the team that built the first compiler.\n- I successfully taught programming.',
      enhancement: buildEnhancement({ acceptedIds: ['imp-verb'], enhancedScore: 87 }),
    })
    const put = vi.fn<Route>(() => jsonResponse(rejected))
    stubApi({
      me: signedIn,
      resume: () => jsonResponse(buildEnhancedResume()),
      routes: { 'PUT /api/resumes/resume-1/enhancement': put },
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'View Enhanced Resume' }))
    const dialog = await screen.findByRole('dialog', { name: 'Original and enhanced' })
    expect(within(dialog).getByTestId('applied-badge')).toHaveTextContent('2 Improvements Applied')
    const pronoun = within(dialog).getAllByTestId('improvement')[1]!
    await userEvent.click(within(pronoun).getByRole('button', { name: 'Reject' }))
    expect(JSON.parse(String(put.mock.calls[0]?.[0]?.body))).toEqual({ acceptedIds: ['imp-verb'] })
    expect(within(dialog).getByTestId('applied-badge')).toHaveTextContent('1 Improvement Applied')
    await waitFor(() => expect(within(dialog).getByTestId('score-enhanced')).toHaveTextContent('87'))
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'Enhanced version updated: 1 Improvement Applied, score 87.',
      ),
    )
    expect(within(dialog).getByTestId('pane-enhanced')).toHaveTextContent('I successfully taught programming.')
    const card = screen.getByTestId('enhanced-version-card')
    expect(within(card).getByTestId('card-improvement-count')).toHaveTextContent('2 improvements, 1 accepted')
  })

  it('diffs the enhanced text against the original written the same way, so layout alone shows no change', async () => {
    const base = ORIGINAL_TEXT.replaceAll('- ', '• ')
    stubApi({
      me: signedIn,
      resume: () =>
        jsonResponse(
          buildEnhancedResume({
            originalContent: ORIGINAL_TEXT.replaceAll('- ', '● '),
            enhancedContent: base.replace(
              'I successfully taught programming to various officers.',
              'Taught programming to officers.',
            ),
            enhancement: buildEnhancement({ acceptedIds: ['imp-pronoun'], baseContent: base }),
          }),
        ),
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'View Enhanced Resume' }))
    // The comparison is loaded on demand: on a busy machine its code can take more than the default second.
    const dialog = await screen.findByRole('dialog', { name: 'Original and enhanced' }, { timeout: 10_000 })
    expect(within(dialog).getByTestId('pane-original')).toHaveTextContent('• Responsible for leading the team')
    expect(within(dialog).getByTestId('pane-original')).not.toHaveTextContent('●')
  })

  it('saves to the dashboard with the user name and names the title the analysis gave it', async () => {
    const save = vi.fn<Route>(() =>
      jsonResponse({
        message: 'Resume saved to your dashboard',
        metadata: { aiTitle: 'Computer Scientist', aiSubtitle: '', industry: '', specialization: '' },
        resume: { id: 'resume-1' },
      }),
    )
    stubApi({
      me: signedIn,
      resume: () => jsonResponse(buildEnhancedResume()),
      routes: { 'POST /api/resumes/resume-1/save-to-dashboard': save },
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Save to Dashboard' }))
    await waitFor(() => expect(lastToast()).toHaveTextContent('Saved to Dashboard'))
    expect(lastToast()).toHaveTextContent('Saved as “Computer Scientist”')
    expect(JSON.parse(String(save.mock.calls[0]?.[0]?.body))).toEqual({ userName: 'Grace Hopper' })
  })

  it("tells why a save failed: the server's words, else 'Save failed: {status} {statusText}'", async () => {
    stubApi({
      me: signedIn,
      resume: () => jsonResponse(buildEnhancedResume()),
      routes: {
        'POST /api/resumes/resume-1/save-to-dashboard': () =>
          new Response('', { status: 503, statusText: 'Service Unavailable' }),
      },
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Save to Dashboard' }))
    await waitFor(() => expect(lastToast()).toHaveTextContent('Failed to save resume to dashboard'))
    expect(lastToast()).toHaveTextContent('Save failed: 503 Service Unavailable')
  })

  it('asks to sign in again when a save meets an ended session, and never signs in by itself', async () => {
    const fetchMock = stubApi({
      me: signedIn,
      resume: () => jsonResponse(buildEnhancedResume()),
      routes: { 'POST /api/resumes/resume-1/save-to-dashboard': () => jsonResponse({ message: 'Not signed in' }, 401) },
    })
    const { history } = renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Save to Dashboard' }))
    await waitFor(() => expect(history.at(-1)).toBe('/auth?next=%2Feditor%2Fresume-1'))
    expect(lastToast()).toHaveTextContent('Login Required')
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('login'))).toBe(false)
  })

  it('downloads the PDF in the chosen template and paper, named after the person', async () => {
    const saved = spyOnSavedFiles()
    const pdf = vi.fn<Route>(() => new Response(new Blob(['%PDF-1.7']), { status: 200 }))
    stubApi({
      me: signedIn,
      resume: () => jsonResponse(buildEnhancedResume()),
      routes: {
        'POST /api/resumes/resume-1/download-pdf?template=modern&paper=a4': pdf,
        'POST /api/resumes/resume-1/export?format=docx&template=modern&paper=a4': () =>
          new Response(new Blob(['PK']), { status: 200 }),
      },
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Download Enhanced Resume' }))
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Modern' }))
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'A4' }))
    expect(screen.getByRole('menuitemradio', { name: 'A4' })).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(screen.getByRole('menuitem', { name: /^PDF/ }))
    await waitFor(() => expect(saved).toEqual(['Grace Hopper.pdf']))
    expect(pdf).toHaveBeenCalledOnce()

    await userEvent.click(screen.getByRole('button', { name: 'Download Enhanced Resume' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Word document (.docx)' }))
    await waitFor(() => expect(saved).toEqual(['Grace Hopper.pdf', 'Grace Hopper.docx']))
  })

  it("answers a failed download with 'Download failed' / 'Failed to generate PDF'", async () => {
    stubApi({
      me: signedIn,
      resume: () => jsonResponse(buildEnhancedResume()),
      routes: { [`POST ${PDF_URL}`]: () => jsonResponse({ message: 'Renderer crashed' }, 500) },
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Download Enhanced Resume' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: /^PDF/ }))
    await waitFor(() => expect(lastToast()).toHaveTextContent('Download failedFailed to generate PDF'))
  })

  it("answers a 401 on download with 'Login Required: Your session has expired...' and /auth", async () => {
    stubApi({
      me: signedIn,
      resume: () => jsonResponse(buildEnhancedResume()),
      routes: { [`POST ${PDF_URL}`]: () => jsonResponse({ message: 'Not signed in' }, 401) },
    })
    const { history } = renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Download Enhanced Resume' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: /^PDF/ }))
    await waitFor(() => expect(history.at(-1)).toBe('/auth?next=%2Feditor%2Fresume-1'))
    expect(lastToast()).toHaveTextContent('Login RequiredYour session has expired. Please login again to download.')
  })

  it('downloads from the comparison as enhanced_{title}_{date}.pdf', async () => {
    const saved = spyOnSavedFiles()
    stubApi({
      me: signedIn,
      resume: () => jsonResponse(buildEnhancedResume()),
      routes: {
        'POST /api/resumes/resume-1/download-pdf?paper=letter&version=enhanced': () =>
          new Response(new Blob(['%PDF']), { status: 200 }),
      },
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'View Enhanced Resume' }))
    const dialog = await screen.findByRole('dialog', { name: 'Original and enhanced' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }))
    const today = new Date()
    const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
    await waitFor(() => expect(saved).toEqual([`enhanced_Grace_Hopper_${date}.pdf`]))
  })

  it('lists the versions with their scores and restores one after confirming', async () => {
    const restore = vi.fn<Route>(() => jsonResponse(buildResume({ overallScore: 64 })))
    stubApi({
      me: signedIn,
      resume: () => jsonResponse(buildEnhancedResume()),
      routes: { 'POST /api/resumes/resume-1/versions/v1/restore': restore },
    })
    renderPage()
    const panel = await screen.findByTestId('versions-panel')
    const rows = await within(panel).findAllByTestId('version')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('v2 · Saved enhanced version'),
      expect.stringContaining('v1 · Uploaded'),
    ])
    expect(rows[0]).toHaveTextContent('91 out of 100')
    expect(within(rows[0]!).getByTestId('version-categories')).toHaveTextContent(
      /ATS 95.*Keywords 80.*Recruiter 100.*Impact 88/,
    )
    expect(rows[0]).toHaveTextContent('Current')
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Restore version 1' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore version 1?' })
    expect(restore).not.toHaveBeenCalled()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore version 1' }))
    await waitFor(() => expect(restore).toHaveBeenCalledOnce())
    await waitFor(() => expect(lastToast()).toHaveTextContent('Version restored'))
    await waitFor(() => expect(screen.getByTestId('overall-score')).toHaveTextContent('64 out of 100'))
  })

  it('downloads the PDF at once for ?download=true from the dashboard', async () => {
    const saved = spyOnSavedFiles()
    stubApi({
      me: signedIn,
      resume: () => jsonResponse(buildEnhancedResume()),
      routes: {
        'POST /api/resumes/resume-1/download-pdf?paper=letter': () => new Response(new Blob(['%PDF']), { status: 200 }),
      },
    })
    const { history } = renderWithProviders(
      <Route path="/editor/:id">
        <ResumeDetailPage />
      </Route>,
      { path: '/editor/resume-1?download=true' },
    )
    await waitFor(() => expect(saved).toEqual(['Grace Hopper.pdf']))
    expect(history.at(-1)).toBe('/editor/resume-1')
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
    await waitFor(() =>
      expect(history.at(-1)).toBe(`/auth?next=${encodeURIComponent('/editor/resume-1?download=true')}`),
    )
    expect(document.querySelector('[data-slot="toast"]')).toHaveTextContent('Login Required')
  })

  it("offers 'Sign in to keep it' to a visitor, coming back to claim the resume", async () => {
    stubApi({ me: signedOut, resume: () => jsonResponse(buildResume()) })
    renderPage()
    const offer = await screen.findByRole('link', { name: 'Sign in to keep it' })
    expect(offer).toHaveAttribute('href', `/auth?next=${encodeURIComponent('/editor/resume-1?keep=1')}`)
  })

  it("offers a signed-in user to keep a resume uploaded before signing in, and claims it on 'Keep'", async () => {
    const claims: string[] = []
    let anonymous = true
    stubApi({
      me: signedIn,
      resume: () => jsonResponse(buildResume({ isAnonymous: anonymous })),
      routes: {
        'POST /api/resumes/claim/resume-1': (_init, url) => {
          claims.push(url)
          anonymous = false
          return jsonResponse(buildResume({ isAnonymous: false }))
        },
      },
    })
    renderPage()
    const offer = await screen.findByTestId('keep-offer')
    await userEvent.click(within(offer).getByRole('button', { name: 'Keep it in my dashboard' }))
    await waitFor(() => expect(claims).toHaveLength(1))
    await waitFor(() => expect(lastToast()).toHaveTextContent('Resume claimed'))
    await waitFor(() => expect(screen.queryByTestId('keep-offer')).not.toBeInTheDocument())
  })

  it('claims the resume at once when sent back from signing in to keep it, then drops the request', async () => {
    const claims: string[] = []
    stubApi({
      me: signedIn,
      resume: () => jsonResponse(buildResume({ isAnonymous: claims.length === 0 })),
      routes: {
        'POST /api/resumes/claim/resume-1': (_init, url) => {
          claims.push(url)
          return jsonResponse(buildResume({ isAnonymous: false }))
        },
      },
    })
    const { history } = renderPage('/editor/resume-1?keep=1')
    await waitFor(() => expect(claims).toHaveLength(1))
    await waitFor(() => expect(lastToast()).toHaveTextContent('Resume claimed'))
    expect(history.at(-1)).toBe('/editor/resume-1')
  })

  it('saves the resume at once when sent back from signing in to save it', async () => {
    const saves: string[] = []
    stubApi({
      me: signedIn,
      resume: () => jsonResponse(buildEnhancedResume()),
      routes: {
        'POST /api/resumes/resume-1/save-to-dashboard': (_init, url) => {
          saves.push(url)
          return jsonResponse({ message: 'Saved', metadata: { aiTitle: 'Rear Admiral' }, resume: buildResume() })
        },
      },
    })
    const { history } = renderPage('/editor/resume-1?save=1')
    await waitFor(() => expect(saves).toHaveLength(1))
    await waitFor(() => expect(lastToast()).toHaveTextContent('Saved as “Rear Admiral”'))
    expect(history.at(-1)).toBe('/editor/resume-1')
  })

  it('opens the job match workspace from the top of the page, keeping what was typed through a look at the report', async () => {
    stubApi({ me: signedIn, resume: () => jsonResponse(buildEnhancedResume()) })
    const { history } = renderPage()
    const matchTab = await screen.findByRole('tab', { name: 'Match to a Job' })
    expect(screen.getAllByRole('tab')[0]).toBe(screen.getByRole('tab', { name: 'Report' }))
    expect(screen.getByRole('tab', { name: 'Report' })).toHaveAttribute('aria-selected', 'true')
    fireEvent.click(matchTab)
    const posting = await screen.findByLabelText('Or paste the job description')
    expect(history.at(-1)).toBe('/editor/resume-1?tab=job-match')
    expect(screen.getByTestId('overall-score')).not.toBeVisible()
    fireEvent.change(posting, { target: { value: 'Compiler Engineer' } })

    fireEvent.click(screen.getByRole('tab', { name: 'Report' }))
    expect(history.at(-1)).toBe('/editor/resume-1')
    expect(screen.getByTestId('overall-score')).toBeVisible()
    expect(screen.getByTestId('job-match-workspace')).not.toBeVisible()
    fireEvent.click(screen.getByRole('tab', { name: 'Match to a Job' }))
    expect(screen.getByLabelText('Or paste the job description')).toHaveValue('Compiler Engineer')
  })

  it('opens on the job match workspace for ?tab=job-match, the link of Resume Tweaking', async () => {
    stubApi({ me: signedIn, resume: () => jsonResponse(buildEnhancedResume()) })
    renderPage('/editor/resume-1?tab=job-match')
    expect(await screen.findByRole('tab', { name: 'Match to a Job' })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByRole('heading', { level: 2, name: 'Job Posting' })).toBeVisible()
  })
})
