import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { stubFetch } from '@/test/fetch-args'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { EngineNote, engineNoteText } from './engine-note'

const REASON = 'The model did not answer within 20 seconds.'

function stubSettings(model: string) {
  const fetchMock = vi.fn(async () => jsonResponse({ aiProvider: 'openai', model, version: '1' }))
  stubFetch(fetchMock)
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

describe('engineNoteText', () => {
  it('names the model, the offline engine, or the offline engine standing in for the model', () => {
    expect(engineNoteText({ engine: 'openai' }, 'gpt-4o-mini')).toBe('Written by gpt-4o-mini')
    expect(engineNoteText({ engine: 'openai' }, '')).toBe('Written by the configured model')
    expect(engineNoteText({ engine: 'offline' }, '')).toBe('Written by the offline engine')
    expect(engineNoteText({ engine: 'offline', fallbackReason: REASON }, 'gpt-4o-mini')).toBe(
      'The configured model did not answer in time or correctly, so the offline engine wrote this',
    )
  })
})

describe('EngineNote', () => {
  it('names the configured model, read from the server settings', async () => {
    const fetchMock = stubSettings('llama3.1')
    renderWithProviders(<EngineNote engine="openai" />)
    expect(await screen.findByText('Written by llama3.1.')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith('/api/settings', expect.anything())
  })

  it('says the offline engine wrote it without asking the server anything', () => {
    const fetchMock = stubSettings('llama3.1')
    renderWithProviders(<EngineNote engine="offline" />)
    expect(screen.getByText('Written by the offline engine.')).toBeInTheDocument()
    expect(screen.queryByText(/Why\?/)).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('on a fallback, says so and shows the reason on request', async () => {
    stubSettings('llama3.1')
    renderWithProviders(<EngineNote engine="offline" fallbackReason={REASON} />)
    expect(
      screen.getByText('The configured model did not answer in time or correctly, so the offline engine wrote this.'),
    ).toBeInTheDocument()
    expect(screen.getByText(REASON)).not.toBeVisible()
    await userEvent.click(screen.getByText('Why?'))
    expect(screen.getByText(REASON)).toBeVisible()
  })

  it('shows nothing for an answer that names no engine (a reply from before engines were named)', () => {
    const { container } = renderWithProviders(<EngineNote />)
    expect(container).toBeEmptyDOMElement()
  })
})
