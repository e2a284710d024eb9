import { describe, expect, it } from 'vitest'

import { keepUntilSignedIn, takeWaitingUpload, waitingUploadName } from './pending-upload'

describe('the upload waiting for sign-in', () => {
  it('keeps the chosen file until it is taken, once', () => {
    expect(takeWaitingUpload()).toBeNull()
    const file = new File(['Ada Lovelace'], 'ada.txt', { type: 'text/plain' })
    keepUntilSignedIn(file)
    expect(waitingUploadName()).toBe('ada.txt')
    expect(takeWaitingUpload()).toBe(file)
    expect(takeWaitingUpload()).toBeNull()
    expect(waitingUploadName()).toBeNull()
  })
})
