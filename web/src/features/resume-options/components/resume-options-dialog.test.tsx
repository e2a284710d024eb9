import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '@/components/ui/toaster'
import { stubFetch } from '@/test/fetch-args'
import { jsonResponse, renderWithProviders } from '@/test/render'

import type { ResumeChoice, UploadedResume } from '../types'
import { ResumeOptionsDialog } from './resume-options-dialog'

const CHOICES: ResumeChoice[] = [
  {
    id: 'r1',
    title: 'grace-cv',
    name: 'Grace Hopper',
    aiTitle: 'Software Engineer',
    atsScore: 84,
    overallScore: 84,
    updatedAt: '2026-03-02T10:00:00Z',
  },
  {
    id: 'r2',
    title: 'grace-old',
    name: 'Grace Hopper',
    aiTitle: '',
    atsScore: 61,
    overallScore: 61,
    updatedAt: '2026-01-02T10:00:00Z',
  },
]

function stubResumeList(resumes: ResumeChoice[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (String(input) === '/api/resumes') return jsonResponse(resumes)
    throw new Error(`Unexpected request to ${String(input)}`)
  })
  stubFetch(fetchMock)
  return fetchMock
}

/**
 * The upload the page hands in (the resumes feature's XHR upload, tested with it), driven by hand: report
 * progress, then answer or refuse.
 */
function controlledUpload() {
  const calls: {
    file: File
    onProgress: (percent: number) => void
    resolve: (resume: UploadedResume) => void
    reject: (error: Error) => void
  }[] = []
  const upload = vi.fn(
    (file: File, onProgress: (percent: number) => void) =>
      new Promise<UploadedResume>((resolve, reject) => calls.push({ file, onProgress, resolve, reject })),
  )
  return { upload, last: () => calls.at(-1)! }
}

interface Options {
  signedIn?: boolean
  storageFull?: boolean
}

function renderDialog({ signedIn = true, storageFull = false }: Options = {}) {
  const uploads = controlledUpload()
  const onSelect = vi.fn()
  const onUploaded = vi.fn()
  const rendered = renderWithProviders(
    <ResumeOptionsDialog
      open
      onOpenChange={() => {}}
      signedIn={signedIn}
      upload={uploads.upload}
      onSelect={onSelect}
      onUploaded={onUploaded}
      storageFull={storageFull}
    />,
    { path: '/dashboard' },
  )
  render(<Toaster />)
  return { ...rendered, onSelect, onUploaded, uploads }
}

function sized(name: string, bytes: number): File {
  const file = new File(['x'], name)
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ResumeOptionsDialog tabs', () => {
  it('offers Upload, Select and Create New, with Select closed to a visitor', async () => {
    const fetchMock = stubResumeList(CHOICES)
    renderDialog({ signedIn: false })
    const dialog = screen.getByRole('dialog', { name: 'Resume options' })
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Upload', 'Select', 'Create New'])
    expect(within(dialog).getByRole('tab', { name: 'Upload' })).toHaveAttribute('aria-selected', 'true')
    expect(within(dialog).getByRole('tab', { name: 'Select' })).toBeDisabled()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps Select closed to a signed-in person with no resumes', async () => {
    const fetchMock = stubResumeList([])
    renderDialog()
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(screen.getByRole('tab', { name: 'Select' })).toBeDisabled()
  })

  it('lists the resumes to select from once there are some, and hands back the chosen one', async () => {
    stubResumeList(CHOICES)
    const user = userEvent.setup()
    const { onSelect } = renderDialog()
    const select = screen.getByRole('tab', { name: 'Select' })
    await waitFor(() => expect(select).toBeEnabled())
    await user.click(select)
    const list = screen.getByRole('list', { name: 'Your resumes' })
    const choices = within(list).getAllByRole('button')
    expect(choices.map((choice) => choice.textContent)).toEqual([
      expect.stringContaining('Software Engineer'),
      expect.stringContaining('Grace Hopper'),
    ])
    await user.click(choices[1]!)
    expect(onSelect).toHaveBeenCalledWith(CHOICES[1])
  })

  it('sends Create New to the builder', async () => {
    stubResumeList([])
    const user = userEvent.setup()
    renderDialog()
    await user.click(screen.getByRole('tab', { name: 'Create New' }))
    expect(screen.getByRole('link', { name: 'Open the Resume Builder' })).toHaveAttribute('href', '/builder')
  })
})

