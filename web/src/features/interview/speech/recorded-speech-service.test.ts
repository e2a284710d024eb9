import { describe, expect, it, vi } from 'vitest'

import {
  MAX_RECORDING_MS,
  NO_WORDS_MESSAGE,
  createRecordedSpeechService,
  type Recorder,
  type RecordingScope,
} from './recorded-speech-service'
import type { SpeechCaptureHandlers } from './speech-service'

/** A stand-in for MediaRecorder that the test drives: what it "records" is the chunks the test gives it. */
class ScriptedRecorder implements Recorder {
  static instances: ScriptedRecorder[] = []
  static supported = ['audio/ogg;codecs=opus']
  static isTypeSupported = (format: string) => ScriptedRecorder.supported.includes(format)
  ondataavailable: Recorder['ondataavailable'] = null
  onstop: Recorder['onstop'] = null
  started = false
  readonly mimeType: string

  constructor(
    readonly stream: MediaStream,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? ''
    ScriptedRecorder.instances.push(this)
  }

  start(): void {
    this.started = true
  }

  stop(): void {
    this.ondataavailable?.({ data: new Blob(['opus-bytes'], { type: this.mimeType }) })
    this.onstop?.()
  }
}

function microphone() {
  const track = { stop: vi.fn() }
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream }
}

function scope(options: { recorder?: boolean; devices?: MediaDeviceKind[]; grant?: Promise<MediaStream> } = {}) {
  ScriptedRecorder.instances = []
  const { stream, track } = microphone()
  const navigator = {
    mediaDevices: {
      enumerateDevices: async () => (options.devices ?? ['audioinput']).map((kind) => ({ kind }) as MediaDeviceInfo),
      getUserMedia: vi.fn(() => options.grant ?? Promise.resolve(stream)),
    },
  } as unknown as Navigator
  const recordingScope: RecordingScope =
    options.recorder === false ? { navigator } : { navigator, MediaRecorder: ScriptedRecorder }
  return { recordingScope, track }
}

function handlers() {
  return {
    onInterim: vi.fn<(text: string) => void>(),
    onFinal: vi.fn<(text: string) => void>(),
    onSpoken: vi.fn<(seconds: number) => void>(),
    onError: vi.fn<SpeechCaptureHandlers['onError']>(),
    onStopped: vi.fn<() => void>(),
    onTranscribing: vi.fn<() => void>(),
  } satisfies SpeechCaptureHandlers
}

