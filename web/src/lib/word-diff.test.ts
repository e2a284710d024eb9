import { describe, expect, it } from 'vitest'

import {
  countDiff,
  DIFF_EXPLANATIONS,
  diffRuns,
  splitWords,
  wordDiff,
  wordTypesOf,
  type WordDiffEntry,
} from './word-diff'

/** 'type:text' per entry, the shortest way to state a diff. */
function shape(entries: readonly WordDiffEntry[]): string[] {
  return entries.map((entry) => `${entry.type}:${entry.text}`)
}

/** The enhanced text's words, read back from the diff. */
function enhancedWords(entries: readonly WordDiffEntry[]): string[] {
  return entries.filter((entry) => entry.type !== 'removed').map((entry) => entry.text)
}

/** The original text's words, read back from the diff. */
function originalWords(entries: readonly WordDiffEntry[]): string[] {
  return entries
    .filter((entry) => entry.type !== 'added')
    .map((entry) => (entry.type === 'modified' ? entry.original! : entry.text))
}

/** The diff laid out as text, removed words included. */
function layout(entries: readonly WordDiffEntry[]): string {
  return entries.map((entry) => entry.text + entry.whitespace).join('')
}

describe('splitWords', () => {
  it('splits on any whitespace and keeps what follows each word', () => {
    expect(splitWords('  Led\tthe team\n\n- Built  APIs ')).toEqual([
      { text: 'Led', whitespace: '\t' },
      { text: 'the', whitespace: ' ' },
      { text: 'team', whitespace: '\n\n' },
      { text: '-', whitespace: ' ' },
      { text: 'Built', whitespace: '  ' },
      { text: 'APIs', whitespace: ' ' },
    ])
  })

  it('finds no words in empty or blank text', () => {
    expect(splitWords('')).toEqual([])
    expect(splitWords(' \n\t ')).toEqual([])
  })
})

describe('wordDiff', () => {
  it('marks every word of identical texts unchanged, with no explanation', () => {
    const entries = wordDiff('Led a team of five', 'Led a team of five')
    expect(shape(entries)).toEqual(['unchanged:Led', 'unchanged:a', 'unchanged:team', 'unchanged:of', 'unchanged:five'])
    expect(entries.every((entry) => entry.explanation === undefined)).toBe(true)
  })

  it('treats texts that differ only in whitespace as identical', () => {
    expect(countDiff(wordDiff('Led  a\nteam', 'Led a team'))).toEqual({
      added: 0,
      removed: 0,
      modified: 0,
      unchanged: 3,
    })
  })

  it('marks an inserted word added and resynchronises after it', () => {
    const entries = wordDiff('Built APIs in Django', 'Built REST APIs in Django')
    expect(shape(entries)).toEqual([
      'unchanged:Built',
      'added:REST',
      'unchanged:APIs',
      'unchanged:in',
      'unchanged:Django',
    ])
    expect(entries[1]?.explanation).toBe(DIFF_EXPLANATIONS.added)
    expect(DIFF_EXPLANATIONS.added).toBe('Added to improve ATS compatibility and keyword density')
  })

  it('marks a deleted word removed and resynchronises after it', () => {
    const entries = wordDiff('Successfully led the team', 'led the team')
    expect(shape(entries)).toEqual(['removed:Successfully', 'unchanged:led', 'unchanged:the', 'unchanged:team'])
    expect(entries[0]?.explanation).toBe('Removed to improve conciseness and clarity')
  })

  it('marks a substituted word modified and keeps the word it replaces', () => {
    const entries = wordDiff('Responsible for the API gateway', 'Owned for the API gateway')
    expect(shape(entries)[0]).toBe('modified:Owned')
    expect(entries[0]).toMatchObject({
      original: 'Responsible',
      explanation: 'Modified to improve professional tone and clarity',
    })
    expect(shape(entries).slice(1)).toEqual(['unchanged:for', 'unchanged:the', 'unchanged:API', 'unchanged:gateway'])
  })

  it('resynchronises across four inserted words, the whole look-ahead', () => {
    const entries = wordDiff('Led the team', 'Led and mentored a strong the team')
    expect(shape(entries)).toEqual([
      'unchanged:Led',
      'added:and',
      'added:mentored',
      'added:a',
      'added:strong',
      'unchanged:the',
      'unchanged:team',
    ])
  })

  it('does not resynchronise across five inserted words: beyond reach the words are modified', () => {
    const entries = wordDiff('Led the team', 'Led w1 w2 w3 w4 w5 the team')
    expect(shape(entries)).toEqual([
      'unchanged:Led',
      'modified:w1',
      'modified:w2',
      'added:w3',
      'added:w4',
      'added:w5',
      'added:the',
      'added:team',
    ])
    expect(entries.slice(3).every((entry) => entry.explanation === DIFF_EXPLANATIONS.addedAtEnd)).toBe(true)
  })

  it('resynchronises across four deleted words, and not across five', () => {
    expect(shape(wordDiff('a x1 x2 x3 x4 b c', 'a b c'))).toEqual([
      'unchanged:a',
      'removed:x1',
      'removed:x2',
      'removed:x3',
      'removed:x4',
      'unchanged:b',
      'unchanged:c',
    ])
    expect(shape(wordDiff('a x1 x2 x3 x4 x5 b c', 'a b c'))).toEqual([
      'unchanged:a',
      'modified:b',
      'modified:c',
      'removed:x3',
      'removed:x4',
      'removed:x5',
      'removed:b',
      'removed:c',
    ])
  })

  it('takes the nearest agreement, and an insertion before a deletion at the same distance', () => {
    expect(shape(wordDiff('a b c', 'x a c'))).toEqual(['added:x', 'unchanged:a', 'removed:b', 'unchanged:c'])
    // Both 'insert y' and 'delete b' resynchronise one word ahead; the insertion is taken.
    expect(shape(wordDiff('b y', 'y b'))).toEqual(['added:y', 'unchanged:b', 'removed:y'])
  })

  it('honours a shorter look-ahead when given one', () => {
    expect(shape(wordDiff('a b', 'a x y b', 1))).toEqual(['unchanged:a', 'modified:x', 'added:y', 'added:b'])
  })

  it('marks leftover words at the end added or removed with the end-of-text explanations', () => {
    const longer = wordDiff('Led the team', 'Led the team across three sites and nine time zones')
    expect(longer.slice(3).every((entry) => entry.type === 'added')).toBe(true)
    expect(longer[3]?.explanation).toBe('Added to improve keyword optimization')

    const shorter = wordDiff('Led the team of engineers, and so on, etc. etc.', 'Led the team')
    expect(shorter.slice(3).every((entry) => entry.type === 'removed')).toBe(true)
    expect(shorter[3]?.explanation).toBe('Removed to eliminate redundancy')
  })

  it('handles empty sides', () => {
    expect(wordDiff('', '')).toEqual([])
    expect(shape(wordDiff('', 'New text'))).toEqual(['added:New', 'added:text'])
    expect(shape(wordDiff('Old text', ''))).toEqual(['removed:Old', 'removed:text'])
    expect(shape(wordDiff('  \n ', 'Word'))).toEqual(['added:Word'])
  })

  it('compares words exactly: case and punctuation count', () => {
    expect(shape(wordDiff('led the team.', 'Led the team'))).toEqual(['modified:Led', 'unchanged:the', 'modified:team'])
  })

  it('keeps line breaks, with removed words on the line they stood on', () => {
    const original = 'Maya Castellanos\nExperience\n- Responsible for building APIs successfully\n- Led a team'
    const enhanced = 'Maya Castellanos\nExperience\n- Built APIs\n- Led a team'
    const entries = wordDiff(original, enhanced)
    expect(layout(entries)).toBe('Maya Castellanos\nExperience\n- Built for building APIs successfully\n- Led a team')
    expect(entries.find((entry) => entry.text === 'successfully')).toMatchObject({ type: 'removed' })
    expect(entries.find((entry) => entry.text === 'Built')).toMatchObject({ type: 'modified', original: 'Responsible' })
  })

  it('always reads back both texts word for word', () => {
    // A small deterministic generator: edits drawn from a fixed vocabulary at pseudo-random places.
    let seed = 7
    const next = (limit: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % limit
    }
    const vocabulary = ['led', 'the', 'team', 'built', 'APIs', 'and', 'a', 'of', 'in', 'Python', '-', '\n']
    for (let round = 0; round < 300; round += 1) {
      const original = Array.from({ length: next(30) }, () => vocabulary[next(vocabulary.length)]!)
      const enhanced = [...original]
      for (let edit = next(8); edit > 0; edit -= 1) {
        const at = next(enhanced.length + 1)
        const action = next(3)
        if (action === 0) enhanced.splice(at, 0, vocabulary[next(vocabulary.length)]!)
        else if (action === 1) enhanced.splice(at, 1)
        else enhanced.splice(at, 1, vocabulary[next(vocabulary.length)]!)
      }
      const entries = wordDiff(original.join(' '), enhanced.join(' '))
      expect(enhancedWords(entries)).toEqual(splitWords(enhanced.join(' ')).map((word) => word.text))
      expect(originalWords(entries)).toEqual(splitWords(original.join(' ')).map((word) => word.text))
    }
  })
})

