import { describe, expect, it } from 'vitest'

import { speechDataNote } from './speech-data-note'

describe('speechDataNote', () => {
  it('says nothing when speech stays on this server', () => {
    expect(speechDataNote()).toBeNull()
    expect(speechDataNote('', '')).toBeNull()
  })

  it('says what goes to which speech server', () => {
    expect(speechDataNote('tts-1', '')).toBe('Speech: interview questions are sent to a voice server to be spoken.')
    expect(speechDataNote('', 'whisper-1')).toBe(
      'Speech: answers recorded in browsers without speech recognition are sent to a transcription server.',
    )
    expect(speechDataNote('tts-1', 'whisper-1')).toMatch(/spoken, and answers recorded/)
  })
})
