import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '@/components/ui/toaster'
import { stubFetch } from '@/test/fetch-args'
import { jsonResponse, renderWithProviders } from '@/test/render'

import JobMatchWorkspace from './job-match-workspace'

const RESUME_ID = 'resume-1'
const ORIGINAL = 'Katherine Johnson\nSkills\nMathematics, FORTRAN'
const TAILORED = 'Katherine Johnson\nResearch Mathematician experienced in FORTRAN.\nSkills\nFORTRAN, Mathematics'
const POSTING = 'Research Mathematician\nRequirements\n- FORTRAN and MATLAB\nNice to have\n- C++'

const MATCH = {
  matchScore: 62,
  goodMatch: true,
  matchedKeywords: [{ keyword: 'FORTRAN', importance: 'required', evidence: ['Skills › Skills'] }],
  missingKeywords: [
    {
      keyword: 'C++',
      importance: 'preferred',
      evidence: [],
      advice: 'The posting would like C++; if you have used it, mention it where you did.',
    },
    {
      keyword: 'MATLAB',
      importance: 'required',
      evidence: [],
      advice: 'The posting requires MATLAB; if you have used it, add it to the job where you did.',
    },
  ],
  titleMatch: {
    jobTitle: 'Research Mathematician',
    resumeTitle: 'Research Mathematician',
    similar: true,
    similarity: 1,
  },
  educationCheck: { required: 'bachelor', found: 'B.S. in Mathematics', met: true },
  experienceCheck: { required: '10+ years', found: '4 years', met: false },
  softSkillsMatched: ['communication'],
  softSkillsMissing: ['leadership'],
  suggestions: ["Write 'FORTRAN 77' as the posting does (your resume says 'FORTRAN')."],
  breakdown: {},
}

