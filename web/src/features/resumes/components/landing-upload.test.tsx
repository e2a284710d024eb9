import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '@/components/ui/toaster'
import { FakeXhr } from '@/test/fake-xhr'
import { stubFetch } from '@/test/fetch-args'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { takeWaitingUpload } from '../pending-upload'
import { LandingUpload } from './landing-upload'

function stubRoom(room: object): void {
  stubFetch(vi.fn(async () => jsonResponse(room)))
}

function chooseFile(file: File): void {
  fireEvent.change(screen.getByTestId('resume-file-input'), { target: { files: [file] } })
}

beforeEach(() => {
  stubRoom({ used: 0, limit: 20, percentage: 0, full: false, message: '' })
})

afterEach(() => {
  vi.unstubAllGlobals()
  takeWaitingUpload()
})

describe('LandingUpload', () => {
  it("sends a signed-out visitor to /auth with 'Login required'", () => {
    const { history } = renderWithProviders(<LandingUpload signedIn={false} />)
    render(<Toaster />)
    act(() => chooseFile(new File(['cv'], 'cv.pdf', { type: 'application/pdf' })))
    expect(history.at(-1)).toBe('/auth')
    const toast = document.querySelector('[data-slot="toast"]')
    expect(toast).toHaveTextContent('Login required')
    expect(toast).toHaveTextContent('Please login or register to upload your resume')
  })

  it('uploads the file a visitor chose once they come back signed in', async () => {
    FakeXhr.last = null
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    stubRoom({ used: 0, limit: 20, percentage: 0, full: false, message: '' })
    const file = new File(['Ada Lovelace'], 'ada.txt', { type: 'text/plain' })
    const first = renderWithProviders(<LandingUpload signedIn={false} />)
    act(() => chooseFile(file))
    expect(FakeXhr.last).toBeNull()
    first.unmount()

    renderWithProviders(<LandingUpload signedIn />)
    await waitFor(() => expect(FakeXhr.last).not.toBeNull())
    const request = FakeXhr.last!
    expect(request.url).toBe('/api/resumes')
    expect((request.sentBody as FormData).get('resume')).toBe(file)
    expect(screen.getByTestId('processing-panel')).toHaveTextContent('ada.txt')
  })

  it("keeps a visitor's file back when the account they sign in to is full, and says why", async () => {
    FakeXhr.last = null
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const message = 'Storage full: your Base plan holds 20 resumes. Delete a resume or upgrade your plan to add more.'
    stubRoom({ used: 20, limit: 20, percentage: 100, full: true, message })
    const first = renderWithProviders(<LandingUpload signedIn={false} />)
    act(() => chooseFile(new File(['Ada Lovelace'], 'ada.txt', { type: 'text/plain' })))
    first.unmount()
    renderWithProviders(<LandingUpload signedIn />)
    expect(await screen.findByTestId('upload-room-full')).toHaveTextContent(message)
    expect(screen.getByRole('button', { name: 'Choose File' })).toBeDisabled()
    expect(FakeXhr.last).toBeNull()
  })

  it('refuses a Word file with the widget message, without uploading', () => {
    const open = vi.fn()
    vi.stubGlobal(
      'XMLHttpRequest',
      vi.fn(() => ({ open })),
    )
    const { history } = renderWithProviders(<LandingUpload signedIn />)
    render(<Toaster />)
    act(() => chooseFile(new File(['cv'], 'cv.docx')))
    expect(document.querySelector('[data-slot="toast"]')).toHaveTextContent(
      'Invalid file typePlease upload a PDF or TXT file',
    )
    expect(open).not.toHaveBeenCalled()
    expect(history).toEqual(['/'])
  })

  it("highlights the box and reads 'Drop your file here' while a file is over it", () => {
    renderWithProviders(<LandingUpload signedIn />)
    const box = document.querySelector('[data-slot="drop-zone"]')!
    fireEvent.dragOver(box)
    expect(screen.getByText('Drop your file here')).toBeInTheDocument()
    expect(box).toHaveAttribute('data-dragging', 'true')
    fireEvent.dragLeave(box, { relatedTarget: null })
    expect(screen.getByText('Drag and drop your resume here')).toBeInTheDocument()
  })
})
