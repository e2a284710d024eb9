import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '@/components/ui/toaster'
import { FakeXhr } from '@/test/fake-xhr'
import { stubFetch } from '@/test/fetch-args'
import { jsonResponse, renderWithProviders } from '@/test/render'
import { buildResume } from '@/test/resume-fixture'

import { resumeQueryKey } from '../api/get-resume'
import { EditorUpload } from './editor-upload'

function chooseFile(file: File): void {
  fireEvent.change(screen.getByTestId('resume-file-input'), { target: { files: [file] } })
}

function sized(name: string, bytes: number): File {
  const file = new File(['x'], name)
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}

const toastText = () => document.querySelector('[data-slot="toast"]')?.textContent ?? ''

const ROOM = { used: 3, limit: 20, percentage: 15, full: false, message: '' }
const FULL_MESSAGE =
  'Storage full: a visitor can keep 20 resumes. Sign up and claim them, or delete one to upload more.'

/** Answers GET /api/resumes/storage with the given room. */
function stubRoom(room: object): void {
  stubFetch(
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/resumes/storage' ? jsonResponse(room) : jsonResponse({ message: 'Not found' }, 404),
    ),
  )
}

beforeEach(() => {
  FakeXhr.last = null
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  stubRoom(ROOM)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('EditorUpload', () => {
  it('says how many more resumes fit', async () => {
    renderWithProviders(<EditorUpload />)
    expect(await screen.findByTestId('upload-room')).toHaveTextContent(
      'Storage: 3 of 20 resumes used, room for 17 more.',
    )
  })

  it('refuses a full storage before any file is sent, with the one message the server would give', async () => {
    stubRoom({ used: 20, limit: 20, percentage: 100, full: true, message: FULL_MESSAGE })
    renderWithProviders(<EditorUpload />)
    render(<Toaster />)
    expect(await screen.findByTestId('upload-room-full')).toHaveTextContent(FULL_MESSAGE)
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeDisabled()
    act(() => chooseFile(sized('cv.pdf', 1024)))
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Upload and Analyze' })).toBeDisabled()
    expect(FakeXhr.last).toBeNull()
    expect(toastText()).toBe('')
  })

  it('states the limits and the accepted types, and links to the dashboard and the rubric', () => {
    renderWithProviders(<EditorUpload />)
    expect(screen.getByText(/Maximum file size: 10MB/)).toBeInTheDocument()
    expect(screen.getByText(/\.pdf, \.doc, \.docx, \.txt/)).toBeInTheDocument()
    expect(screen.getByTestId('resume-file-input')).toHaveAttribute('accept', '.pdf,.doc,.docx,.txt')
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(screen.getByRole('link', { name: 'How is this scored?' })).toHaveAttribute('href', '/scoring')
    expect(screen.getByRole('button', { name: 'Upload and Analyze' })).toBeDisabled()
  })

  it.each([
    ['photo.png', 1000, 'Invalid file typePlease upload a PDF, DOC, DOCX or TXT file'],
    ['cv.pdf', 11 * 1024 * 1024, 'File too largePlease upload a file smaller than 10MB'],
    ['cv.txt', 0, 'Empty fileThe file you chose is empty'],
  ])('refuses %s of %i bytes in the browser with a clear message', (name, bytes, message) => {
    renderWithProviders(<EditorUpload />)
    render(<Toaster />)
    act(() => chooseFile(sized(name, bytes)))
    expect(toastText()).toBe(message)
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument()
  })

  it('follows the real upload through the processing panel, then opens the resume', async () => {
    vi.useFakeTimers()
    const { history, queryClient } = renderWithProviders(<EditorUpload completionHoldMs={800} />, { path: '/editor' })
    render(<Toaster />)
    act(() => chooseFile(sized('grace.docx', 40 * 1024)))
    expect(screen.getByTestId('selected-file')).toHaveTextContent('grace.docx')
    fireEvent.click(screen.getByRole('button', { name: 'Upload and Analyze' }))

    const request = FakeXhr.last!
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/api/resumes')
    expect(request.withCredentials).toBe(true)
    expect((request.sentBody as FormData).get('resume')).toBeInstanceOf(File)
    expect(screen.getByTestId('processing-panel')).toHaveAttribute('data-phase', 'uploading')

    act(() => request.progress(20 * 1024, 40 * 1024))
    expect(screen.getByText('Uploading (50%) · 40 KB')).toBeInTheDocument()
    act(() => request.progress(40 * 1024, 40 * 1024))
    expect(screen.getByTestId('processing-panel')).toHaveAttribute('data-phase', 'processing')

    const resume = buildResume({ id: 'new-id', processing: { extractMs: 31, parseMs: 4, scoreMs: 9, enhanceMs: 0 } })
    await act(async () => request.respond(201, resume))
    expect(screen.getByText('Processing Complete')).toBeInTheDocument()
    expect(screen.getByText('Text read in 31 ms, structured in 4.0 ms')).toBeInTheDocument()
    expect(toastText()).toContain('Resume uploaded successfully')
    expect(queryClient.getQueryData(resumeQueryKey('new-id'))).toMatchObject({ id: 'new-id', name: 'Grace Hopper' })
    expect(history.at(-1)).toBe('/editor')

    act(() => vi.advanceTimersByTime(800))
    expect(history.at(-1)).toBe('/editor/new-id')
  })

  it("reports the server's refusal as 'Upload failed' and lets the person pick another file", async () => {
    renderWithProviders(<EditorUpload />)
    render(<Toaster />)
    act(() => chooseFile(sized('cv.pdf', 2048)))
    fireEvent.click(screen.getByRole('button', { name: 'Upload and Analyze' }))
    const request = FakeXhr.last!
    act(() => request.progress(2048, 2048))
    await act(async () =>
      request.respond(415, { message: 'Invalid file type: please upload a PDF, Word or TXT file' }, 'Unsupported'),
    )
    expect(toastText()).toBe('Upload failedInvalid file type: please upload a PDF, Word or TXT file')
    expect(screen.getByTestId('processing-step-parse')).toHaveAttribute('data-status', 'failed')
    fireEvent.click(screen.getByRole('button', { name: 'Choose another file' }))
    expect(screen.getByRole('button', { name: 'Upload and Analyze' })).toBeDisabled()
  })
})