describe('ResumeOptionsDialog upload', () => {
  it('follows the upload, then names and scores the new resume, links to its results and offers it in Select', async () => {
    const listed: ResumeChoice[] = []
    stubResumeList(listed)
    const { onUploaded, uploads, queryClient } = renderDialog()
    await waitFor(() => expect(queryClient.getQueryState(['/api/resumes'])?.status).toBe('success'))
    expect(screen.getByRole('button', { name: 'Upload and Analyze' })).toBeDisabled()
    act(() => {
      fireEvent.change(screen.getByTestId('resume-file-input'), { target: { files: [sized('ada.docx', 4096)] } })
    })
    expect(screen.getByTestId('selected-file')).toHaveTextContent('ada.docx')
    fireEvent.click(screen.getByRole('button', { name: 'Upload and Analyze' }))

    const request = uploads.last()
    expect(request.file.name).toBe('ada.docx')
    act(() => request.onProgress(25))
    expect(screen.getByText('Uploading (25%)')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '25')
    act(() => request.onProgress(100))
    expect(screen.getByTestId('upload-busy')).toHaveAttribute('data-phase', 'analyzing')

    const resume = { id: 'new-1', title: 'ada', name: 'Ada Lovelace', overallScore: 83, atsScore: 83 }
    expect(screen.getByRole('tab', { name: 'Select' })).toBeDisabled()
    listed.push({ ...resume, aiTitle: '', updatedAt: '2026-03-02T10:00:00Z' })
    await act(async () => request.resolve(resume))
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Select' })).toBeEnabled())
    const done = screen.getByTestId('upload-done')
    expect(done).toHaveTextContent('Resume uploaded successfully')
    expect(done).toHaveTextContent('Ada Lovelace scored 83 (Excellent).')
    expect(within(done).getByRole('link', { name: 'Open results' })).toHaveAttribute('href', '/editor/new-1')
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ id: 'new-1' }))

    fireEvent.click(within(done).getByRole('button', { name: 'Upload another' }))
    expect(screen.getByRole('button', { name: 'Upload and Analyze' })).toBeDisabled()
  })

  it('says why the server refused the file', async () => {
    stubResumeList([])
    const { onUploaded, uploads } = renderDialog()
    act(() => {
      fireEvent.change(screen.getByTestId('resume-file-input'), { target: { files: [sized('ada.pdf', 2048)] } })
    })
    fireEvent.click(screen.getByRole('button', { name: 'Upload and Analyze' }))
    const message = 'Storage full: your Base plan holds 20 resumes. Delete a resume or upgrade your plan to add more.'
    await act(async () => uploads.last().reject(new Error(message)))
    expect(screen.getByTestId('upload-failed')).toHaveTextContent(`Upload failed: ${message}`)
    expect(onUploaded).not.toHaveBeenCalled()
  })

  it('refuses a file of the wrong type before sending it', () => {
    stubResumeList([])
    const { uploads } = renderDialog()
    act(() => {
      fireEvent.change(screen.getByTestId('resume-file-input'), { target: { files: [sized('photo.png', 100)] } })
    })
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument()
    expect(document.querySelector('[data-slot="toast"]')).toHaveTextContent('Invalid file type')
    expect(uploads.upload).not.toHaveBeenCalled()
  })

  it('explains a full storage instead of offering an upload the server would refuse', () => {
    stubResumeList([])
    renderDialog({ storageFull: true })
    expect(screen.getByTestId('upload-storage-full')).toHaveTextContent('Your storage is full.')
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Upload and Analyze' })).toBeDisabled()
  })
})