describe('diffRuns', () => {
  it('joins neighbouring words of one kind into one change', () => {
    const runs = diffRuns(wordDiff('Led the team', 'Led and mentored the team'))
    expect(runs.map((run) => [run.type, run.text, run.whitespace])).toEqual([
      ['unchanged', 'Led', ' '],
      ['added', 'and mentored', ' '],
      ['unchanged', 'the team', ''],
    ])
    expect(runs[1]?.explanation).toBe(DIFF_EXPLANATIONS.added)
  })

  it('keeps the replaced words of a modified run', () => {
    const runs = diffRuns(wordDiff('Was responsible for x', 'Owned delivery for x'))
    expect(runs[0]).toMatchObject({ type: 'modified', text: 'Owned delivery', original: 'Was responsible' })
  })

  it('ends a run at a line break', () => {
    const runs = diffRuns(wordDiff('', 'one\ntwo three'))
    expect(runs.map((run) => run.text)).toEqual(['one', 'two three'])
  })

  it('keeps the end-of-text explanation apart from the inline one', () => {
    const runs = diffRuns(wordDiff('a b', 'x a b y z'))
    expect(runs.map((run) => [run.type, run.text, run.explanation])).toEqual([
      ['added', 'x', DIFF_EXPLANATIONS.added],
      ['unchanged', 'a b', undefined],
      ['added', 'y z', DIFF_EXPLANATIONS.addedAtEnd],
    ])
  })
})

describe('wordTypesOf', () => {
  it("gives each word of either side its type, in that side's order", () => {
    const entries = wordDiff('Responsible for APIs in Django successfully', 'Built REST APIs in Django')
    expect(wordTypesOf(entries, 'original')).toHaveLength(6)
    expect(wordTypesOf(entries, 'enhanced')).toHaveLength(5)
    expect(wordTypesOf(entries, 'enhanced')).toEqual(['modified', 'modified', 'unchanged', 'unchanged', 'unchanged'])
    expect(wordTypesOf(entries, 'original')).toEqual([
      'modified',
      'modified',
      'unchanged',
      'unchanged',
      'unchanged',
      'removed',
    ])
  })
})
