import { describe, expect, it } from 'vitest'

import { rememberVisitorResult, VISITOR_RESULTS_KEPT, visitorResults } from './visitor-results'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
  }
}

describe("a visitor's results", () => {
  it('are offered newest first, each once, the oldest dropping off', () => {
    const storage = memoryStorage()
    for (let index = 1; index <= VISITOR_RESULTS_KEPT + 1; index += 1) {
      rememberVisitorResult(storage, { id: `r${index}`, label: `Resume ${index}` })
    }
    rememberVisitorResult(storage, { id: 'r3', label: 'Data Analyst' })
    const kept = visitorResults(storage)
    expect(kept.map((result) => result.id)).toEqual(['r3', 'r6', 'r5', 'r4', 'r2'])
    expect(kept[0]!.label).toBe('Data Analyst')
  })

  it('read as none from a store that is missing, refuses or holds something else', () => {
    expect(visitorResults(null)).toEqual([])
    const refusing = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
    }
    expect(() => rememberVisitorResult(refusing, { id: 'r1', label: 'x' })).not.toThrow()
    expect(visitorResults(refusing)).toEqual([])
    const odd = memoryStorage()
    odd.setItem('vitae.visitor-results', '[{"id":""},{"id":"r1","label":"Analyst"},7]')
    expect(visitorResults(odd)).toEqual([{ id: 'r1', label: 'Analyst' }])
  })
})
