import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { stubFetch } from '@/test/fetch-args'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { DownloadMenu } from './download-menu'

const TEMPLATES = [
  { id: 'classic', name: 'Classic', description: 'Serif type.' },
  { id: 'modern', name: 'Modern', description: 'Sans-serif type.' },
  { id: 'compact', name: 'Compact', description: 'Narrow margins.' },
]

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

function renderMenu(onBlocked?: () => void) {
  stubFetch(vi.fn<typeof fetch>(async () => jsonResponse(TEMPLATES)))
  const onDownload = vi.fn()
  renderWithProviders(
    <DownloadMenu onDownload={onDownload} pendingFormat={null} onBlocked={onBlocked}>
      Download Enhanced Resume
    </DownloadMenu>,
  )
  return onDownload
}

describe('DownloadMenu', () => {
  it('is worked by keyboard: choices keep the menu open, a format downloads and closes it', async () => {
    const onDownload = renderMenu()
    screen.getByRole('button', { name: 'Download Enhanced Resume' }).focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(await screen.findByRole('menuitem', { name: /^PDF/ })).toHaveFocus()
    await screen.findByRole('menuitemradio', { name: 'Compact' })
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('menuitemradio', { name: 'A4' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('menuitemradio', { name: 'A4' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('menuitemradio', { name: 'US Letter' })).toHaveAttribute('aria-checked', 'false')
    await userEvent.keyboard('{ArrowUp}{ArrowUp} ')
    expect(screen.getByRole('menuitemradio', { name: 'Compact' })).toHaveAttribute('aria-checked', 'true')
    await userEvent.keyboard('{Home}{Enter}')
    expect(onDownload).toHaveBeenCalledWith({ format: 'pdf', template: 'compact', paper: 'a4' })
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    expect(localStorage.getItem('vitae.download-preferences')).toBe('{"template":"compact","paper":"a4"}')
  })

  it('offers Word, JSON Resume and plain text', async () => {
    const onDownload = renderMenu()
    await userEvent.click(screen.getByRole('button', { name: 'Download Enhanced Resume' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'JSON Resume (.json)' }))
    expect(onDownload).toHaveBeenCalledWith({ format: 'json', template: 'classic', paper: 'letter' })
  })

  it('does not open for a visitor: it asks them to sign in instead', async () => {
    const onBlocked = vi.fn()
    renderMenu(onBlocked)
    await userEvent.click(screen.getByRole('button', { name: 'Download Enhanced Resume' }))
    expect(onBlocked).toHaveBeenCalledOnce()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })
})
