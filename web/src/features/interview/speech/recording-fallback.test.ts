import { describe, expect, it, vi } from 'vitest'

import { SWITCHED_TO_RECORDING_MESSAGE, withRecordingFallback } from './recording-fallback'
import type { SpeechAvailability, SpeechCaptureError, SpeechCaptureHandlers, SpeechService } from './speech-service'

function service(availability: SpeechAvailability, flushTimeoutMs?: number) {
  const started: SpeechCaptureHandlers[] = []
  const speech: SpeechService = {
    check: async () => availability,
    start: (handlers) => {
      started.push(handlers)
      return { stop: () => {} }
    },
    flushTimeoutMs,
  }
  return { speech, started, fail: (error: SpeechCaptureError) => started.at(-1)!.onError(error) }
}

function handlers() {
  return {
    onInterim: vi.fn(),
    onFinal: vi.fn(),
    onSpoken: vi.fn(),
    onError: vi.fn<SpeechCaptureHandlers['onError']>(),
    onStopped: vi.fn(),
  } satisfies SpeechCaptureHandlers
}

const AVAILABLE: SpeechAvailability = { status: 'available' }
const UNSUPPORTED: SpeechAvailability = { status: 'unavailable', reason: 'unsupported' }

describe('withRecordingFallback', () => {
  it("switches to recording when the browser's recognition service cannot be reached", async () => {
    const recognition = service(AVAILABLE)
    const recording = service(AVAILABLE, 65_000)
    const speech = withRecordingFallback(recognition.speech, recording.speech)
    await expect(speech.check()).resolves.toEqual(AVAILABLE)
    const events = handlers()
    speech.start(events, { sessionId: 's1' })
    recognition.fail({ kind: 'unavailable', reason: 'service' })
    expect(events.onError).toHaveBeenCalledWith({ kind: 'failed', message: SWITCHED_TO_RECORDING_MESSAGE })
    expect(speech.flushTimeoutMs).toBe(65_000)
    speech.start(handlers(), { sessionId: 's1' })
    expect(recording.started).toHaveLength(1)
    expect(recognition.started).toHaveLength(1)
  })

  it('switches too when recognition cannot capture the microphone that the recorder hears', async () => {
    const recognition = service(AVAILABLE)
    const recording = service(AVAILABLE)
    const speech = withRecordingFallback(recognition.speech, recording.speech)
    await speech.check()
    const events = handlers()
    speech.start(events)
    recognition.fail({ kind: 'unavailable', reason: 'no-microphone' })
    expect(events.onError).toHaveBeenCalledWith({ kind: 'failed', message: SWITCHED_TO_RECORDING_MESSAGE })
  })

  it('keeps the recognition failure as it is when the server cannot transcribe', async () => {
    const recognition = service(AVAILABLE)
    const speech = withRecordingFallback(recognition.speech, service(UNSUPPORTED).speech)
    await speech.check()
    const events = handlers()
    speech.start(events)
    recognition.fail({ kind: 'unavailable', reason: 'service' })
    expect(events.onError).toHaveBeenCalledWith({ kind: 'unavailable', reason: 'service' })
  })

  it('passes other errors through and stays with recognition', async () => {
    const recognition = service(AVAILABLE)
    const recording = service(AVAILABLE)
    const speech = withRecordingFallback(recognition.speech, recording.speech)
    await speech.check()
    const events = handlers()
    speech.start(events)
    recognition.fail({ kind: 'denied' })
    expect(events.onError).toHaveBeenCalledWith({ kind: 'denied' })
    speech.start(handlers())
    expect(recognition.started).toHaveLength(2)
    expect(recording.started).toHaveLength(0)
  })
})
