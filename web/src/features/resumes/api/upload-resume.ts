/** POST /api/resumes with upload progress (SPEC §7), and the error wording of SPEC §8 Upload. */

import type { Resume } from '../types'

export const UPLOAD_UNAUTHORIZED_MESSAGE = 'You must be logged in to upload. Please log in and try again.'
export const UPLOAD_NETWORK_MESSAGE = 'Network error occurred'
export const UPLOAD_INVALID_RESPONSE_MESSAGE = 'Invalid response format'
export const UPLOAD_GENERIC_MESSAGE = 'An error occurred during upload'

/** The new resume, with the server's phase times of this request in `processing`. */
export type UploadedResume = Resume

export class UploadError extends Error {
  readonly status: number | undefined

  constructor(message: string, status?: number) {
    super(message)
    this.name = 'UploadError'
    this.status = status
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
  return { ...(parsed as Resume), id: String(id) }
}

/** Uploads one file as the multipart field `resume`; XHR because fetch cannot report upload progress. */
export function uploadResume(file: File, onProgress: (percent: number) => void): Promise<UploadedResume> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', '/api/resumes')
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
    request.addEventListener('error', () => reject(new UploadError(UPLOAD_NETWORK_MESSAGE)))
    request.addEventListener('abort', () => reject(new UploadError(UPLOAD_NETWORK_MESSAGE)))
    const body = new FormData()
    body.append('resume', file)
    request.send(body)
  })
}
