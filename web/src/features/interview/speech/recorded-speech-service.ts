import { TRANSCRIBE_FAILED_MESSAGE } from '../api/transcribe-answer'
import { hasMicrophone } from './browser-speech-service'
import type { SpeechAvailability, SpeechCaptureContext, SpeechCaptureHandlers, SpeechService } from './speech-service'

/** Formats to record in, best first: Chrome and Firefox record WebM or Ogg with Opus, Safari MP4 with AAC. */
export const RECORDING_FORMATS = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/mp4;codecs=mp4a.40.2',
  'audio/mp4',
  'audio/webm',
] as const
/** The server takes answers of up to 5 minutes; recording stops itself a little before. */
export const MAX_RECORDING_MS = 295_000
/** The server gives its transcription model 60 s by default; a stop waits that long and a little more. */
export const TRANSCRIPTION_FLUSH_MS = 65_000
export const NO_WORDS_MESSAGE = 'No words were heard in the recording. Please try again, or type your answer.'

/** The part of MediaRecorder used here (a stand-in in tests). */
export interface Recorder {
  readonly mimeType: string
  ondataavailable: ((event: { data: Blob }) => void) | null
  onstop: (() => void) | null
  start: () => void
  stop: () => void
}

export interface RecorderConstructor {
  new (stream: MediaStream, options?: { mimeType?: string }): Recorder
  isTypeSupported?: (mimeType: string) => boolean
}

export interface RecordingScope {
  MediaRecorder?: RecorderConstructor
  navigator: Navigator
}

export interface RecordedSpeechOptions {
  scope?: RecordingScope
  /** The words of a recording (the server's transcription); rejects with a message the person may read. */
  transcribe: (sessionId: string, recording: Blob, durationSeconds: number) => Promise<string>
  /** Whether the server can transcribe at all. */
  canTranscribe: () => Promise<boolean>
  now?: () => number
  setTimer?: (run: () => void, ms: number) => () => void
}

export function recordingFormat(Constructor: RecorderConstructor): string | undefined {
  return RECORDING_FORMATS.find((format) => Constructor.isTypeSupported?.(format) ?? false)
}

function microphoneError(error: unknown): Parameters<SpeechCaptureHandlers['onError']>[0] {
  const name = error instanceof DOMException || error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return { kind: 'denied' }
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') {
    return { kind: 'unavailable', reason: 'no-microphone' }
  }
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
}

/**
 * Speech capture for browsers without speech recognition (Firefox, Safari): the answer is recorded with
 * MediaRecorder and, on stop, sent to the server, whose transcription arrives as one final piece. While it is
 * being transcribed the person is told so (`onTranscribing`); failures come back as the server's message.
 */
export function createRecordedSpeechService({
  scope = window as unknown as RecordingScope,
  transcribe,
  canTranscribe,
  now = () => performance.now(),
  setTimer = (run, ms) => {
    const timer = setTimeout(run, ms)
    return () => clearTimeout(timer)
  },
}: RecordedSpeechOptions): SpeechService {
  const supported = (): boolean => Boolean(scope.MediaRecorder && scope.navigator.mediaDevices?.getUserMedia)

  return {
    flushTimeoutMs: TRANSCRIPTION_FLUSH_MS,
    async check(): Promise<SpeechAvailability> {
      if (!supported() || !(await canTranscribe())) return { status: 'unavailable', reason: 'unsupported' }
      if (!(await hasMicrophone(scope.navigator))) return { status: 'unavailable', reason: 'no-microphone' }
      return { status: 'available' }
    },
    start(handlers: SpeechCaptureHandlers, context?: SpeechCaptureContext) {
      let wanted = true
      let discarded = false
      let recorder: Recorder | null = null
      let stream: MediaStream | null = null
      let cancelLimit = (): void => {}
      const end = (): void => {
        handlers.onInterim('')
        handlers.onStopped()
      }
      const release = (): void => {
        cancelLimit()
        stream?.getTracks().forEach((track) => track.stop())
      }
      const Constructor = scope.MediaRecorder
      const sessionId = context?.sessionId
      if (!supported() || !Constructor) {
        handlers.onError({ kind: 'unavailable', reason: 'unsupported' })
        end()
        return { stop: () => {} }
      }
      if (!sessionId) {
        handlers.onError({ kind: 'failed', message: TRANSCRIBE_FAILED_MESSAGE })
        end()
        return { stop: () => {} }
      }

      async function finish(chunks: Blob[], startedAt: number, mimeType: string): Promise<void> {
        release()
        if (discarded) return end()
        const seconds = (now() - startedAt) / 1000
        const recording = new Blob(chunks, { type: mimeType })
        if (recording.size === 0) {
          handlers.onError({ kind: 'failed', message: NO_WORDS_MESSAGE })
          return end()
        }
        handlers.onTranscribing?.()
        try {
          const text = (await transcribe(sessionId!, recording, seconds)).trim()
          if (text) {
            handlers.onFinal(text)
            handlers.onSpoken(seconds)
          } else {
            handlers.onError({ kind: 'failed', message: NO_WORDS_MESSAGE })
          }
        } catch (error) {
          handlers.onError({
            kind: 'failed',
            message: error instanceof Error && error.message ? error.message : TRANSCRIBE_FAILED_MESSAGE,
          })
        }
        end()
      }

      void scope.navigator.mediaDevices.getUserMedia({ audio: true }).then(
        (granted) => {
          stream = granted
          if (!wanted) {
            release()
            return end()
          }
          const format = recordingFormat(Constructor)
          const chunks: Blob[] = []
          try {
            recorder = new Constructor(granted, format ? { mimeType: format } : undefined)
          } catch (error) {
            release()
            handlers.onError(microphoneError(error))
            return end()
          }
          const startedAt = now()
          const active = recorder
          active.ondataavailable = (event) => {
            if (event.data.size > 0) chunks.push(event.data)
          }
          active.onstop = () => void finish(chunks, startedAt, active.mimeType || format || 'audio/webm')
          active.start()
          cancelLimit = setTimer(() => {
            if (!wanted) return
            wanted = false
            active.stop()
          }, MAX_RECORDING_MS)
        },
        (error: unknown) => {
          wanted = false
          handlers.onError(microphoneError(error))
          end()
        },
      )

      const stop = (): void => {
        if (!wanted) return
        wanted = false
        recorder?.stop() // before the microphone is granted there is nothing yet; the grant ends it
      }
      return {
        stop,
        cancel: () => {
          discarded = true
          stop()
        },
      }
    },
  }
}
