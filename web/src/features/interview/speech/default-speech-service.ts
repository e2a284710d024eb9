import { serverCanTranscribe, transcribeAnswer } from '../api/transcribe-answer'
import { createBrowserSpeechService, recognitionConstructor } from './browser-speech-service'
import { createRecordedSpeechService } from './recorded-speech-service'
import { withRecordingFallback } from './recording-fallback'
import type { SpeechService } from './speech-service'

/**
 * The browser's own speech recognition where it has one (Chrome, Edge); elsewhere (Firefox, Safari without it), or
 * where its recognition service cannot be reached, the answer is recorded and transcribed by the server, when the
 * server is configured for it.
 */
export function createDefaultSpeechService(scope: Window = window): SpeechService {
  const speechScope = scope as unknown as Parameters<typeof recognitionConstructor>[0]
  const recording = createRecordedSpeechService({ transcribe: transcribeAnswer, canTranscribe: serverCanTranscribe })
  if (!recognitionConstructor(speechScope)) return recording
  return withRecordingFallback(createBrowserSpeechService(speechScope), recording)
}
