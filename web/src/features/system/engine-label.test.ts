import { describe, expect, it } from 'vitest'

import { engineLabel } from './engine-label'

describe('engineLabel', () => {
  it('names the known engines and passes others through', () => {
    expect(engineLabel('offline')).toMatch(/^Offline engine/)
    expect(engineLabel('openai')).toBe('OpenAI-compatible API')
    expect(engineLabel('custom')).toBe('custom')
  })
})