const TWEAK = {
  enhancedContent: TAILORED,
  improvements: [
    'Summary › opening line: Opens with what the posting asks for that you already show (FORTRAN).',
    'Skills › Skills: The skills the posting asks for are listed first.',
  ],
  changes: [],
  reverted: [],
  keywordMatches: ['FORTRAN'],
  missingKeywords: [
    { keyword: 'MATLAB', importance: 'required', advice: 'The posting requires MATLAB; if you have used it, add it.' },
  ],
  originalMatchScore: 14,
  matchScore: 21,
  usedEnhancedVersion: true,
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>

function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`
    const handler = routes[key]
    if (!handler) throw new Error(`Unexpected request to ${key}`)
    return handler(init)
  })
  stubFetch(fetchMock)
  return fetchMock
}

const MATCH_URL = `/api/resumes/${RESUME_ID}/match`
const TWEAK_URL = `/api/resumes/${RESUME_ID}/tweak`
const PDF_URL = `/api/resumes/${RESUME_ID}/job-match-pdf?paper=a4&template=modern`
const PAGES_URL = `/api/resumes/${RESUME_ID}/tailored-pages?paper=a4&template=modern`

/** The calls of a posting tailored to: the tweak and the match that comes with it. */
const TAILORING: Record<string, Handler> = {
  [`POST ${MATCH_URL}`]: () => jsonResponse(MATCH),
  [`POST ${TWEAK_URL}`]: () => jsonResponse(TWEAK),
}

function renderWorkspace({ signedIn = true, onLoginRequired = vi.fn() } = {}) {
  renderWithProviders(
    <JobMatchWorkspace
      resumeId={RESUME_ID}
      resumeTitle="kj-resume.pdf"
      originalContent={ORIGINAL}
      renderOptions={{ paper: 'a4', template: 'modern' }}
      signedIn={signedIn}
      onLoginRequired={onLoginRequired}
    />,
  )
  render(<Toaster />)
  return { onLoginRequired }
}

function lastToast(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[data-slot="toast"]')].at(-1)
}

async function expectToast(...texts: string[]): Promise<void> {
  await waitFor(() => {
    const toast = lastToast()
    for (const text of texts) expect(toast).toHaveTextContent(text)
  })
}

function sentBody(fetchMock: ReturnType<typeof stubApi>, url: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === url)
  return JSON.parse(String(call?.[1]?.body))
}

const workspace = () => within(screen.getByTestId('job-match-workspace'))
const postingBox = () => workspace().getByLabelText('Or paste the job description')
const tweakButton = () => workspace().getByRole('button', { name: /Tweak/ })
const matchButton = () => workspace().getByRole('button', { name: /Match Resume|Matching/ })

function pastePosting(text = POSTING): void {
  fireEvent.change(postingBox(), { target: { value: text } })
}

async function tweakWith(fetchMock: ReturnType<typeof stubApi>): Promise<void> {
  pastePosting(`  ${POSTING}\n`)
  fireEvent.click(tweakButton())
  await screen.findByTestId('tweak-result')
  expect(sentBody(fetchMock, TWEAK_URL)).toEqual({ jobDescription: POSTING, useEnhancedVersion: true })
}

afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the job match workspace: one posting', () => {
  it('matches the pasted posting: the score in its band, the gaps with advice, the skills found, the checks', async () => {
    const fetchMock = stubApi({ [`POST ${MATCH_URL}`]: () => jsonResponse(MATCH) })
    renderWorkspace()
    expect(matchButton()).toBeDisabled()
    expect(matchButton()).toHaveAccessibleDescription('Please provide a job description')
    pastePosting(` ${POSTING} `)
    fireEvent.click(matchButton())

    const result = await screen.findByTestId('match-result')
    expect(sentBody(fetchMock, MATCH_URL)).toEqual({ jobDescription: POSTING })
    expect(within(result).getByRole('meter', { name: 'Match score' })).toHaveAttribute('aria-valuenow', '62')
    expect(within(result).getByText('Good match')).toBeInTheDocument()
    expect(result).toHaveTextContent('Your resume shows 1 of the 2 required skills.')

    const gaps = within(screen.getByRole('list', { name: 'Missing from your resume' })).getAllByRole('listitem')
    expect(gaps.map((gap) => gap.textContent)).toEqual([
      'MATLABRequiredThe posting requires MATLAB; if you have used it, add it to the job where you did.',
      'C++PreferredThe posting would like C++; if you have used it, mention it where you did.',
    ])
    const rows = within(screen.getByTestId('keyword-table')).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(['FORTRANRequiredSkills › Skills'])

    const checks = within(screen.getByTestId('requirement-checks')).getAllByRole('listitem')
    expect(checks.map((check) => check.getAttribute('data-state'))).toEqual(['met', 'met', 'unmet'])
    expect(checks[2]).toHaveTextContent('Posting10+ yearsYour resume4 years')
    expect(screen.getByTestId('match-suggestions')).toHaveTextContent("Write 'FORTRAN 77' as the posting does")
    expect(within(result).getByRole('list', { name: 'Soft skills' })).toHaveTextContent('communication: found')
    // Tailoring is one click away, on the same posting.
    expect(screen.getByTestId('tweak-invitation')).toHaveTextContent('Tweak Resume for This Job tailors the resume')
  })

  it('tailors the posting it matched without asking for it again, and lists what is missing once', async () => {
    const fetchMock = stubApi(TAILORING)
    renderWorkspace()
    expect(workspace().getAllByRole('textbox')).toHaveLength(1)
    pastePosting()
    fireEvent.click(matchButton())
    await screen.findByTestId('match-result')
    fireEvent.click(tweakButton())
    await screen.findByTestId('tweak-result')
    expect(sentBody(fetchMock, TWEAK_URL)).toEqual({ jobDescription: POSTING, useEnhancedVersion: true })
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === MATCH_URL)).toHaveLength(1)
    expect(screen.getAllByRole('list', { name: 'Missing from your resume' })).toHaveLength(1)
    expect(within(screen.getByTestId('tweak-panel')).queryByText('MATLAB')).not.toBeInTheDocument()
  })

  it('matches the posting along with a tailoring asked for first, and says when either is out of date', async () => {
    const fetchMock = stubApi(TAILORING)
    renderWorkspace()
    await tweakWith(fetchMock)
    await screen.findByTestId('match-result')
    expect(sentBody(fetchMock, MATCH_URL)).toEqual({ jobDescription: POSTING })
    pastePosting(`${POSTING}\n- Python`)
    const notes = screen.getAllByRole('status').map((note) => note.textContent)
    expect(notes).toContain('The job description changed since this match. Match again to update it.')
    expect(notes).toContain('The job description changed since this result. Tweak again to tailor the resume to it.')
  })

  it('keeps the posting through a reload or the way through sign-in', () => {
    stubApi({})
    const { unmount } = renderWithProviders(
      <JobMatchWorkspace
        resumeId={RESUME_ID}
        resumeTitle="t"
        originalContent={ORIGINAL}
        renderOptions={{ paper: 'letter' }}
        signedIn={false}
        onLoginRequired={vi.fn()}
      />,
    )
    pastePosting()
    unmount()
    renderWorkspace()
    expect(postingBox()).toHaveValue(POSTING)
  })

  it("tells why a match failed, in the server's words", async () => {
    stubApi({ [`POST ${MATCH_URL}`]: () => jsonResponse({ message: 'Resume not found' }, 404) })
    renderWorkspace()
    pastePosting()
    fireEvent.click(matchButton())
    await expectToast('Match Failed', 'Resume not found')
  })
})

describe('the job match workspace: tailoring', () => {
  it("keeps 'Tweak Resume for This Job' disabled until the posting has text", () => {
    stubApi({})
    renderWorkspace()
    expect(tweakButton()).toHaveTextContent('Tweak Resume for This Job')
    expect(tweakButton()).toBeDisabled()
    expect(tweakButton()).toHaveAccessibleDescription('Please provide a job description')
    pastePosting('   \n ')
    expect(tweakButton()).toBeDisabled()
    pastePosting('Engineer')
    expect(tweakButton()).toBeEnabled()
    expect(workspace().getByLabelText('Use enhanced resume as base (if available)')).toBeChecked()
  })

  it("reads 'Tweaking Resume...' while busy, then shows the enhanced version first and toggles to the original", async () => {
    let answer: (response: Response) => void = () => {}
    const fetchMock = stubApi({
      ...TAILORING,
      [`POST ${TWEAK_URL}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    renderWorkspace()
    pastePosting(`  ${POSTING}\n`)
    fireEvent.click(workspace().getByLabelText('Use enhanced resume as base (if available)'))
    fireEvent.click(tweakButton())
    await waitFor(() => expect(tweakButton()).toHaveTextContent('Tweaking Resume...'))
    expect(tweakButton()).toBeDisabled()
    answer(jsonResponse(TWEAK))

    const content = await screen.findByTestId('tweak-content')
    expect(sentBody(fetchMock, TWEAK_URL)).toEqual({ jobDescription: POSTING, useEnhancedVersion: false })
    expect(content).toHaveAttribute('data-version', 'enhanced')
    expect(content.textContent).toBe(TAILORED)
    expect(content).toHaveAccessibleName('Enhanced Resume')
    fireEvent.click(workspace().getByRole('button', { name: 'Toggle Version' }))
    expect(screen.getByTestId('tweak-content').textContent).toBe(ORIGINAL)
    expect(screen.getByTestId('tweak-content')).toHaveAccessibleName('Original Resume')
    fireEvent.click(workspace().getByRole('button', { name: 'Toggle Version' }))
    expect(screen.getByTestId('tweak-content').textContent).toBe(TAILORED)
    await expectToast('Resume Optimized', 'ATS match score 14% → 21%.')
  })

  it('lists the changes, the matched keywords and the score before and after', async () => {
    const fetchMock = stubApi(TAILORING)
    renderWorkspace()
    await tweakWith(fetchMock)
    const changes = within(screen.getByRole('list', { name: 'Changes Made' })).getAllByRole('listitem')
    expect(changes.map((item) => item.textContent)).toEqual(TWEAK.improvements)
    expect(within(changes[1]!).getByText('Skills › Skills:')).toHaveClass('font-semibold')
    expect(screen.getByTestId('tweak-base')).toHaveTextContent('Tailored from your enhanced resume.')
    expect(screen.getByRole('list', { name: 'Matched Keywords' })).toHaveTextContent('FORTRAN')
    const score = screen.getByTestId('tweak-score')
    expect(within(score).getByRole('meter', { name: 'ATS Match Score' })).toHaveAttribute('aria-valuenow', '21')
    expect(within(score).getByTestId('score-before')).toHaveTextContent('14%')
    expect(score).toHaveTextContent('+7')
  })

  it("shows the tweak's gaps when the match could not be had", async () => {
    const fetchMock = stubApi({ ...TAILORING, [`POST ${MATCH_URL}`]: () => new Response('', { status: 500 }) })
    renderWorkspace()
    await tweakWith(fetchMock)
    expect(screen.getByTestId('job-gaps')).toHaveTextContent('MATLABRequiredThe posting requires MATLAB')
    expect(screen.queryByTestId('match-result')).not.toBeInTheDocument()
  })

  it.each([
    [
      'the server message',
      () => jsonResponse({ message: 'Please provide a job description' }, 422),
      'Please provide a job description',
    ],
    ['the fallback', () => new Response('', { status: 500 }), 'Failed to optimize resume. Please try again.'],
    [
      'the missing-content message',
      () => jsonResponse({ ...TWEAK, enhancedContent: '' }),
      'No optimized content received from the server',
    ],
  ])("answers a failed tweak with 'Optimization Failed' and %s", async (_, reply, message) => {
    stubApi({ ...TAILORING, [`POST ${TWEAK_URL}`]: reply })
    renderWorkspace()
    pastePosting()
    fireEvent.click(tweakButton())
    await expectToast('Optimization Failed', message)
    expect(screen.queryByTestId('tweak-result')).not.toBeInTheDocument()
  })

  it("reads a .txt posting in the browser with 'File Uploaded'; typing clears the chosen file", async () => {
    const fetchMock = stubApi({})
    renderWorkspace()
    const input = workspace().getByLabelText('Job description file')
    expect(input).toHaveAttribute('accept', '.txt,.doc,.docx,.pdf')
    fireEvent.change(input, { target: { files: [new File([`\n${POSTING}\n`], 'job.txt', { type: 'text/plain' })] } })
    await waitFor(() => expect(postingBox()).toHaveValue(POSTING))
    expect(fetchMock).not.toHaveBeenCalled()
    await expectToast('File Uploaded', 'job.txt')
    expect(screen.getByText(/Using job.txt\./)).toBeInTheDocument()

    pastePosting(`${POSTING} and Python`)
    expect(screen.queryByText(/Using job.txt\./)).not.toBeInTheDocument()
    expect((workspace().getByLabelText('Job description file') as HTMLInputElement).value).toBe('')
  })

  it('sends a PDF posting to the server to read, and says when a file cannot be read', async () => {
    const fetchMock = stubApi({ 'POST /api/job-description/read': () => jsonResponse({ text: POSTING }) })
    renderWorkspace()
    const pdf = new File(['%PDF-1.4'], 'job.pdf', { type: 'application/pdf' })
    fireEvent.change(workspace().getByLabelText('Job description file'), { target: { files: [pdf] } })
    await waitFor(() => expect(postingBox()).toHaveValue(POSTING))
    const body = fetchMock.mock.calls[0]?.[1]?.body
    expect(body).toBeInstanceOf(FormData)
    expect((body as FormData).get('file')).toBeInstanceOf(File)

    fetchMock.mockImplementation(async () =>
      jsonResponse(
        { message: 'Failed to read the file content. Please try copying and pasting the text instead.' },
        422,
      ),
    )
    const scan = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' })
    fireEvent.change(workspace().getByLabelText('Job description file'), { target: { files: [scan] } })
    await expectToast(
      'Upload Failed',
      'Failed to read the file content. Please try copying and pasting the text instead.',
    )
    expect(postingBox()).toHaveValue(POSTING)
  })
})

