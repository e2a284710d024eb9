import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { useBuilderDraft } from './use-builder-draft'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('useBuilderDraft', () => {
  it("deletes the server's copy on 'Start New' only after a write still on its way", async () => {
    vi.useFakeTimers()
    const order: string[] = []
    let finishWrite: () => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) => {
        const request = input as Request
        order.push(`${request.method} sent`)
        if (request.method === 'GET') return Promise.resolve(new Response('null', { status: 200 }))
        if (request.method === 'PUT') {
          return new Promise((resolve) => {
            finishWrite = () => {
              order.push('PUT done')
              resolve(new Response(JSON.stringify({ updatedAt: '2026-01-01T00:00:00Z' }), { status: 200 }))
            }
          })
        }
        order.push('DELETE done')
        return Promise.resolve(new Response(null, { status: 204 }))
      }),
    )
    const { result } = renderHook(() => useBuilderDraft('ada@example.com'))
    act(() => result.current.update({ title: 'Katherine Johnson' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500) // the pause after typing: the write goes out and hangs
    })
    act(() => result.current.reset())
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10)
    })
    expect(order).not.toContain('DELETE sent') // not while the write is on its way
    await act(async () => {
      finishWrite()
      await vi.advanceTimersByTimeAsync(10)
    })
    expect(order.slice(-3)).toEqual(['PUT done', 'DELETE sent', 'DELETE done'])
    expect(result.current.draft.title).toBe('')
  })
})
