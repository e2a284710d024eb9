import { vi } from 'vitest'

/**
 * A stubbed fetch's call as (path, init), whether the app passed a URL and options or a Request, as the API client
 * does: the path with its query, as the page asked for it; the body read as text, or as FormData for an upload.
 * The Request is read through a copy, so a call may be read more than once.
 */
export async function fetchArgs(input: RequestInfo | URL, init?: RequestInit): Promise<[string, RequestInit]> {
  if (!(input instanceof Request)) return [String(input), init ?? {}]
  const url = new URL(input.url)
  const copy = input.clone()
  const multipart = input.headers.get('Content-Type')?.startsWith('multipart/form-data') ?? false
  const body = copy.body === null ? undefined : multipart ? await copy.formData() : await copy.text()
  return [
    url.pathname + url.search,
    {
      method: input.method,
      headers: input.headers,
      body,
      credentials: input.credentials,
      signal: input.signal,
      keepalive: input.keepalive,
    },
  ]
}

/**
 * Puts `fetchMock` in the place of fetch, called as fetchArgs reads each call, so that a test reads the path and
 * the body it was sent in `fetchMock.mock.calls` however the app made the request.
 */
export function stubFetch(fetchMock: typeof fetch): void {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
    fetchMock(...(await fetchArgs(input, init))),
  )
}
