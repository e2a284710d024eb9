import type {
  SpeechAvailability,
  SpeechCaptureContext,
  SpeechCaptureError,
  SpeechCaptureHandlers,
  SpeechService,
} from '../speech/speech-service'

/** A speech service the test speaks through: what it "hears" is what the test says. */
export function scriptedSpeech(availability: SpeechAvailability = { status: 'available' }) {
  let handlers: SpeechCaptureHandlers | null = null
  let starts = 0
  let context: SpeechCaptureContext | undefined
  const end = (): void => {
    const current = handlers
    handlers = null
    current?.onInterim('')
    current?.onStopped()
  }
  const service: SpeechService = {
    check: async () => availability,
    start: (next, given) => {
      starts += 1
      handlers = next
      context = given
      // Like the browser, the end of capture is reported after stop() returns.
      return { stop: () => void Promise.resolve().then(end) }
    },
  }
  const live = (): SpeechCaptureHandlers => {
    if (!handlers) throw new Error('Nothing is listening.')
    return handlers
  }
  return {
    service,
    get listening() {
      return handlers !== null
    },
    get starts() {
      return starts
    },
    /** What the last capture was started for (the interview a recording is uploaded to). */
    get context() {
      return context
    },
    interim: (text: string) => live().onInterim(text),
    say: (text: string) => live().onFinal(text),
    spoke: (seconds: number) => live().onSpoken(seconds),
    /** Recording has stopped and the server is transcribing it. */
    transcribing: () => live().onTranscribing?.(),
    /** Capture ends of itself (a transcription that has arrived). */
    finish: end,
    fail: (error: SpeechCaptureError) => {
      live().onError(error)
      end()
    },
  }
}