describe('the job match workspace: download and print', () => {
  it('downloads the tailored PDF on the chosen template and paper, as optimized_resume_{id}.pdf', async () => {
    const fetchMock = stubApi({
      ...TAILORING,
      [`POST ${PDF_URL}`]: async () => {
        await expectToast('Generating PDF')
        return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }))
      },
    })
    const names: string[] = []
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download)
    })
    renderWorkspace()
    await tweakWith(fetchMock)
    fireEvent.click(workspace().getByRole('button', { name: 'Download PDF' }))
    await expectToast('PDF Downloaded')
    expect(names).toEqual([`optimized_resume_${RESUME_ID}.pdf`])
    expect(sentBody(fetchMock, PDF_URL)).toEqual({ jobDescription: POSTING, useEnhancedVersion: true })
  })

  it("answers a failed download with 'Download Failed' and the server's message, else the fallback", async () => {
    const fetchMock = stubApi({
      ...TAILORING,
      [`POST ${PDF_URL}`]: () => jsonResponse({ message: 'PDF engine unavailable' }, 503),
    })
    renderWorkspace()
    await tweakWith(fetchMock)
    fireEvent.click(workspace().getByRole('button', { name: 'Download PDF' }))
    await expectToast('Download Failed', 'PDF engine unavailable')

    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    fireEvent.click(workspace().getByRole('button', { name: 'Download PDF' }))
    await expectToast('Download Failed', 'Failed to download PDF. Please try again.')
  })

  it('sends a visitor, or a session that expired, to sign in instead of downloading', async () => {
    const fetchMock = stubApi(TAILORING)
    const { onLoginRequired } = renderWorkspace({ signedIn: false })
    await tweakWith(fetchMock)
    const calls = fetchMock.mock.calls.length
    fireEvent.click(workspace().getByRole('button', { name: 'Download PDF' }))
    expect(onLoginRequired).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledTimes(calls)
  })

  it("answers Download PDF and Print without a posting with 'No Optimized Content'", async () => {
    const fetchMock = stubApi(TAILORING)
    const open = vi.spyOn(window, 'open')
    renderWorkspace()
    await tweakWith(fetchMock)
    const calls = fetchMock.mock.calls.length
    pastePosting('  ')
    fireEvent.click(workspace().getByRole('button', { name: 'Download PDF' }))
    await expectToast('No Optimized Content', 'Please optimize your resume first')
    fireEvent.click(workspace().getByRole('button', { name: 'Print' }))
    await expectToast('No Optimized Content', 'Please optimize your resume first')
    expect(open).not.toHaveBeenCalled()
    expect(fetchMock).toHaveBeenCalledTimes(calls)
  })

  function fakePrintWindow() {
    const printDocument = { open: vi.fn(), write: vi.fn(), close: vi.fn(), images: [] }
    return { document: printDocument, focus: vi.fn(), print: vi.fn(), close: vi.fn(), opener: null }
  }

  it("prints the tailored resume's pages in a window named after the person; a blocked window gives 'Print Failed'", async () => {
    const printed = { name: 'Katherine Johnson', paper: 'a4', pages: ['<svg id="one"/>', '<svg id="two"/>'] }
    const fetchMock = stubApi({ ...TAILORING, [`POST ${PAGES_URL}`]: () => jsonResponse(printed) })
    const printWindow = fakePrintWindow()
    const open = vi.spyOn(window, 'open').mockReturnValue(printWindow as unknown as Window)
    renderWorkspace({ signedIn: false })
    await tweakWith(fetchMock)
    fireEvent.click(workspace().getByRole('button', { name: 'Print' }))
    // The window opens within the click, before the pages arrive, so that no pop-up blocker stops it.
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(String(printWindow.document.write.mock.calls[0]?.[0])).toContain('Preparing your resume...')
    await waitFor(() => expect(printWindow.print).toHaveBeenCalled())
    expect(sentBody(fetchMock, PAGES_URL)).toEqual({ jobDescription: POSTING, useEnhancedVersion: true })
    const html = new DOMParser().parseFromString(String(printWindow.document.write.mock.calls[1]?.[0]), 'text/html')
    expect(html.title).toBe('Katherine Johnson')
    expect([...html.querySelectorAll('img')].map((page) => page.alt)).toEqual([
      'Page 1 of 2 of Katherine Johnson',
      'Page 2 of 2 of Katherine Johnson',
    ])

    open.mockReturnValue(null)
    fireEvent.click(workspace().getByRole('button', { name: 'Print' }))
    await expectToast('Print Failed', 'Unable to open print window. Please check your browser settings.')
  })

  it('closes the print window and says so when the pages cannot be drawn; a resume without a name prints titled', async () => {
    let answer: Handler = () => jsonResponse({ message: 'Unknown template' }, 422)
    const fetchMock = stubApi({ ...TAILORING, [`POST ${PAGES_URL}`]: (init) => answer(init) })
    const printWindow = fakePrintWindow()
    vi.spyOn(window, 'open').mockReturnValue(printWindow as unknown as Window)
    renderWorkspace()
    await tweakWith(fetchMock)
    fireEvent.click(workspace().getByRole('button', { name: 'Print' }))
    await expectToast('Print Failed', 'Unknown template')
    expect(printWindow.close).toHaveBeenCalled()
    expect(printWindow.print).not.toHaveBeenCalled()

    answer = () => jsonResponse({ name: '', paper: 'a4', pages: ['<svg/>'] })
    fireEvent.click(workspace().getByRole('button', { name: 'Print' }))
    await waitFor(() => expect(printWindow.print).toHaveBeenCalled())
    const html = new DOMParser().parseFromString(String(printWindow.document.write.mock.calls.at(-1)?.[0]), 'text/html')
    expect(html.title).toBe('kj-resume.pdf')
  })
})
