import { describe, expect, it } from 'vitest'

import { engineDataNote, engineLabel } from './engine-label'

describe('engineLabel', () => {
  it('names the known engines and passes others through', () => {
    expect(engineLabel('offline')).toBe('Offline engine')
    expect(engineLabel('openai')).toBe('OpenAI-compatible API')
    expect(engineLabel('custom')).toBe('custom')
  })

  it('says where resume text goes', () => {
    expect(engineDataNote('offline')).toMatch(/not sent/)
    expect(engineDataNote('openai')).toMatch(/model endpoint/)
  })
})
