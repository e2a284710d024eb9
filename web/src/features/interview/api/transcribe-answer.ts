import { api, dataOf, errorMessage, formData } from '@/lib/api-client'

/** What the person is told when a recorded answer could not be turned into text, and the server said no more. */
export const TRANSCRIBE_FAILED_MESSAGE =
  'Your recording could not be transcribed. Please try again, or type your answer.'

/** The file name the upload carries, by the recorder's format (the server reads the format from the bytes). */
export function recordingFileName(mimeType: string): string {
  if (mimeType.includes('ogg')) return 'answer.ogg'
  if (mimeType.includes('mp4') || mimeType.includes('aac')) return 'answer.mp4'
  return 'answer.webm'
}

/**
 * Uploads one recorded answer of an interview for the server to transcribe (browsers without speech recognition).
 * Resolves to the words heard ('' when none were); rejects with an Error whose message the person may read.
 */
export async function transcribeAnswer(sessionId: string, recording: Blob, durationSeconds: number): Promise<string> {
  const audio = new File([recording], recordingFileName(recording.type), { type: recording.type })
  const body = { sessionId, durationSeconds: Math.round(durationSeconds * 10) / 10, audio }
  try {
    const reply = await dataOf(api.POST('/api/interview/transcribe', { body, bodySerializer: formData }))
    return typeof reply.text === 'string' ? reply.text : ''
  } catch (failure) {
    // A refusal with the server's reason, or no answer at all.
    throw new Error(errorMessage(failure, TRANSCRIBE_FAILED_MESSAGE))
  }
}

/** Whether this server can transcribe recorded answers (a transcription model is configured). */
export async function serverCanTranscribe(): Promise<boolean> {
  try {
    const settings = await dataOf(api.GET('/api/settings'))
    return Boolean(settings.transcriptionModel)
  } catch {
    return false
  }
}
