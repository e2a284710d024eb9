import { describe, expect, it } from 'vitest'

import { readPosting, writePosting } from './posting-storage'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
    removeItem: (name: string) => void items.delete(name),
    items,
  }
}

describe('the kept posting', () => {
  it('is kept per resume, and forgotten once the box is emptied', () => {
    const storage = memoryStorage()
    writePosting(storage, 'a', 'Data Engineer\n- SQL')
    writePosting(storage, 'b', 'Nurse')
    expect(readPosting(storage, 'a')).toBe('Data Engineer\n- SQL')
    expect(readPosting(storage, 'b')).toBe('Nurse')
    writePosting(storage, 'a', '  \n')
    expect(readPosting(storage, 'a')).toBe('')
    expect(storage.items.size).toBe(1)
  })

  it('reads nothing and fails quietly where storage is missing or refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {},
    }
    expect(readPosting(null, 'a')).toBe('')
    expect(readPosting(refusing, 'a')).toBe('')
    expect(() => writePosting(refusing, 'a', 'text')).not.toThrow()
  })
})
