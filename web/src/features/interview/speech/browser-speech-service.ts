import type { SpeechCapture, SpeechCaptureHandlers, SpeechService, SpeechAvailability } from './speech-service'

/** SPEC §4, §9: continuous recognition with interim results, in US English. */
export const SPEECH_LANGUAGE = 'en-US'
/** Recognition that ends this soon after starting, this many times in a row, is not going to work. */
const QUICK_END_MS = 1000
const MAX_QUICK_RESTARTS = 5

interface RecognitionAlternative {
  transcript: string
}

interface RecognitionResult {
  readonly isFinal: boolean
  readonly length: number
  [index: number]: RecognitionAlternative
}

interface RecognitionResultEvent {
  readonly resultIndex: number
  readonly results: { readonly length: number; [index: number]: RecognitionResult }
}

interface RecognitionErrorEvent {
  readonly error: string
  readonly message?: string
}

/** The part of the Web Speech API's SpeechRecognition used here (TypeScript's DOM library does not declare it). */
export interface Recognition {
  continuous: boolean
  interimResults: boolean
  lang: string
  onresult: ((event: RecognitionResultEvent) => void) | null
  onerror: ((event: RecognitionErrorEvent) => void) | null
  onend: (() => void) | null
  onspeechstart: (() => void) | null
  onspeechend: (() => void) | null
  start: () => void
  stop: () => void
}

export type RecognitionConstructor = new () => Recognition

interface SpeechWindow {
  SpeechRecognition?: RecognitionConstructor
  webkitSpeechRecognition?: RecognitionConstructor
  navigator: Navigator
}

export function recognitionConstructor(scope: SpeechWindow): RecognitionConstructor | null {
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null
}

export async function hasMicrophone(navigator: Navigator): Promise<boolean> {
  // Devices are listed (without labels) before any permission is given; where listing is impossible, try anyway.
  if (!navigator.mediaDevices?.enumerateDevices) return true
  try {
    const devices = await navigator.mediaDevices.enumerateDevices()
    return devices.some((device) => device.kind === 'audioinput')
  } catch {
    return true
  }
}

function listen(
  Constructor: RecognitionConstructor,
  handlers: SpeechCaptureHandlers,
  now: () => number,
): SpeechCapture {
  const recognition = new Constructor()
  recognition.continuous = true
  recognition.interimResults = true
  recognition.lang = SPEECH_LANGUAGE
  let wanted = true
  let startedAt = now()
  let quickEnds = 0
  let speechStartedAt: number | null = null

  const closeSpeechSpan = (): void => {
    if (speechStartedAt === null) return
    handlers.onSpoken((now() - speechStartedAt) / 1000)
    speechStartedAt = null
  }

  const giveUp = (error: Parameters<SpeechCaptureHandlers['onError']>[0]): void => {
    wanted = false
    handlers.onError(error)
  }

  recognition.onresult = (event) => {
    let interim = ''
    for (let index = event.resultIndex; index < event.results.length; index += 1) {
      const result = event.results[index]
      const text = result?.[0]?.transcript ?? ''
      if (result?.isFinal) handlers.onFinal(text)
      else interim += text
    }
    handlers.onInterim(interim.trim())
  }
  recognition.onspeechstart = () => {
    speechStartedAt = now()
  }
  recognition.onspeechend = closeSpeechSpan
  recognition.onerror = (event) => {
    switch (event.error) {
      case 'no-speech':
      case 'aborted':
        return // a pause or our own stop: `onend` decides whether to carry on
      case 'not-allowed':
        return giveUp({ kind: 'denied' })
      case 'audio-capture':
        return giveUp({ kind: 'unavailable', reason: 'no-microphone' })
      case 'network':
      case 'service-not-allowed':
      case 'language-not-supported':
        return giveUp({ kind: 'unavailable', reason: 'service' })
      default:
        return giveUp({ kind: 'failed', message: event.message || event.error })
    }
  }
  recognition.onend = () => {
    closeSpeechSpan()
    handlers.onInterim('')
    if (wanted) {
      // Browsers end recognition after a silence even in continuous mode (SPEC: restarted on silence).
      quickEnds = now() - startedAt < QUICK_END_MS ? quickEnds + 1 : 0
      if (quickEnds < MAX_QUICK_RESTARTS) {
        try {
          startedAt = now()
          recognition.start()
          return
        } catch {
          // Fall through: it cannot be restarted.
        }
      }
      wanted = false
      handlers.onError({ kind: 'failed', message: 'Speech recognition stopped unexpectedly.' })
    }
    handlers.onStopped()
  }

  try {
    recognition.start()
  } catch (error) {
    wanted = false
    handlers.onError({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    handlers.onStopped()
  }
  return {
    stop: () => {
      if (!wanted) return
      wanted = false
      recognition.stop()
    },
  }
}

/** The Web Speech API of this browser (`SpeechRecognition`, or Chrome's and Safari's `webkitSpeechRecognition`). */
export function createBrowserSpeechService(
  scope: SpeechWindow = window as unknown as SpeechWindow,
  now: () => number = () => performance.now(),
): SpeechService {
  return {
    async check(): Promise<SpeechAvailability> {
      if (!recognitionConstructor(scope)) return { status: 'unavailable', reason: 'unsupported' }
      if (!(await hasMicrophone(scope.navigator))) return { status: 'unavailable', reason: 'no-microphone' }
      return { status: 'available' }
    },
    start(handlers) {
      const Constructor = recognitionConstructor(scope)
      if (!Constructor) {
        handlers.onError({ kind: 'unavailable', reason: 'unsupported' })
        handlers.onStopped()
        return { stop: () => {} }
      }
      return listen(Constructor, handlers, now)
    },
  }
}
