import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { stubFetch } from '@/test/fetch-args'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { ConnectionTest } from './connection-test'

afterEach(() => {
  vi.unstubAllGlobals()
})

function stubReplies(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>()
  for (const response of responses) fetchMock.mockResolvedValueOnce(response)
  stubFetch(fetchMock)
  return fetchMock
}

describe('ConnectionTest', () => {
  it('tests the connection and shows the model, latency and what it supports', async () => {
    const user = userEvent.setup()
    const fetchMock = stubReplies(
      jsonResponse({
        ok: true,
        status: 'connected',
        engine: 'openai',
        model: 'llama3.1',
        latencyMs: 412,
        structuredOutput: false,
        voiceModel: '',
        transcriptionModel: 'whisper-1',
        message: 'Connected: the model answers, without structured output (Vitae copes), in 412 ms.',
      }),
    )
    renderWithProviders(<ConnectionTest />)
    await user.click(screen.getByRole('button', { name: 'Test connection' }))
    const result = screen.getByTestId('connection-result')
    await waitFor(() => expect(result).toHaveTextContent('Connected: the model answers'))
    expect(result).toHaveTextContent('Latency412 ms')
    expect(result).toHaveTextContent('Structured outputNot supported (Vitae copes)')
    expect(result).toHaveTextContent('Answer transcriptionwhisper-1')
    expect(fetchMock).toHaveBeenCalledWith('/api/settings/ai/test', expect.objectContaining({ method: 'POST' }))
  })

  it('shows a failed test with its reason', async () => {
    const user = userEvent.setup()
    stubReplies(
      jsonResponse({
        ok: false,
        status: 'failed',
        engine: 'openai',
        model: 'gpt-4o-mini',
        latencyMs: null,
        structuredOutput: null,
        voiceModel: '',
        transcriptionModel: '',
        message: 'The model server did not answer within 15 seconds.',
      }),
    )
    renderWithProviders(<ConnectionTest />)
    await user.click(screen.getByRole('button', { name: 'Test connection' }))
    await waitFor(() =>
      expect(screen.getByTestId('connection-result')).toHaveTextContent(
        'The model server did not answer within 15 seconds.',
      ),
    )
  })

  it("shows the server's refusal when tests come too fast", async () => {
    const user = userEvent.setup()
    stubReplies(jsonResponse({ message: 'Too many connection tests. Please wait a minute and try again.' }, 429))
    renderWithProviders(<ConnectionTest />)
    await user.click(screen.getByRole('button', { name: 'Test connection' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many connection tests.')
  })
})
