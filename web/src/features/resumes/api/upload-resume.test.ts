import { describe, expect, it } from 'vitest'

import {
  UPLOAD_INVALID_RESPONSE_MESSAGE,
  UPLOAD_UNAUTHORIZED_MESSAGE,
  UploadError,
  parseUploadResponse,
  uploadFailureMessage,
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
