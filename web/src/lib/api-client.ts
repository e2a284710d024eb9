import { QueryClient, type QueryFunction } from '@tanstack/react-query'

/**
 * A non-OK response. Its message is `status: body` (the body text, or the status text when the body is
 * empty), as SPEC §7 requires; the parsed server fields are kept beside it for forms and toasts.
 */
export class ApiError extends Error {
  readonly status: number
  readonly statusText: string
  readonly bodyText: string

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`)
    this.name = 'ApiError'
    this.status = status
    this.statusText = statusText
    this.bodyText = bodyText
  }

  /** The server's `message` field, when the body is the JSON error format. */
  get serverMessage(): string | undefined {
    const message = this.parsedBody()?.message
    return typeof message === 'string' && message.trim() ? message : undefined
  }

  /** Per-field messages from a 422 (`errors: {field: message}`). */
  get fieldErrors(): Record<string, string> {
    const errors = this.parsedBody()?.errors
    if (!errors || typeof errors !== 'object') return {}
    return Object.fromEntries(
      Object.entries(errors as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
  }

  private parsedBody(): Record<string, unknown> | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText)
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined
    } catch {
      return undefined
    }
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const bodyText = await response.text()
    throw new ApiError(response.status, response.statusText, bodyText)
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Sends a request with the session cookie; a body goes as JSON. Throws `ApiError` on a non-OK status. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  })
  await throwIfNotOk(response)
  return response
}

/** Like `apiRequest`, then reads the JSON reply. */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body)
  return (await response.json()) as T
}

export type UnauthorizedBehavior = 'throw' | 'returnNull'

/** A query function that GETs the URL in the first query key; a 401 throws or yields null as configured. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(String(queryKey[0]), { credentials: 'include', signal })
    if (options.on401 === 'returnNull' && response.status === 401) {
      return null
    }
    await throwIfNotOk(response)
    return (await response.json()) as T
  }
}

/** The reason to show a person: the server's message when there is one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback
  return fallback
}

/** SPEC §7 defaults: no automatic retry, never stale, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  })
}
