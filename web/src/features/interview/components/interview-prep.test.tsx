import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '@/components/ui/toaster'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { ACTIVE_INTERVIEW_KEY, PREFERENCES_KEY, RESUME_KEY } from '../interview-storage'
import { FEEDBACK, fakeInterviewApi } from '../test/fake-interview-api'
import type { BuilderResume } from '../types'
import { InterviewPrep } from './interview-prep'

const PARSED: BuilderResume = {
  personalInfo: {
    name: 'Katherine Johnson',
    email: '',
    phone: '',
    location: '',
    linkedin: '',
    portfolio: '',
    github: '',
  },
  sections: [
    {
      id: 'work-experience',
      title: 'Work Experience',
      items: [{ title: 'Mathematician', subtitle: 'NASA', date: '1958', description: '', bullets: [] }],
    },
    {
      id: 'skills',
      title: 'Skills',
      categories: [{ name: 'Technical Skills', skills: ['FORTRAN', 'Orbital Mechanics'] }],
    },
  ],
}

const SAVED = [
  { id: 'r1', title: 'kj-cv', name: 'Katherine Johnson', aiTitle: 'Research Mathematician', updatedAt: '' },
]

function renderPrep(path = '/interview-prep') {
  const rendered = renderWithProviders(<InterviewPrep />, { path })
  render(<Toaster />)
  return rendered
}

function form() {
  return screen.getByRole('form', { name: 'Interview setup' })
}

function field(label: string): HTMLInputElement {
  return within(form()).getByLabelText(label)
}

function sized(name: string, bytes: number): File {
  const file = new File(['x'], name)
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
})

describe('the setup', () => {
  it('starts from the SPEC defaults, with the description that an empty one becomes', () => {
    fakeInterviewApi({ 'GET /api/resumes': [jsonResponse([])] })
    renderPrep()
    expect(screen.getByRole('heading', { level: 1, name: 'AI Interview Practice' })).toBeInTheDocument()
    expect(field('Interview type').value).toBe('Technical')
    expect(field('Experience level').value).toBe('Mid-Level')
    expect(field('Job title').value).toBe('Software Engineer')
    expect(field('Duration').value).toBe('15')
    expect(field('Difficulty').value).toBe('Standard')
    expect(field('Job description (optional)')).toHaveAttribute(
      'placeholder',
      'Mid-Level Software Engineer position requiring Technical expertise',
    )
    expect(screen.queryByTestId('interview-preview')).not.toBeInTheDocument()
  })

  it('fills the form with the preferences saved last time', () => {
    localStorage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({
        jobType: 'Nurse',
        experienceLevel: 'Senior',
        interviewType: 'Behavioral',
        difficulty: 'Expert',
        duration: 45,
        jobDescription: 'Lead the night shift.',
        sessionId: '1',
      }),
    )
    fakeInterviewApi({ 'GET /api/resumes': [jsonResponse([])] })
    renderPrep()
    expect(field('Job title').value).toBe('Nurse')
    expect(field('Interview type').value).toBe('Behavioral')
    expect(field('Duration').value).toBe('45')
    expect(field('Job description (optional)').value).toBe('Lead the night shift.')
  })

  it('offers the way back to an interview under way', () => {
    localStorage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({ jobType: 'Nurse', experienceLevel: 'Senior', interviewType: 'Behavioral', sessionId: '7' }),
    )
    sessionStorage.setItem(
      ACTIVE_INTERVIEW_KEY,
      JSON.stringify({
        setupId: '7',
        sessionId: 's1',
        question: 'Why nursing?',
        audio: null,
        questionNumber: 3,
        plannedQuestions: 5,
        isComplete: false,
      }),
    )
    fakeInterviewApi({ 'GET /api/resumes': [jsonResponse([])] })
    renderPrep()
    const banner = screen.getByTestId('interview-under-way')
    expect(banner).toHaveTextContent('Your Nurse interview is under way, at question 3.')
    expect(within(banner).getByRole('link', { name: 'Return to the interview' })).toHaveAttribute(
      'href',
      '/interview-simulation',
    )
  })

  it('opens Preview only with title, difficulty, type and level, and closes Start without a title', async () => {
    const user = userEvent.setup()
    fakeInterviewApi({ 'GET /api/resumes': [jsonResponse([])] })
    renderPrep()
    const preview = within(form()).getByRole('button', { name: 'Preview Interview' })
    const start = within(form()).getByRole('button', { name: 'Start Interview' })
    await user.clear(field('Job title'))
    expect(preview).toBeDisabled()
    expect(start).toBeDisabled()
    await user.type(field('Job title'), 'Data Analyst')
    expect(start).toBeEnabled()
    await user.selectOptions(field('Difficulty'), '')
    expect(preview).toBeDisabled()
    await user.selectOptions(field('Difficulty'), 'Expert')
    expect(preview).toBeEnabled()
  })

  it('previews the interview with the choices, what to expect and what the analysis covers', async () => {
    const user = userEvent.setup()
    fakeInterviewApi({ 'GET /api/resumes': [jsonResponse([])] })
    renderPrep()
    await user.selectOptions(field('Duration'), '30')
    await user.click(within(form()).getByRole('button', { name: 'Preview Interview' }))
    const preview = screen.getByTestId('interview-preview')
    expect(within(preview).getByText('AI Interviewer')).toBeInTheDocument()
    expect(
      within(within(preview).getByRole('list', { name: 'Your choices' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Mid-Level', 'Software Engineer', 'Technical', 'Standard'])
    expect(preview).toHaveTextContent('What to Expect')
    expect(preview).toHaveTextContent('About 30 minutes of questions and answers')
    expect(preview).toHaveTextContent('Questions tailored to the Software Engineer role')
    expect(preview).toHaveTextContent('Standard-level assessment of each answer')
    expect(preview).toHaveTextContent('Post-Interview Analysis Will Include')
    expect(preview).toHaveTextContent('Technical knowledge evaluation')
    expect(preview).toHaveTextContent('How it works:')
  })

  it('asks for all preferences when Start is pressed without a type', async () => {
    const user = userEvent.setup()
    fakeInterviewApi({ 'GET /api/resumes': [jsonResponse([])] })
    const { history } = renderPrep()
    await user.selectOptions(field('Interview type'), '')
    await user.click(within(form()).getByRole('button', { name: 'Start Interview' }))
    expect(screen.getByTestId('setup-error')).toHaveTextContent('Please select all interview preferences')
    expect(localStorage.getItem(PREFERENCES_KEY)).toBeNull()
    expect(history.at(-1)).toBe('/interview-prep')
  })

  it('saves the preferences with the filled-in description and goes to the live screen', async () => {
    const user = userEvent.setup()
    vi.spyOn(Date, 'now').mockReturnValue(1_767_225_600_000)
    fakeInterviewApi({ 'GET /api/resumes': [jsonResponse([])] })
    const { history } = renderPrep()
    await user.clear(field('Job title'))
    await user.type(field('Job title'), 'Data Analyst')
    await user.selectOptions(field('Experience level'), 'Senior')
    await user.click(within(form()).getByRole('button', { name: 'Start Interview' }))
    expect(history.at(-1)).toBe('/interview-simulation')
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!)).toEqual({
      jobType: 'Data Analyst',
      experienceLevel: 'Senior',
      interviewType: 'Technical',
      difficulty: 'Standard',
      duration: 15,
      jobDescription: 'Senior Data Analyst position requiring Technical expertise',
      sessionId: '1767225600000',
    })
  })
})