function service(
  recordingScope: RecordingScope,
  transcribe = vi.fn(async (_session: string, _recording: Blob, _seconds: number) => 'I led the migration.'),
  extra: { canTranscribe?: boolean; clock?: () => number; timers?: (() => void)[] } = {},
) {
  return {
    transcribe,
    speech: createRecordedSpeechService({
      scope: recordingScope,
      transcribe,
      canTranscribe: async () => extra.canTranscribe ?? true,
      now: extra.clock ?? (() => 0),
      setTimer: (run) => {
        extra.timers?.push(run)
        return () => {}
      },
    }),
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('check', () => {
  it('is available with a recorder, a microphone and a server that transcribes', async () => {
    await expect(service(scope().recordingScope).speech.check()).resolves.toEqual({ status: 'available' })
  })

  it('is unsupported without MediaRecorder, or when the server cannot transcribe', async () => {
    const unsupported = { status: 'unavailable', reason: 'unsupported' }
    await expect(service(scope({ recorder: false }).recordingScope).speech.check()).resolves.toEqual(unsupported)
    const noServer = service(scope().recordingScope, undefined, { canTranscribe: false })
    await expect(noServer.speech.check()).resolves.toEqual(unsupported)
  })

  it('says when there is no microphone', async () => {
    await expect(service(scope({ devices: ['videoinput'] }).recordingScope).speech.check()).resolves.toEqual({
      status: 'unavailable',
      reason: 'no-microphone',
    })
  })

  it('waits longer than recognition for the last words, since they come from the server', () => {
    expect(service(scope().recordingScope).speech.flushTimeoutMs).toBeGreaterThan(60_000)
  })
})

describe('recording an answer', () => {
  it('records in a format the browser supports, sends it for this interview and hands on the words', async () => {
    let clock = 1000
    const { recordingScope, track } = scope()
    const { speech, transcribe } = service(recordingScope, undefined, { clock: () => clock })
    const events = handlers()
    const capture = speech.start(events, { sessionId: 's1' })
    await flush()
    const [recorder] = ScriptedRecorder.instances
    expect(recorder).toMatchObject({ started: true, mimeType: 'audio/ogg;codecs=opus' })
    clock = 13_500
    capture.stop()
    await flush()
    const [session, recording, seconds] = transcribe.mock.calls[0]!
    expect(session).toBe('s1')
    expect(recording.type).toBe('audio/ogg;codecs=opus')
    expect(await recording.text()).toBe('opus-bytes')
    expect(seconds).toBe(12.5)
    expect(events.onTranscribing).toHaveBeenCalledOnce()
    expect(events.onFinal).toHaveBeenCalledWith('I led the migration.')
    expect(events.onSpoken).toHaveBeenCalledWith(12.5)
    expect(events.onStopped).toHaveBeenCalledOnce()
    expect(events.onError).not.toHaveBeenCalled()
    expect(track.stop).toHaveBeenCalled() // the microphone is released
  })

  it("passes on the server's message when transcription fails", async () => {
    const failing = vi.fn(async () => {
      throw new Error('The transcription server did not answer in time. Please try again.')
    })
    const { speech } = service(scope().recordingScope, failing)
    const events = handlers()
    const capture = speech.start(events, { sessionId: 's1' })
    await flush()
    capture.stop()
    await flush()
    expect(events.onError).toHaveBeenCalledWith({
      kind: 'failed',
      message: 'The transcription server did not answer in time. Please try again.',
    })
    expect(events.onFinal).not.toHaveBeenCalled()
    expect(events.onStopped).toHaveBeenCalledOnce()
  })

  it('says so when no words were heard', async () => {
    const { speech } = service(
      scope().recordingScope,
      vi.fn(async () => '  '),
    )
    const events = handlers()
    const capture = speech.start(events, { sessionId: 's1' })
    await flush()
    capture.stop()
    await flush()
    expect(events.onError).toHaveBeenCalledWith({ kind: 'failed', message: NO_WORDS_MESSAGE })
  })

  it('reports a refused microphone', async () => {
    const denied = Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
    const { speech } = service(scope({ grant: denied }).recordingScope)
    const events = handlers()
    speech.start(events, { sessionId: 's1' })
    await flush()
    expect(events.onError).toHaveBeenCalledWith({ kind: 'denied' })
    expect(events.onStopped).toHaveBeenCalledOnce()
    expect(ScriptedRecorder.instances).toHaveLength(0)
  })

  it('stopped before the microphone is granted, records nothing and lets the microphone go', async () => {
    let grant: (stream: MediaStream) => void = () => {}
    const pending = new Promise<MediaStream>((resolve) => {
      grant = resolve
    })
    const { recordingScope } = scope({ grant: pending })
    const { speech, transcribe } = service(recordingScope)
    const events = handlers()
    speech.start(events, { sessionId: 's1' }).stop()
    const { stream, track } = microphone()
    grant(stream)
    await flush()
    expect(ScriptedRecorder.instances).toHaveLength(0)
    expect(track.stop).toHaveBeenCalled()
    expect(transcribe).not.toHaveBeenCalled()
    expect(events.onStopped).toHaveBeenCalledOnce()
  })

  it('cancelled, drops the recording without sending it', async () => {
    const { recordingScope, track } = scope()
    const { speech, transcribe } = service(recordingScope)
    const events = handlers()
    const capture = speech.start(events, { sessionId: 's1' })
    await flush()
    capture.cancel!()
    await flush()
    expect(transcribe).not.toHaveBeenCalled()
    expect(events.onFinal).not.toHaveBeenCalled()
    expect(events.onStopped).toHaveBeenCalledOnce()
    expect(track.stop).toHaveBeenCalled()
  })

  it('stops by itself at the longest answer the server takes', async () => {
    const timers: (() => void)[] = []
    const { speech, transcribe } = service(scope().recordingScope, undefined, { timers })
    speech.start(handlers(), { sessionId: 's1' })
    await flush()
    expect(timers).toHaveLength(1)
    timers[0]!()
    await flush()
    expect(transcribe).toHaveBeenCalledOnce()
    expect(MAX_RECORDING_MS).toBeLessThan(300_000)
  })

  it('needs an interview to record for, and a recorder', () => {
    const events = handlers()
    service(scope().recordingScope).speech.start(events)
    expect(events.onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'failed' }))
    const unsupported = handlers()
    service(scope({ recorder: false }).recordingScope).speech.start(unsupported, { sessionId: 's1' })
    expect(unsupported.onError).toHaveBeenCalledWith({ kind: 'unavailable', reason: 'unsupported' })
    expect(unsupported.onStopped).toHaveBeenCalledOnce()
  })
})
