import { describe, expect, it } from 'vitest'

import { splitWords, wordDiff, wordTypesOf } from '@/lib/word-diff'

import { anchoredWordDiff } from './anchored-diff'

const shape = (entries: ReturnType<typeof anchoredWordDiff>) => entries.map((entry) => `${entry.type}:${entry.text}`)

describe('anchoredWordDiff', () => {
  const original = [
    'Skills',
    'Git, Black Box Testing (2 years), Regression Testing, Jira',
    '• Led the team',
    '• Built the API',
  ].join('\n')
  const enhanced = ['Skills', 'Git, Regression Testing, Jira', '• Led the team', '• Built the API'].join('\n')

  it('keeps a change longer than the look-ahead to its own line', () => {
    // Across the whole text, five dropped words are out of the look-ahead's reach: the rest reads as changed.
    expect(wordDiff(original, enhanced).filter((entry) => entry.type !== 'unchanged').length).toBeGreaterThan(8)
    const entries = anchoredWordDiff(original, enhanced)
    const changed = entries.filter((entry) => entry.type !== 'unchanged')
    expect(changed.every((entry) => original.split('\n')[1]!.includes(entry.text))).toBe(true)
    expect(shape(entries).slice(-8)).toEqual(
      ['•', 'Led', 'the', 'team', '•', 'Built', 'the', 'API'].map((word) => `unchanged:${word}`),
    )
  })

  it('gives every word of each side once, in order, with the white space of the text', () => {
    const before = 'Jordan Rivera\n\nSUMMARY\nI am a keen engineer.\n\nSKILLS\nPython, Go'
    const after = 'Jordan Rivera\n\nSummary\nA keen engineer.\n\nSKILLS\nPython, Go'
    const entries = anchoredWordDiff(before, after)
    expect(wordTypesOf(entries, 'original')).toHaveLength(splitWords(before).length)
    expect(wordTypesOf(entries, 'enhanced')).toHaveLength(splitWords(after).length)
    const enhancedSide = entries.filter((entry) => entry.type !== 'removed')
    expect(enhancedSide.map((entry) => entry.text + entry.whitespace).join('')).toBe(after)
  })

  it('keeps duplicate skills dropped from a long list to their own items', () => {
    const skills = 'Python, Go, SQL, Black Box Testing (2 years), Regression Testing (2 years), Jira, Git, Docker'
    const deduplicated = 'Python, Go, SQL, Jira, Git, Docker'
    const entries = anchoredWordDiff(`Skills\n${skills}`, `Skills\n${deduplicated}`)
    expect(entries.filter((entry) => entry.type === 'modified')).toEqual([])
    expect(entries.filter((entry) => entry.type === 'removed').map((entry) => entry.text)).toEqual([
      'Black',
      'Box',
      'Testing',
      '(2',
      'years),',
      'Regression',
      'Testing',
      '(2',
      'years),',
    ])
  })

  it('is the plain word diff when no line is shared', () => {
    expect(anchoredWordDiff('Led a team', 'Led the team')).toEqual(wordDiff('Led a team', 'Led the team'))
  })
})
