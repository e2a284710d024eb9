import { useCallback, useEffect, useRef, useState } from 'react'

import { toast } from '@/hooks/use-toast'

import {
  MICROPHONE_DENIED_MESSAGE,
  SPEECH_ERROR_TITLE,
  SPEECH_UNAVAILABLE_REASONS,
  SPEECH_UNAVAILABLE_TITLE,
} from '../messages'
import type { SpeechAvailability, SpeechCapture, SpeechCaptureError } from '../speech/speech-service'
import { useSpeechService } from '../speech/speech-service-context'

/** How long a stop waits for the last final result before giving up on it. */
const STOP_FLUSH_TIMEOUT_MS = 1500

interface SpeechCaptureOptions {
  /** A finished phrase, as recognised (the caller cleans it up). */
  onFinal: (text: string) => void
  /** The answer panel is on screen: only then is a missing recogniser announced. */
  active: boolean
  /** The interview whose answer is captured (a recording is uploaded for it). */
  sessionId?: string
}

export interface SpeechCaptureControls {
  availability: SpeechAvailability
  listening: boolean
  /** Recording has stopped and the server is turning it into text. */
  transcribing: boolean
  /** Words of the phrase being spoken, not final yet. */
  interim: string
  start: () => void
  /** Stops and resolves once the last words said have arrived. */
  stop: () => Promise<void>
  cancel: () => void
  /** Seconds of speech heard since the last call, for the answer being sent. */
  takeSpokenSeconds: () => number
  resetSpokenSeconds: () => void
}

function announceUnavailable(availability: SpeechAvailability): void {
  if (availability.status !== 'unavailable') return
  toast({
    title: SPEECH_UNAVAILABLE_TITLE,
    description: SPEECH_UNAVAILABLE_REASONS[availability.reason],
    variant: 'destructive',
  })
}

/** Start/Stop Recording for one answer: availability, the words heard, and how long the person spoke. */
export function useSpeechCapture({ onFinal, active, sessionId }: SpeechCaptureOptions): SpeechCaptureControls {
  const service = useSpeechService()
  const [availability, setAvailability] = useState<SpeechAvailability>({ status: 'checking' })
  const [listening, setListening] = useState(false)
  const [transcribing, setTranscribing] = useState(false)
  const [interim, setInterim] = useState('')
  const capture = useRef<SpeechCapture | null>(null)
  const spokenSeconds = useRef(0)
  const stopWaiters = useRef<(() => void)[]>([])
  const onFinalRef = useRef(onFinal)
  useEffect(() => {
    onFinalRef.current = onFinal
  })

  const announced = useRef(false)

  useEffect(() => {
    let current = true
    void service.check().then((result) => {
      if (current) setAvailability(result)
    })
    return () => {
      current = false
    }
  }, [service])

  // SPEC §8: 'Speech Recognition Not Available' is said once, when the answer panel shows.
  useEffect(() => {
    if (!active || availability.status !== 'unavailable' || announced.current) return
    announced.current = true
    announceUnavailable(availability)
  }, [active, availability])

  const handleError = useCallback((error: SpeechCaptureError) => {
    if (error.kind === 'unavailable') {
      // Found out while recording: said at once, even if the check had let it through.
      announced.current = true
      const unavailable: SpeechAvailability = { status: 'unavailable', reason: error.reason }
      setAvailability(unavailable)
      announceUnavailable(unavailable)
    } else {
      toast({
        title: SPEECH_ERROR_TITLE,
        description: error.kind === 'denied' ? MICROPHONE_DENIED_MESSAGE : error.message,
        variant: 'destructive',
      })
    }
  }, [])

  const start = useCallback(() => {
    if (capture.current) return
    setListening(true)
    capture.current = service.start(
      {
        onInterim: setInterim,
        onTranscribing: () => setTranscribing(true),
        onFinal: (text) => onFinalRef.current(text),
        onSpoken: (seconds) => {
          spokenSeconds.current += seconds
        },
        onError: handleError,
        onStopped: () => {
          capture.current = null
          setListening(false)
          setTranscribing(false)
          setInterim('')
          stopWaiters.current.splice(0).forEach((resolve) => resolve())
        },
      },
      { sessionId },
    )
  }, [service, handleError, sessionId])

  const stop = useCallback((): Promise<void> => {
    const active = capture.current
    if (!active) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, service.flushTimeoutMs ?? STOP_FLUSH_TIMEOUT_MS)
      stopWaiters.current.push(() => {
        clearTimeout(timer)
        resolve()
      })
      active.stop()
    })
  }, [service])

  /** Stops without waiting, dropping a recording not yet transcribed (the person is leaving the interview). */
  const cancel = useCallback(() => {
    const active = capture.current
    if (!active) return
    if (active.cancel) active.cancel()
    else active.stop()
  }, [])

  useEffect(() => () => cancel(), [cancel])

  const takeSpokenSeconds = useCallback(() => {
    const seconds = spokenSeconds.current
    spokenSeconds.current = 0
    return seconds
  }, [])

  const resetSpokenSeconds = useCallback(() => {
    spokenSeconds.current = 0
  }, [])

  return { availability, listening, transcribing, interim, start, cancel, stop, takeSpokenSeconds, resetSpokenSeconds }
}
