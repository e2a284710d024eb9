import { afterEach, describe, expect, it, vi } from 'vitest'

import { api, ApiError, createQueryClient, dataOf, errorMessage, formData, nullWhenSignedOut } from './api-client'

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function jsonReply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The request the client sent: method, path with query, headers, credentials and the body as text. */
async function sent(fetchMock: ReturnType<typeof mockFetch>, call = 0) {
  const request = fetchMock.mock.calls[call]?.[0]
  if (!(request instanceof Request)) throw new Error('No request was sent')
  const url = new URL(request.url)
  return {
    method: request.method,
    path: url.pathname + url.search,
    headers: request.headers,
    credentials: request.credentials,
    signal: request.signal,
    keepalive: request.keepalive,
    body: request.body ? await request.text() : null,
  }
}

describe('api', () => {
  it('sends a JSON body with the session cookie and returns the reply', async () => {
    const fetchMock = mockFetch(jsonReply({ id: '1', email: 'a@b.co' }))
    const user = await dataOf(api.POST('/api/auth/login', { body: { email: 'a@b.co', password: 'secret1' } }))
    expect(user).toMatchObject({ id: '1', email: 'a@b.co' })
    const request = await sent(fetchMock)
    expect(request).toMatchObject({ method: 'POST', path: '/api/auth/login', credentials: 'include' })
    expect(request.headers.get('Content-Type')).toBe('application/json')
    expect(request.body).toBe('{"email":"a@b.co","password":"secret1"}')
  })

  it('sends no body and no content type without data', async () => {
    const fetchMock = mockFetch(jsonReply({ message: 'Logged out' }))
    await api.POST('/api/auth/logout')
    const request = await sent(fetchMock)
    expect(request.body).toBeNull()
    expect(request.headers.has('Content-Type')).toBe(false)
  })

  it('puts path and query parameters in the URL, encoded', async () => {
    const fetchMock = mockFetch(new Response(new Blob(['%PDF-1.7']), { status: 200 }))
    const file = await dataOf(
      api.POST('/api/resumes/{resume_id}/download-pdf', {
        params: { path: { resume_id: 'a/b c' }, query: { paper: 'a4', template: undefined } },
        parseAs: 'blob',
      }),
    )
    expect(await file.text()).toBe('%PDF-1.7')
    expect((await sent(fetchMock)).path).toBe('/api/resumes/a%2Fb%20c/download-pdf?paper=a4')
  })

  it('sends an upload as multipart form data, the browser choosing its boundary', async () => {
    const fetchMock = mockFetch(jsonReply({ text: 'Senior engineer' }))
    const file = new File(['posting text'], 'posting.txt', { type: 'text/plain' })
    await api.POST('/api/job-description/read', { body: { file }, bodySerializer: formData })
    const request = fetchMock.mock.calls[0]![0] as Request
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
    const form = await request.formData()
    expect((form.get('file') as File).name).toBe('posting.txt')
  })

  it('passes the abort signal and keepalive on', async () => {
    const fetchMock = mockFetch(jsonReply(null))
    const controller = new AbortController()
    await api.GET('/api/builder/draft', { signal: controller.signal, keepalive: true })
    const request = await sent(fetchMock)
    controller.abort()
    expect(request.signal.aborted).toBe(true)
    expect(request.keepalive).toBe(true)
  })

  it('turns a non-OK response into "status: body"', async () => {
    mockFetch(new Response('{"message":"Invalid email or password"}', { status: 401, statusText: 'Unauthorized' }))
    const failure = api.POST('/api/auth/login', { body: { email: 'a@b.co', password: 'x' } })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toThrow('401: {"message":"Invalid email or password"}')
  })

  it('keeps the message of a rate limit for the person', async () => {
    mockFetch(new Response('{"message":"Too many uploads. Please wait 30 seconds."}', { status: 429 }))
    const failure = await api.GET('/api/resumes/storage').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).status).toBe(429)
    expect(errorMessage(failure, 'x')).toBe('Too many uploads. Please wait 30 seconds.')
  })

  it('uses the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }))
    await expect(api.GET('/api/health')).rejects.toThrow('503: Service Unavailable')
  })

  it('lets a network failure through as it is', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')))
    await expect(api.GET('/api/health')).rejects.toThrow(TypeError)
  })
})

describe('nullWhenSignedOut', () => {
  it('answers null for a 401 and passes other failures on', async () => {
    mockFetch(new Response('{"message":"Not signed in"}', { status: 401 }))
    await expect(nullWhenSignedOut(dataOf(api.GET('/api/auth/me')))).resolves.toBeNull()
    mockFetch(new Response('{"message":"Server error"}', { status: 500 }))
    await expect(nullWhenSignedOut(dataOf(api.GET('/api/auth/me')))).rejects.toThrow('500: {"message":"Server error"}')
  })
})

describe('formData', () => {
  it('holds strings, numbers and files and leaves out empty fields', () => {
    const audio = new File(['a'], 'answer.webm')
    const form = formData({ sessionId: 's1', durationSeconds: 12.5, audio, missing: undefined, none: null })
    expect(form.get('sessionId')).toBe('s1')
    expect(form.get('durationSeconds')).toBe('12.5')
    expect((form.get('audio') as File).name).toBe('answer.webm')
    expect(form.has('missing') || form.has('none')).toBe(false)
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
