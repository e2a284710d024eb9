import { describe, expect, it, vi } from 'vitest'

import { createBrowserSpeechService, type Recognition } from './browser-speech-service'
import type { SpeechCaptureHandlers } from './speech-service'

/** A stand-in for the browser's SpeechRecognition that the test drives event by event. */
class ScriptedRecognition implements Recognition {
  static instances: ScriptedRecognition[] = []
  continuous = false
  interimResults = false
  lang = ''
  onresult: Recognition['onresult'] = null
  onerror: Recognition['onerror'] = null
  onend: Recognition['onend'] = null
  onspeechstart: Recognition['onspeechstart'] = null
  onspeechend: Recognition['onspeechend'] = null
  starts = 0
  stops = 0

  constructor() {
    ScriptedRecognition.instances.push(this)
  }

  start(): void {
    this.starts += 1
  }

  stop(): void {
    this.stops += 1
  }

  hear(pieces: { text: string; isFinal: boolean }[], resultIndex = 0): void {
    const results = pieces.map(({ text, isFinal }) => Object.assign([{ transcript: text }], { isFinal }))
    this.onresult?.({ resultIndex, results })
  }
}

function scope(devices: MediaDeviceKind[] | null, withRecognition = true) {
  ScriptedRecognition.instances = []
  const navigator = {
    mediaDevices:
      devices === null
        ? undefined
        : { enumerateDevices: async () => devices.map((kind) => ({ kind }) as MediaDeviceInfo) },
  } as unknown as Navigator
  return withRecognition ? { webkitSpeechRecognition: ScriptedRecognition, navigator } : { navigator }
}

function handlers() {
  return {
    onInterim: vi.fn<(text: string) => void>(),
    onFinal: vi.fn<(text: string) => void>(),
    onSpoken: vi.fn<(seconds: number) => void>(),
    onError: vi.fn<SpeechCaptureHandlers['onError']>(),
    onStopped: vi.fn<() => void>(),
  } satisfies SpeechCaptureHandlers
}

describe('check', () => {
  it('finds recognition with a microphone', async () => {
    await expect(createBrowserSpeechService(scope(['audioinput'])).check()).resolves.toEqual({ status: 'available' })
    await expect(createBrowserSpeechService(scope(null)).check()).resolves.toEqual({ status: 'available' })
  })

  it('says why speech cannot be captured: no recogniser, or no microphone', async () => {
    await expect(createBrowserSpeechService(scope(['audioinput'], false)).check()).resolves.toEqual({
      status: 'unavailable',
      reason: 'unsupported',
    })
    await expect(createBrowserSpeechService(scope(['videoinput'])).check()).resolves.toEqual({
      status: 'unavailable',
      reason: 'no-microphone',
    })
  })
})

describe('start', () => {
  it('listens continuously with interim results in US English', () => {
    createBrowserSpeechService(scope(['audioinput'])).start(handlers())
    const [recognition] = ScriptedRecognition.instances
    expect(recognition).toMatchObject({ continuous: true, interimResults: true, lang: 'en-US', starts: 1 })
  })

  it('hands on final pieces and the interim words of the phrase being spoken', () => {
    const events = handlers()
    createBrowserSpeechService(scope(['audioinput'])).start(events)
    const [recognition] = ScriptedRecognition.instances
    recognition!.hear([
      { text: 'I led the migration', isFinal: true },
      { text: ' and it took', isFinal: false },
    ])
    expect(events.onFinal).toHaveBeenCalledWith('I led the migration')
    expect(events.onInterim).toHaveBeenLastCalledWith('and it took')
  })

  it('restarts after a silence until stopped, then reports the end', () => {
    let clock = 0
    const events = handlers()
    const capture = createBrowserSpeechService(scope(['audioinput']), () => clock).start(events)
    const [recognition] = ScriptedRecognition.instances
    clock = 5000
    recognition!.onerror?.({ error: 'no-speech' })
    recognition!.onend?.()
    expect(recognition!.starts).toBe(2)
    expect(events.onStopped).not.toHaveBeenCalled()
    capture.stop()
    expect(recognition!.stops).toBe(1)
    recognition!.onend?.()
    expect(recognition!.starts).toBe(2)
    expect(events.onStopped).toHaveBeenCalledOnce()
    expect(events.onError).not.toHaveBeenCalled()
  })

  it('measures the spans of speech', () => {
    let clock = 0
    const events = handlers()
    const capture = createBrowserSpeechService(scope(['audioinput']), () => clock).start(events)
    const [recognition] = ScriptedRecognition.instances
    clock = 1000
    recognition!.onspeechstart?.()
    clock = 4500
    recognition!.onspeechend?.()
    clock = 6000
    recognition!.onspeechstart?.()
    clock = 7000
    capture.stop()
    recognition!.onend?.()
    expect(events.onSpoken.mock.calls).toEqual([[3.5], [1]])
  })

  it('gives up when recognition keeps ending as soon as it starts', () => {
    const events = handlers()
    createBrowserSpeechService(scope(['audioinput']), () => 0).start(events)
    const [recognition] = ScriptedRecognition.instances
    for (let end = 0; end < 5; end += 1) recognition!.onend?.()
    expect(recognition!.starts).toBe(5)
    expect(events.onError).toHaveBeenCalledWith({ kind: 'failed', message: 'Speech recognition stopped unexpectedly.' })
    expect(events.onStopped).toHaveBeenCalledOnce()
  })

  it.each([
    ['not-allowed', { kind: 'denied' }],
    ['audio-capture', { kind: 'unavailable', reason: 'no-microphone' }],
    ['network', { kind: 'unavailable', reason: 'service' }],
    ['service-not-allowed', { kind: 'unavailable', reason: 'service' }],
    ['bad-grammar', { kind: 'failed', message: 'bad-grammar' }],
  ] as const)('stops for good on the %s error', (error, reported) => {
    const events = handlers()
    createBrowserSpeechService(scope(['audioinput'])).start(events)
    const [recognition] = ScriptedRecognition.instances
    recognition!.onerror?.({ error })
    recognition!.onend?.()
    expect(events.onError).toHaveBeenCalledWith(reported)
    expect(recognition!.starts).toBe(1)
    expect(events.onStopped).toHaveBeenCalledOnce()
  })

  it('reports a browser without recognition at once', () => {
    const events = handlers()
    createBrowserSpeechService(scope(['audioinput'], false)).start(events)
    expect(events.onError).toHaveBeenCalledWith({ kind: 'unavailable', reason: 'unsupported' })
    expect(events.onStopped).toHaveBeenCalledOnce()
  })
})
