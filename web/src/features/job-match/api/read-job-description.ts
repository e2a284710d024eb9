import { api, dataOf, formData } from '@/lib/api-client'

/** POST /api/job-description/read: the text of a PDF or Word posting, read by the server's document reader. */
export async function readJobDescriptionOnServer(file: File): Promise<string> {
  const reply = await dataOf(api.POST('/api/job-description/read', { body: { file }, bodySerializer: formData }))
  return typeof reply.text === 'string' ? reply.text : ''
}
