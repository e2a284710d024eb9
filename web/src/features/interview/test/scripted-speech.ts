import type {
  SpeechAvailability,
  SpeechCaptureError,
  SpeechCaptureHandlers,
  SpeechService,
} from '../speech/speech-service'

/** A speech service the test speaks through: what it "hears" is what the test says. */
export function scriptedSpeech(availability: SpeechAvailability = { status: 'available' }) {
  let handlers: SpeechCaptureHandlers | null = null
  let starts = 0
  const end = (): void => {
    const current = handlers
    handlers = null
    current?.onInterim('')
    current?.onStopped()
  }
  const service: SpeechService = {
    check: async () => availability,
    start: (next) => {
      starts += 1
      handlers = next
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
    interim: (text: string) => live().onInterim(text),
    say: (text: string) => live().onFinal(text),
    spoke: (seconds: number) => live().onSpoken(seconds),
    fail: (error: SpeechCaptureError) => {
      live().onError(error)
      end()
    },
  }
}
