import { QueryClient } from '@tanstack/react-query'
import createClient, { type Middleware } from 'openapi-fetch'

import type { paths } from './api/schema'

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

/** A non-OK reply becomes an `ApiError`, so a call that returns has the schema's success shape. */
const throwOnError: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text())
    return undefined
  },
}

/**
 * The API, typed from the backend's OpenAPI schema (`schema.d.ts`): each call's path, method, parameters and body are
 * checked against it, and its reply has the schema's type. The session cookie goes with every request; a non-OK
 * status throws `ApiError`. `fetch` is looked up at each call, so a test can stand in for it.
 */
export const api = createClient<paths>({
  credentials: 'include',
  fetch: (request) => globalThis.fetch(request),
})
api.use(throwOnError)

/** A successful reply's body and headers (the client has thrown for any other). */
export async function replyOf<T>(
  call: Promise<{ data?: T; response: Response }>,
): Promise<{ data: T; response: Response }> {
  const { data, response } = await call
  return { data: data as T, response }
}

/** A successful reply's body. */
export async function dataOf<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  return (await replyOf(call)).data
}

/** A multipart body for an upload: each field as a form field, files (Blobs) with their names. */
export function formData(fields: Record<string, string | number | Blob | null | undefined>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value)
    else if (value !== null && value !== undefined) form.append(name, String(value))
  }
  return form
}

/** Null instead of the error when the server answers 401: a question asked whether or not someone is signed in. */
export async function nullWhenSignedOut<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
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
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  })
}
