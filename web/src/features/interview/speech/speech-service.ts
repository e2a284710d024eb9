/**
 * Speech capture as the interview needs it, behind a small interface: the browser's Web Speech API in the app,
 * a scripted stand-in in tests.
 */

export type SpeechUnavailableReason = 'unsupported' | 'no-microphone' | 'service'

export type SpeechAvailability =
  { status: 'checking' } | { status: 'available' } | { status: 'unavailable'; reason: SpeechUnavailableReason }

export type SpeechCaptureError =
  /** Speech cannot be captured in this browser after all (no microphone, no recognition service). */
  | { kind: 'unavailable'; reason: SpeechUnavailableReason }
  /** The person (or the browser's policy) refused the microphone. */
  | { kind: 'denied' }
  | { kind: 'failed'; message: string }

export interface SpeechCaptureHandlers {
  /** The words heard so far of the phrase being spoken; '' once it is final or capture ends. */
  onInterim: (text: string) => void
  /** A finished phrase as recognised, before clean-up. */
  onFinal: (text: string) => void
  /** Seconds of speech in a span that just ended, for words per minute. */
  onSpoken: (seconds: number) => void
  onError: (error: SpeechCaptureError) => void
  /** Capture has ended for good: stopped, or given up after an error. */
  onStopped: () => void
  /** Recording has stopped and the recording is being turned into text (server transcription only). */
  onTranscribing?: () => void
}

/** What a capture belongs to: the interview whose answer is being recorded (needed to upload a recording). */
export interface SpeechCaptureContext {
  sessionId?: string
}

export interface SpeechCapture {
  /** Stops listening; final results of what was already said may still arrive before `onStopped`. */
  stop: () => void
  /** Stops and drops what was captured (leaving the interview): nothing more is sent or delivered. */
  cancel?: () => void
}

export interface SpeechService {
  /** Whether speech can be captured here, as far as can be told before trying. */
  check: () => Promise<SpeechAvailability>
  /** Listens continuously (interim results, en-US) until stopped, carrying on after pauses. */
  start: (handlers: SpeechCaptureHandlers, context?: SpeechCaptureContext) => SpeechCapture
  /** How long a stop may take to deliver the last words; a recording sent for transcription takes longer. */
  flushTimeoutMs?: number
}
