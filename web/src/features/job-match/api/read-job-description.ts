import { ApiError } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

/** POST /api/job-description/read: the text of a PDF or Word posting, read by the server's document reader. */
export async function readJobDescriptionOnServer(file: File): Promise<string> {
  const body = new FormData()
  body.append('file', file)
  const response = await fetch('/api/job-description/read', { method: 'POST', body, credentials: 'include' })
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text())
  const reply = (await response.json()) as Partial<ApiSchema<'JobDescriptionText'>>
  return typeof reply.text === 'string' ? reply.text : ''
}
