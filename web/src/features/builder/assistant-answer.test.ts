import { describe, expect, it } from 'vitest'

import { parseEnhancement, summaryText } from './assistant-answer'

describe('enhancement answers', () => {
  it('reads items from a fenced JSON block', () => {
    const answer =
      'Here you go:\n```json\n{"items": [{"title": "Engineer", "subtitle": "NASA", "bullets": ["Led"]}]}\n```'
    expect(parseEnhancement(answer)).toEqual({
      kind: 'items',
      items: [{ title: 'Engineer', subtitle: 'NASA', date: '', description: '', bullets: ['Led'] }],
    })
  })

  it('reads skill categories, naming an unnamed one Technical Skills', () => {
    const answer = '```json\n{"categories": [{"skills": ["Python", "SQL"]}]}\n```'
    expect(parseEnhancement(answer)).toEqual({
      kind: 'categories',
      categories: [{ name: 'Technical Skills', skills: ['Python', 'SQL'] }],
    })
  })

  it('reports invalid JSON and unexpected shapes', () => {
    expect(parseEnhancement('```json\n{"items": [\n```')).toEqual({ kind: 'invalid' })
    expect(parseEnhancement('```json\n{"items": []}\n```')).toEqual({ kind: 'invalid' })
    expect(parseEnhancement('```json\n{"items": ["text"]}\n```')).toEqual({ kind: 'invalid' })
    expect(parseEnhancement('```json\n{"other": 1}\n```')).toEqual({ kind: 'invalid' })
  })

  it('reports a missing block', () => {
    expect(parseEnhancement('Try adding numbers to your bullets.')).toEqual({ kind: 'missing' })
  })

  it('takes the summary as plain text', () => {
    expect(summaryText('  Engineer with ten years.  ')).toBe('Engineer with ten years.')
    expect(summaryText('```\nEngineer.\n```')).toBe('Engineer.')
  })
})
