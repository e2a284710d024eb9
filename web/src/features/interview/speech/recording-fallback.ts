import type { SpeechCaptureHandlers, SpeechService } from './speech-service'

export const SWITCHED_TO_RECORDING_MESSAGE =
  "This browser's speech recognition does not work here, so your answers will be recorded and transcribed by the " +
  'server instead. Press Start Recording again.'

/**
 * The browser's recognition, and server transcription once that turns out not to work: Chromium builds without
 * Google's speech service (Debian's, Brave, ungoogled) expose SpeechRecognition that always fails with 'network', and
 * headless or sandboxed ones fail with 'audio-capture' while MediaRecorder still hears the microphone. When the
 * server can transcribe and a microphone is there, such a failure switches to recording instead of turning speech
 * off.
 */
export function withRecordingFallback(recognition: SpeechService, recording: SpeechService): SpeechService {
  let switched = false
  let canRecord = false
  let probing: Promise<void> | null = null
  const probeRecording = (): Promise<void> => {
    probing ??= recording.check().then(
      (availability) => {
        canRecord = availability.status === 'available'
      },
      () => {},
    )
    return probing
  }

  return {
    get flushTimeoutMs() {
      return switched ? recording.flushTimeoutMs : recognition.flushTimeoutMs
    },
    async check() {
      if (switched) return recording.check()
      const availability = await recognition.check()
      await probeRecording()
      return availability
    },
    start(handlers: SpeechCaptureHandlers, context) {
      if (switched) return recording.start(handlers, context)
      return recognition.start(
        {
          ...handlers,
          onError: (error) => {
            if (error.kind === 'unavailable' && error.reason !== 'unsupported' && canRecord) {
              switched = true
              handlers.onError({ kind: 'failed', message: SWITCHED_TO_RECORDING_MESSAGE })
              return
            }
            handlers.onError(error)
          },
        },
        context,
      )
    },
  }
}
