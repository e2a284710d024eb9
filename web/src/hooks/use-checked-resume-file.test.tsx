import { act, render, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { Toaster } from '@/components/ui/toaster'
import { EDITOR_UPLOAD_RULES } from '@/lib/file-rules'

import { useCheckedResumeFile } from './use-checked-resume-file'

const toastText = () => document.querySelector('[data-slot="toast"]')?.textContent ?? ''

describe('useCheckedResumeFile', () => {
  it('keeps an allowed file and lets it go on clear', () => {
    const { result } = renderHook(() => useCheckedResumeFile(EDITOR_UPLOAD_RULES))
    const resume = new File(['Ada Lovelace'], 'ada.docx')
    act(() => result.current.choose(resume))
    expect(result.current.file).toBe(resume)
    act(() => result.current.clear())
    expect(result.current.file).toBeNull()
  })

  it('refuses a file of another type with a toast, keeping the earlier choice', () => {
    render(<Toaster />)
    const { result } = renderHook(() => useCheckedResumeFile(EDITOR_UPLOAD_RULES))
    const resume = new File(['Ada Lovelace'], 'ada.pdf')
    act(() => result.current.choose(resume))
    act(() => result.current.choose(new File(['pixels'], 'photo.png')))
    expect(result.current.file).toBe(resume)
    expect(toastText()).toBe('Invalid file typePlease upload a PDF, DOC, DOCX or TXT file')
  })
})
