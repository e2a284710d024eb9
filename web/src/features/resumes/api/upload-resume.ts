/** POST /api/resumes with upload progress (SPEC §7), and the error wording of SPEC §8 Upload. */

import { formData } from '@/lib/api-client'
import type { paths } from '@/lib/api/schema'

export const UPLOAD_UNAUTHORIZED_MESSAGE = 'You must be logged in to upload. Please log in and try again.'
export const UPLOAD_NETWORK_MESSAGE = 'Network error occurred'
export const UPLOAD_INVALID_RESPONSE_MESSAGE = 'Invalid response format'
export const UPLOAD_GENERIC_MESSAGE = 'An error occurred during upload'

type UploadOperation = paths['/api/resumes']['post']

/** The new resume, with the server's phase times of this request in `processing`. */
export type UploadedResume = UploadOperation['responses'][201]['content']['application/json']

type UploadFields = UploadOperation['requestBody']['content']['multipart/form-data']

export class UploadError extends Error {
  readonly status: number | undefined
  /** The connection failed before any answer: the same upload may be sent again. */
  readonly connectionLost: boolean

  constructor(message: string, status?: number, connectionLost = false) {
    super(message)
    this.name = 'UploadError'
    this.status = status
    this.connectionLost = connectionLost
  }
}

/** The message for a failed upload: 401 has its own; otherwise the server's message, the status text, a default. */
export function uploadFailureMessage(status: number, statusText: string, bodyText: string): string {
  if (status === 401) return UPLOAD_UNAUTHORIZED_MESSAGE
  try {
    const parsed: unknown = JSON.parse(bodyText)
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown }
      if (typeof message === 'string' && message.trim()) return message
    }
  } catch {
    // Not JSON: fall through to the status text.
  }
  return statusText || 'Upload failed'
}

/** Reads a successful reply; it must be JSON with the new resume's id. */
export function parseUploadResponse(bodyText: string): UploadedResume {
  let parsed: unknown
  try {
    parsed = JSON.parse(bodyText)
  } catch {
    throw new UploadError(UPLOAD_INVALID_RESPONSE_MESSAGE)
  }
  if (!parsed || typeof parsed !== 'object') throw new UploadError(UPLOAD_INVALID_RESPONSE_MESSAGE)
  const id = (parsed as { id?: unknown }).id
  if ((typeof id !== 'string' || id === '') && typeof id !== 'number') {
    throw new UploadError(UPLOAD_INVALID_RESPONSE_MESSAGE)
  }
  // Only the id is needed to go on; the rest is the server's Resume contract.
  return { ...(parsed as UploadedResume), id: String(id) }
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
const RETRY_DELAY_MS = 1000

/** 128 random bits in hex. Not crypto.randomUUID, which browsers offer only on HTTPS and localhost. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Uploads one file as the multipart field `resume`; XHR, not the API client, because fetch cannot report upload
 * progress (the path, fields and reply are still the schema's). When the
 * connection fails before an answer (the server may have stored the resume and crashed before saying so), the
 * upload is sent once more with the same Idempotency-Key, and the server answers with the resume it already has
 * instead of storing a second copy.
 */
export async function uploadResume(
  file: File,
  onProgress: (percent: number) => void,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<UploadedResume> {
  try {
    return await sendUpload(file, onProgress, idempotencyKey)
  } catch (error) {
    if (!(error instanceof UploadError && error.connectionLost)) throw error
    await new Promise((wait) => setTimeout(wait, RETRY_DELAY_MS))
    return sendUpload(file, onProgress, idempotencyKey)
  }
}

function sendUpload(
  file: File,
  onProgress: (percent: number) => void,
  idempotencyKey: string,
): Promise<UploadedResume> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', '/api/resumes')
    request.setRequestHeader(IDEMPOTENCY_HEADER, idempotencyKey)
    request.withCredentials = true
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)))
      }
    })
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(parseUploadResponse(request.responseText))
        } catch (error) {
          reject(error instanceof UploadError ? error : new UploadError(UPLOAD_INVALID_RESPONSE_MESSAGE))
        }
        return
      }
      reject(
        new UploadError(uploadFailureMessage(request.status, request.statusText, request.responseText), request.status),
      )
    })
    request.addEventListener('error', () => reject(new UploadError(UPLOAD_NETWORK_MESSAGE, undefined, true)))
    request.addEventListener('abort', () => reject(new UploadError(UPLOAD_NETWORK_MESSAGE)))
    const fields: UploadFields = { resume: file }
    request.send(formData(fields))
  })
}