describe('the resume used as context', () => {
  it('reads an uploaded file with the resume parser and keeps it beside the preferences', async () => {
    const user = userEvent.setup()
    let finishParsing: (response: Response) => void = () => {}
    const api = fakeInterviewApi({
      'GET /api/resumes': [jsonResponse([])],
      'POST /api/resume-parser': [() => new Promise<Response>((resolve) => (finishParsing = resolve))],
    })
    renderPrep()
    act(() => {
      fireEvent.change(screen.getByTestId('interview-resume-input'), { target: { files: [sized('kj.pdf', 2048)] } })
    })
    expect(screen.getByText('Reading kj.pdf...')).toBeInTheDocument()
    expect(within(form()).getByRole('button', { name: 'Preparing Interview...' })).toBeDisabled()
    await waitFor(() => expect(api.callsTo('POST /api/resume-parser')).toHaveLength(1))
    await act(async () => finishParsing(jsonResponse(PARSED)))
    const chosen = await screen.findByTestId('interview-resume')
    expect(chosen).toHaveTextContent('kj.pdf')
    expect(chosen).toHaveTextContent('Katherine Johnson: 1 entry, 2 skills')
    expect(api.callsTo('POST /api/resume-parser')[0]!.body).toBeInstanceOf(FormData)
    expect(JSON.parse(localStorage.getItem(RESUME_KEY)!)).toEqual({ label: 'kj.pdf', source: 'upload', data: PARSED })
    expect(within(form()).getByRole('button', { name: 'Start Interview' })).toBeEnabled()

    await user.click(within(chosen).getByRole('button', { name: 'Remove kj.pdf' }))
    expect(screen.queryByTestId('interview-resume')).not.toBeInTheDocument()
    expect(localStorage.getItem(RESUME_KEY)).toBeNull()
  })

  it("says why a file could not be read, with the server's reason", async () => {
    fakeInterviewApi({
      'GET /api/resumes': [jsonResponse([])],
      'POST /api/resume-parser': [jsonResponse({ message: 'This file is not a resume we can read.' }, 415)],
    })
    renderPrep()
    act(() => {
      fireEvent.change(screen.getByTestId('interview-resume-input'), { target: { files: [sized('kj.pdf', 2048)] } })
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a resume we can read.')
  })

  it('refuses a file of the wrong type before sending it', () => {
    const api = fakeInterviewApi({ 'GET /api/resumes': [jsonResponse([])] })
    renderPrep()
    act(() => {
      fireEvent.change(screen.getByTestId('interview-resume-input'), { target: { files: [sized('photo.png', 10)] } })
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file type: Please upload a PDF, DOC, DOCX or TXT file')
    expect(api.callsTo('POST /api/resume-parser')).toEqual([])
  })

  it('uses a saved resume, its parsed content without the section list', async () => {
    const user = userEvent.setup()
    fakeInterviewApi({
      'GET /api/resumes': [jsonResponse(SAVED)],
      'GET /api/resumes/r1': [
        jsonResponse({
          id: 'r1',
          parsedResume: {
            personalInfo: {
              name: 'Katherine Johnson',
              email: '',
              phone: '',
              location: '',
              linkedin: '',
              portfolio: '',
              github: '',
            },
            summary: 'Mathematician.',
            work: [{ title: 'Mathematician', organization: 'NASA', bullets: ['Trajectories'] }],
            skills: [{ name: 'Skills', skills: ['FORTRAN'] }],
            sections: [],
          },
        }),
      ],
    })
    renderPrep()
    const picker = await screen.findByLabelText('Or use one of your saved resumes')
    await user.selectOptions(picker, 'r1')
    const chosen = await screen.findByTestId('interview-resume')
    expect(chosen).toHaveTextContent('Research Mathematician (Katherine Johnson)')
    expect(chosen).toHaveTextContent('Katherine Johnson: 1 entry, 1 skill')
    const stored = JSON.parse(localStorage.getItem(RESUME_KEY)!)
    expect(stored.source).toBe('saved')
    expect(stored.data).not.toHaveProperty('sections')
  })
})

describe('the results of the interview just completed', () => {
  it('opens full screen from ?results=, and Start New Interview clears the setup', async () => {
    const user = userEvent.setup()
    localStorage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({
        jobType: 'Nurse',
        experienceLevel: 'Senior',
        interviewType: 'Behavioral',
        difficulty: 'Expert',
        duration: 30,
        jobDescription: 'Lead the night shift.',
        sessionId: '1',
      }),
    )
    localStorage.setItem(RESUME_KEY, JSON.stringify({ label: 'kj.pdf', source: 'upload', data: PARSED }))
    fakeInterviewApi({
      'GET /api/resumes': [jsonResponse([])],
      'GET /api/interview/feedback/s1': [jsonResponse(FEEDBACK)],
    })
    const { history } = renderPrep('/interview-prep?results=s1')
    const results = await screen.findByRole('dialog', { name: 'Interview Results' })
    await within(results).findByTestId('interview-report')
    expect(within(results).getByRole('link', { name: 'Open the analysis page' })).toHaveAttribute(
      'href',
      '/interview-analysis?sessionId=s1',
    )

    await user.click(within(results).getAllByRole('button', { name: 'Start New Interview' })[0]!)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(history.at(-1)).toBe('/interview-prep')
    expect(field('Interview type').value).toBe('')
    expect(field('Experience level').value).toBe('')
    expect(field('Job title').value).toBe('')
    expect(field('Job description (optional)').value).toBe('')
    expect(field('Difficulty').value).toBe('Expert')
    expect(field('Duration').value).toBe('30')
    expect(screen.queryByTestId('interview-resume')).not.toBeInTheDocument()
    expect(localStorage.getItem(PREFERENCES_KEY)).toBeNull()
    expect(localStorage.getItem(RESUME_KEY)).toBeNull()
    expect(within(form()).getByRole('button', { name: 'Preview Interview' })).toBeDisabled()
  })

  it('closes without clearing anything', async () => {
    const user = userEvent.setup()
    fakeInterviewApi({
      'GET /api/resumes': [jsonResponse([])],
      'GET /api/interview/feedback/s1': [jsonResponse(FEEDBACK)],
    })
    const { history } = renderPrep('/interview-prep?results=s1')
    const results = await screen.findByRole('dialog', { name: 'Interview Results' })
    await user.click(within(results).getByRole('button', { name: 'Close results' }))
    await waitFor(() => expect(history.at(-1)).toBe('/interview-prep'))
    expect(field('Job title').value).toBe('Software Engineer')
  })
})
