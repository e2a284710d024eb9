import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '@/components/ui/toaster'
import { jsonResponse, renderWithProviders } from '@/test/render'

import JobMatchSection from './job-match-section'

const RESUME_ID = 'resume-1'
const ORIGINAL = 'Katherine Johnson\nSkills\nMathematics, FORTRAN'
const TAILORED = 'Katherine Johnson\nResearch Mathematician experienced in FORTRAN.\nSkills\nFORTRAN, Mathematics'
const POSTING = 'Research Mathematician\nRequirements\n- FORTRAN and MATLAB\nNice to have\n- C++'

const MATCH = {
  matchScore: 62,
  goodMatch: true,
  matchedKeywords: [{ keyword: 'FORTRAN', importance: 'required', evidence: ['Skills › Skills'] }],
  missingKeywords: [
    { keyword: 'C++', importance: 'preferred', evidence: [] },
    { keyword: 'MATLAB', importance: 'required', evidence: [] },
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
  suggestions: ['The posting requires MATLAB; if you have used it, add it to the job where you did.'],
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
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderSection({ signedIn = true, onLoginRequired = vi.fn() } = {}) {
  renderWithProviders(
    <JobMatchSection
      resumeId={RESUME_ID}
      resumeTitle="Katherine Johnson"
      originalContent={ORIGINAL}
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

const tweaker = () => within(screen.getByTestId('resume-tweaker'))
const matcher = () => within(screen.getByTestId('job-matcher-card'))
const tweakButton = () => tweaker().getByRole('button', { name: /Tweak/ })

function pastePosting(text = POSTING): void {
  fireEvent.change(tweaker().getByLabelText('Or paste the job description'), { target: { value: text } })
}

async function tweakWith(fetchMock: ReturnType<typeof stubApi>): Promise<void> {
  pastePosting(`  ${POSTING}\n`)
  fireEvent.click(tweakButton())
  await screen.findByTestId('tweak-result')
  expect(sentBody(fetchMock, `/api/resumes/${RESUME_ID}/tweak`)).toEqual({
    jobDescription: POSTING,
    useEnhancedVersion: true,
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Job Description Matcher card', () => {
  it('matches the pasted posting and shows the score in its band, the keyword table, the checks and suggestions', async () => {
    const fetchMock = stubApi({ [`POST /api/resumes/${RESUME_ID}/match`]: () => jsonResponse(MATCH) })
    renderSection()
    const button = matcher().getByRole('button', { name: 'Match Resume' })
    expect(button).toBeDisabled()
    fireEvent.change(matcher().getByLabelText('Job description to match'), { target: { value: ` ${POSTING} ` } })
    fireEvent.click(button)

    const result = await screen.findByTestId('match-result')
    expect(sentBody(fetchMock, `/api/resumes/${RESUME_ID}/match`)).toEqual({ jobDescription: POSTING })
    expect(within(result).getByRole('meter', { name: 'Match score' })).toHaveAttribute('aria-valuenow', '62')
    expect(within(result).getByText('Good match')).toBeInTheDocument()
    expect(result).toHaveTextContent('Your resume shows 1 of the 2 required skills.')

    const rows = within(screen.getByTestId('keyword-table')).getAllByRole('row').slice(1)
    expect(rows.map((row) => [row.querySelector('th')?.textContent, row.getAttribute('data-status')])).toEqual([
      ['MATLAB', 'missing'],
      ['FORTRAN', 'found'],
      ['C++', 'missing'],
    ])
    expect(rows[0]).toHaveTextContent('Required')
    expect(rows[1]).toHaveTextContent('FoundSkills › Skills')
    expect(rows[2]).toHaveTextContent('PreferredMissing')

    const checks = within(screen.getByTestId('requirement-checks')).getAllByRole('listitem')
    expect(checks.map((check) => check.getAttribute('data-state'))).toEqual(['met', 'met', 'unmet'])
    expect(checks[2]).toHaveTextContent('Posting10+ yearsYour resume4 years')
    expect(screen.getByTestId('match-suggestions')).toHaveTextContent('The posting requires MATLAB')
    expect(within(result).getByRole('list', { name: 'Soft skills' })).toHaveTextContent('communication: found')
  })

  it('shares the posting with the tweaker and says when the match is out of date', async () => {
    stubApi({ [`POST /api/resumes/${RESUME_ID}/match`]: () => jsonResponse(MATCH) })
    renderSection()
    fireEvent.change(matcher().getByLabelText('Job description to match'), { target: { value: POSTING } })
    expect(tweaker().getByLabelText('Or paste the job description')).toHaveValue(POSTING)
    expect(tweakButton()).toBeEnabled()
    fireEvent.click(matcher().getByRole('button', { name: 'Match Resume' }))
    await screen.findByTestId('match-result')
    pastePosting(`${POSTING}\n- Python`)
    expect(matcher().getByRole('status')).toHaveTextContent('The job description changed since this match.')
  })

  it('names a missing must-have and counts required skills as the server does', async () => {
    const held = {
      ...MATCH,
      matchScore: 31,
      goodMatch: false,
      matchedKeywords: [
        {
          keyword: 'SQL',
          importance: 'required',
          evidence: ['Experience › Developer, Acme › bullet 1'],
          shownAs: 'MySQL',
        },
      ],
      missingKeywords: [{ keyword: 'Flutter', importance: 'required', evidence: [], mustHave: true }],
      requiredMet: 1,
      requiredTotal: 2,
      missingMustHaves: ['Flutter'],
    }
    stubApi({ [`POST /api/resumes/${RESUME_ID}/match`]: () => jsonResponse(held) })
    renderSection()
    fireEvent.change(matcher().getByLabelText('Job description to match'), { target: { value: POSTING } })
    fireEvent.click(matcher().getByRole('button', { name: 'Match Resume' }))
    const result = await screen.findByTestId('match-result')
    expect(result).toHaveTextContent('Your resume shows 1 of the 2 required skills.')
    expect(within(result).getByTestId('missing-must-haves')).toHaveTextContent(
      'Missing must-have: Flutter. The score stays below a good match until your resume shows it.',
    )
    const rows = within(screen.getByTestId('keyword-table')).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveTextContent('FlutterMust-haveMissing')
    expect(rows[1]).toHaveTextContent('as MySQL')
  })

  it("tells why a match failed, in the server's words", async () => {
    stubApi({
      [`POST /api/resumes/${RESUME_ID}/match`]: () => jsonResponse({ message: 'Resume not found' }, 404),
    })
    renderSection()
    fireEvent.change(matcher().getByLabelText('Job description to match'), { target: { value: POSTING } })
    fireEvent.click(matcher().getByRole('button', { name: 'Match Resume' }))
    await expectToast('Match Failed', 'Resume not found')
  })
})

describe('Resume Tweaker panel', () => {
  it("keeps 'Tweak Resume for This Job' disabled until the posting has text", () => {
    stubApi({})
    renderSection()
    expect(tweakButton()).toHaveTextContent('Tweak Resume for This Job')
    expect(tweakButton()).toBeDisabled()
    expect(tweakButton()).toHaveAccessibleDescription('Please provide a job description')
    pastePosting('   \n ')
    expect(tweakButton()).toBeDisabled()
    pastePosting('Engineer')
    expect(tweakButton()).toBeEnabled()
    expect(tweaker().getByLabelText('Use enhanced resume as base (if available)')).toBeChecked()
  })

  it("reads 'Tweaking Resume...' while busy, then shows the enhanced version first and toggles to the original", async () => {
    let answer: (response: Response) => void = () => {}
    const fetchMock = stubApi({
      [`POST /api/resumes/${RESUME_ID}/tweak`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    renderSection()
    pastePosting(`  ${POSTING}\n`)
    fireEvent.click(tweaker().getByLabelText('Use enhanced resume as base (if available)'))
    fireEvent.click(tweakButton())
    await waitFor(() => expect(tweakButton()).toHaveTextContent('Tweaking Resume...'))
    expect(tweakButton()).toBeDisabled()
    answer(jsonResponse(TWEAK))

    const content = await screen.findByTestId('tweak-content')
    expect(sentBody(fetchMock, `/api/resumes/${RESUME_ID}/tweak`)).toEqual({
      jobDescription: POSTING,
      useEnhancedVersion: false,
    })
    expect(content).toHaveAttribute('data-version', 'enhanced')
    expect(content.textContent).toBe(TAILORED)
    expect(content).toHaveAccessibleName('Enhanced Resume')
    fireEvent.click(tweaker().getByRole('button', { name: 'Toggle Version' }))
    expect(screen.getByTestId('tweak-content').textContent).toBe(ORIGINAL)
    expect(screen.getByTestId('tweak-content')).toHaveAccessibleName('Original Resume')
    fireEvent.click(tweaker().getByRole('button', { name: 'Toggle Version' }))
    expect(screen.getByTestId('tweak-content').textContent).toBe(TAILORED)
    await expectToast('Resume Optimized', 'ATS match score 14% → 21%.')
  })

  it('lists the changes, the matched keywords, the score before and after, and the gaps with advice', async () => {
    const fetchMock = stubApi({ [`POST /api/resumes/${RESUME_ID}/tweak`]: () => jsonResponse(TWEAK) })
    renderSection()
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
    expect(screen.getByTestId('tweak-gaps')).toHaveTextContent('MATLABRequiredThe posting requires MATLAB')
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
    stubApi({ [`POST /api/resumes/${RESUME_ID}/tweak`]: reply })
    renderSection()
    pastePosting()
    fireEvent.click(tweakButton())
    await expectToast('Optimization Failed', message)
    expect(screen.queryByTestId('tweak-result')).not.toBeInTheDocument()
  })

  it("reads a .txt posting in the browser with 'File Uploaded'; typing clears the chosen file", async () => {
    const fetchMock = stubApi({})
    renderSection()
    const input = tweaker().getByLabelText('Job description file')
    expect(input).toHaveAttribute('accept', '.txt,.doc,.docx,.pdf')
    fireEvent.change(input, { target: { files: [new File([`\n${POSTING}\n`], 'job.txt', { type: 'text/plain' })] } })
    await waitFor(() => expect(tweaker().getByLabelText('Or paste the job description')).toHaveValue(POSTING))
    expect(matcher().getByLabelText('Job description to match')).toHaveValue(POSTING)
    expect(fetchMock).not.toHaveBeenCalled()
    await expectToast('File Uploaded', 'job.txt')
    expect(screen.getByText(/Using job.txt\./)).toBeInTheDocument()

    pastePosting(`${POSTING} and Python`)
    expect(screen.queryByText(/Using job.txt\./)).not.toBeInTheDocument()
    expect((tweaker().getByLabelText('Job description file') as HTMLInputElement).value).toBe('')
  })

  it('sends a PDF posting to the server to read, and says when a file cannot be read', async () => {
    const fetchMock = stubApi({ 'POST /api/job-description/read': () => jsonResponse({ text: POSTING }) })
    renderSection()
    const pdf = new File(['%PDF-1.4'], 'job.pdf', { type: 'application/pdf' })
    fireEvent.change(tweaker().getByLabelText('Job description file'), { target: { files: [pdf] } })
    await waitFor(() => expect(tweaker().getByLabelText('Or paste the job description')).toHaveValue(POSTING))
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
    fireEvent.change(tweaker().getByLabelText('Job description file'), { target: { files: [scan] } })
    await expectToast(
      'Upload Failed',
      'Failed to read the file content. Please try copying and pasting the text instead.',
    )
    expect(tweaker().getByLabelText('Or paste the job description')).toHaveValue(POSTING)
  })

  it("downloads the tailored PDF as optimized_resume_{id}.pdf with 'Generating PDF' then 'PDF Downloaded'", async () => {
    const fetchMock = stubApi({
      [`POST /api/resumes/${RESUME_ID}/tweak`]: () => jsonResponse(TWEAK),
      [`POST /api/resumes/${RESUME_ID}/job-match-pdf`]: async () => {
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
    renderSection()
    await tweakWith(fetchMock)
    fireEvent.click(tweaker().getByRole('button', { name: 'Download PDF' }))
    await expectToast('PDF Downloaded')
    expect(names).toEqual([`optimized_resume_${RESUME_ID}.pdf`])
    expect(sentBody(fetchMock, `/api/resumes/${RESUME_ID}/job-match-pdf`)).toEqual({
      jobDescription: POSTING,
      useEnhancedVersion: true,
    })
  })

  it("answers a failed download with 'Download Failed' and the server's message, else the fallback", async () => {
    const fetchMock = stubApi({
      [`POST /api/resumes/${RESUME_ID}/tweak`]: () => jsonResponse(TWEAK),
      [`POST /api/resumes/${RESUME_ID}/job-match-pdf`]: () => jsonResponse({ message: 'PDF engine unavailable' }, 503),
    })
    renderSection()
    await tweakWith(fetchMock)
    fireEvent.click(tweaker().getByRole('button', { name: 'Download PDF' }))
    await expectToast('Download Failed', 'PDF engine unavailable')

    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    fireEvent.click(tweaker().getByRole('button', { name: 'Download PDF' }))
    await expectToast('Download Failed', 'Failed to download PDF. Please try again.')
  })

  it('sends a visitor, or a session that expired, to sign in instead of downloading', async () => {
    const fetchMock = stubApi({ [`POST /api/resumes/${RESUME_ID}/tweak`]: () => jsonResponse(TWEAK) })
    const { onLoginRequired } = renderSection({ signedIn: false })
    await tweakWith(fetchMock)
    fireEvent.click(tweaker().getByRole('button', { name: 'Download PDF' }))
    expect(onLoginRequired).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it("answers Download PDF and Print without a posting with 'No Optimized Content'", async () => {
    const fetchMock = stubApi({ [`POST /api/resumes/${RESUME_ID}/tweak`]: () => jsonResponse(TWEAK) })
    const open = vi.spyOn(window, 'open')
    renderSection()
    await tweakWith(fetchMock)
    pastePosting('  ')
    fireEvent.click(tweaker().getByRole('button', { name: 'Download PDF' }))
    await expectToast('No Optimized Content', 'Please optimize your resume first')
    fireEvent.click(tweaker().getByRole('button', { name: 'Print' }))
    await expectToast('No Optimized Content', 'Please optimize your resume first')
    expect(open).not.toHaveBeenCalled()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it("prints the tailored text, escaped, in a new window; a blocked window gives 'Print Failed'", async () => {
    const fetchMock = stubApi({
      [`POST /api/resumes/${RESUME_ID}/tweak`]: () =>
        jsonResponse({ ...TWEAK, enhancedContent: `${TAILORED}\n<script>alert(1)</script>` }),
    })
    const printDocument = { open: vi.fn(), write: vi.fn(), close: vi.fn() }
    const printWindow = { document: printDocument, focus: vi.fn(), print: vi.fn(), opener: null }
    const open = vi.spyOn(window, 'open').mockReturnValue(printWindow as unknown as Window)
    renderSection()
    await tweakWith(fetchMock)
    fireEvent.click(tweaker().getByRole('button', { name: 'Toggle Version' }))
    fireEvent.click(tweaker().getByRole('button', { name: 'Print' }))
    expect(open).toHaveBeenCalledWith('', '_blank')
    const html = String(printDocument.write.mock.calls[0]?.[0])
    expect(html).toContain('Research Mathematician experienced in FORTRAN.')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>')
    expect(printWindow.print).toHaveBeenCalled()

    open.mockReturnValue(null)
    fireEvent.click(tweaker().getByRole('button', { name: 'Print' }))
    await expectToast('Print Failed', 'Unable to open print window. Please check your browser settings.')
  })
})
