import { afterEach, describe, expect, it, vi } from 'vitest'

import { stubFetch } from '@/test/fetch-args'

import {
  TRANSCRIBE_FAILED_MESSAGE,
  recordingFileName,
  serverCanTranscribe,
  transcribeAnswer,
} from './transcribe-answer'

afterEach(() => {
  vi.unstubAllGlobals()
})

function answerWith(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  )
  stubFetch(fetchMock)
  return fetchMock
}

describe('transcribeAnswer', () => {
  it('uploads the recording of one interview as multipart, with its length', async () => {
    const fetchMock = answerWith(new Response('{"text":"I cut costs."}', { status: 200 }))
    const recording = new Blob(['webm-bytes'], { type: 'audio/webm;codecs=opus' })
    await expect(transcribeAnswer('s1', recording, 12.34)).resolves.toBe('I cut costs.')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/interview/transcribe')
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' })
    const form = init!.body as FormData
    expect(form.get('sessionId')).toBe('s1')
    expect(form.get('durationSeconds')).toBe('12.3')
    expect((form.get('audio') as File).name).toBe('answer.webm')
  })

  it("rejects with the server's message, or a plain one", async () => {
    answerWith(new Response('{"message":"Transcribing recorded answers needs a speech server."}', { status: 503 }))
    await expect(transcribeAnswer('s1', new Blob(['x']), 1)).rejects.toThrow(
      'Transcribing recorded answers needs a speech server.',
    )
    answerWith(new Response('<html>Bad gateway</html>', { status: 502 }))
    await expect(transcribeAnswer('s1', new Blob(['x']), 1)).rejects.toThrow(TRANSCRIBE_FAILED_MESSAGE)
    answerWith(new TypeError('Failed to fetch'))
    await expect(transcribeAnswer('s1', new Blob(['x']), 1)).rejects.toThrow(TRANSCRIBE_FAILED_MESSAGE)
  })
})

describe('serverCanTranscribe', () => {
  it('reads whether a transcription model is configured', async () => {
    answerWith(new Response('{"aiProvider":"offline","transcriptionModel":"whisper-1"}', { status: 200 }))
    await expect(serverCanTranscribe()).resolves.toBe(true)
    answerWith(new Response('{"aiProvider":"offline","transcriptionModel":""}', { status: 200 }))
    await expect(serverCanTranscribe()).resolves.toBe(false)
    answerWith(new Response('', { status: 500 }))
    await expect(serverCanTranscribe()).resolves.toBe(false)
  })
})

describe('recordingFileName', () => {
  it('names the upload by the recorded format', () => {
    expect(recordingFileName('audio/webm;codecs=opus')).toBe('answer.webm')
    expect(recordingFileName('audio/ogg;codecs=opus')).toBe('answer.ogg')
    expect(recordingFileName('audio/mp4')).toBe('answer.mp4')
  })
})
