import { describe, expect, it } from 'vitest'

import { defaultPaper, readDownloadPreferences, writeDownloadPreferences } from './download-preferences'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('download preferences', () => {
  it('defaults to Letter in North America and A4 elsewhere', () => {
    expect(defaultPaper('en-US')).toBe('letter')
    expect(defaultPaper('fr-CA')).toBe('letter')
    expect(defaultPaper('en-GB')).toBe('a4')
    expect(defaultPaper('de')).toBe('a4')
  })

  it('remembers the last choice', () => {
    const storage = memoryStorage()
    expect(readDownloadPreferences(storage, 'en-US')).toEqual({ template: null, paper: 'letter' })
    writeDownloadPreferences(storage, { template: 'modern', paper: 'a4' })
    expect(readDownloadPreferences(storage, 'en-US')).toEqual({ template: 'modern', paper: 'a4' })
  })

  it('ignores what it cannot read', () => {
    expect(readDownloadPreferences(memoryStorage({ 'vitae.download-preferences': '{' }), 'en-GB')).toEqual({
      template: null,
      paper: 'a4',
    })
    expect(
      readDownloadPreferences(
        memoryStorage({ 'vitae.download-preferences': '{"template":3,"paper":"legal"}' }),
        'en-US',
      ),
    ).toEqual({ template: null, paper: 'letter' })
    expect(readDownloadPreferences(null, 'en-US')).toEqual({ template: null, paper: 'letter' })
  })
})
