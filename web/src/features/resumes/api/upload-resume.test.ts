import { afterEach, describe, expect, it, vi } from 'vitest'

import { FakeXhr } from '@/test/fake-xhr'

import {
  UPLOAD_INVALID_RESPONSE_MESSAGE,
  UPLOAD_NETWORK_MESSAGE,
  UPLOAD_UNAUTHORIZED_MESSAGE,
  UploadError,
  parseUploadResponse,
  uploadFailureMessage,
  uploadResume,
} from './upload-resume'

describe('uploadFailureMessage', () => {
  it('has its own wording for 401', () => {
    expect(uploadFailureMessage(401, 'Unauthorized', '{"message":"Not signed in"}')).toBe(UPLOAD_UNAUTHORIZED_MESSAGE)
  })

  it("uses the server's message field first", () => {
    expect(uploadFailureMessage(413, 'Payload Too Large', '{"message":"The file is larger than 10 MB."}')).toBe(
      'The file is larger than 10 MB.',
    )
  })

  it('then the status text, then a default', () => {
    expect(uploadFailureMessage(502, 'Bad Gateway', '<html>')).toBe('Bad Gateway')
    expect(uploadFailureMessage(500, '', '{"message":""}')).toBe('Upload failed')
  })
})

describe('parseUploadResponse', () => {
  it('returns the resume with its id as a string', () => {
    expect(parseUploadResponse('{"id":"abc","overallScore":81}')).toEqual({ id: 'abc', overallScore: 81 })
    expect(parseUploadResponse('{"id":7}').id).toBe('7')
  })

  it.each(['not json', 'null', '[]', '{"name":"cv"}', '{"id":""}'])('refuses %s', (body) => {
    expect(() => parseUploadResponse(body)).toThrow(new UploadError(UPLOAD_INVALID_RESPONSE_MESSAGE))
  })
})

describe('uploadResume', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
    FakeXhr.all = []
  })

  const file = new File(['Ada Lovelace'], 'ada.txt', { type: 'text/plain' })

  it('sends an Idempotency-Key, and the same key again when the connection failed before an answer', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const uploaded = uploadResume(file, () => {})
    FakeXhr.all[0]!.fail()
    await vi.advanceTimersByTimeAsync(1000)
    expect(FakeXhr.all).toHaveLength(2)
    FakeXhr.all[1]!.respond(201, { id: 'r1' })
    await expect(uploaded).resolves.toMatchObject({ id: 'r1' })
    const [first, second] = FakeXhr.all.map((request) => request.headers.get('Idempotency-Key'))
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(second).toBe(first)
  })

  it('tries only once more, and never after an answer', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const lost = uploadResume(file, () => {}, 'key-1')
    FakeXhr.all[0]!.fail()
    await vi.advanceTimersByTimeAsync(1000)
    FakeXhr.all[1]!.fail()
    await expect(lost).rejects.toThrow(UPLOAD_NETWORK_MESSAGE)
    const refused = uploadResume(file, () => {}, 'key-2')
    FakeXhr.all[2]!.respond(429, { message: 'Too many uploads' })
    await expect(refused).rejects.toThrow('Too many uploads')
    expect(FakeXhr.all).toHaveLength(3)
  })
})
