import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiError, apiJson, apiRequest, createQueryClient, errorMessage, getQueryFn } from './api-client'

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function queryContext(url: string) {
  return { queryKey: [url], signal: new AbortController().signal, meta: undefined } as never
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiRequest', () => {
  it('sends a JSON body with credentials', async () => {
    const fetchMock = mockFetch(new Response('{"ok":true}', { status: 200 }))
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'secret1' })
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co","password":"secret1"}',
      credentials: 'include',
    })
  })

  it('sends no body and no content type without data', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 200 }))
    await apiRequest('POST', '/api/auth/logout')
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', {
      method: 'POST',
      headers: {},
      body: undefined,
      credentials: 'include',
    })
  })

  it('turns a non-OK response into "status: body"', async () => {
    mockFetch(new Response('{"message":"Invalid email or password"}', { status: 401, statusText: 'Unauthorized' }))
    const failure = apiRequest('POST', '/api/auth/login', {})
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toThrow('401: {"message":"Invalid email or password"}')
  })

  it('uses the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }))
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable')
  })

  it('parses JSON with apiJson', async () => {
    mockFetch(new Response('{"status":"ok"}', { status: 200 }))
    await expect(apiJson('GET', '/api/health')).resolves.toEqual({ status: 'ok' })
  })
})

describe('ApiError', () => {
  it('exposes the server message and field errors', () => {
    const error = new ApiError(
      422,
      'Unprocessable Entity',
      '{"message":"Invalid input","errors":{"email":"Please enter a valid email address","n":3}}',
    )
    expect(error.serverMessage).toBe('Invalid input')
    expect(error.fieldErrors).toEqual({ email: 'Please enter a valid email address' })
  })

  it('has no server message for a body that is not JSON', () => {
    const error = new ApiError(502, 'Bad Gateway', '<html>bad gateway</html>')
    expect(error.serverMessage).toBeUndefined()
    expect(error.fieldErrors).toEqual({})
  })
})

describe('errorMessage', () => {
  it('prefers the server message, else the fallback', () => {
    expect(errorMessage(new ApiError(409, 'Conflict', '{"message":"Email taken"}'), 'x')).toBe('Email taken')
    expect(errorMessage(new ApiError(500, 'Server Error', ''), 'Unable to logout')).toBe('Unable to logout')
    expect(errorMessage(new TypeError('Failed to fetch'), 'Unable to logout')).toBe('Unable to logout')
  })
})

describe('getQueryFn', () => {
  it('reads the URL from the query key and parses JSON', async () => {
    const fetchMock = mockFetch(new Response('{"id":"1"}', { status: 200 }))
    const result = await getQueryFn({ on401: 'throw' })(queryContext('/api/me'))
    expect(result).toEqual({ id: '1' })
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/me')
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' })
  })

  it('returns null on 401 when asked to', async () => {
    mockFetch(new Response('{"message":"Not signed in"}', { status: 401 }))
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext('/api/me'))).resolves.toBeNull()
  })

  it('throws on 401 by default behaviour', async () => {
    mockFetch(new Response('{"message":"Not signed in"}', { status: 401 }))
    await expect(getQueryFn({ on401: 'throw' })(queryContext('/api/me'))).rejects.toThrow(
      '401: {"message":"Not signed in"}',
    )
  })
})

describe('createQueryClient', () => {
  it('applies the SPEC §7 defaults', () => {
    const defaults = createQueryClient().getDefaultOptions()
    expect(defaults.queries).toMatchObject({
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    })
    expect(defaults.mutations).toMatchObject({ retry: false })
  })
})
