/**
 * The word diff of SPEC §4 'Diff computation': the two texts are compared word by word (split on whitespace); where
 * they differ, up to four words on either side are looked at to find the place where they agree again. Words passed
 * over on the enhanced side were added, on the original side removed; a word with no match within reach was modified.
 * Words left over once one text ends are added or removed.
 *
 * Each entry also keeps the whitespace that followed its word, so a view can keep the line breaks of the resume.
 */

export type WordDiffType = 'added' | 'removed' | 'unchanged' | 'modified'

/** SPEC §3 'Word diff entry': a type, the word, and for changed words why they changed. */
export interface WordDiffEntry {
  type: WordDiffType
  text: string
  /** Why the word changed; absent on unchanged words. */
  explanation?: string
  /** For a modified word, the original word it replaces. */
  original?: string
  /** The whitespace after the word ('' after the last word), to lay the diff out like the text. */
  whitespace: string
}

export const DIFF_LOOK_AHEAD = 4

/** SPEC §4's five explanation texts, word for word. */
export const DIFF_EXPLANATIONS = {
  /** Words inserted before a word both texts share. */
  added: 'Added to improve ATS compatibility and keyword density',
  /** Words dropped before a word both texts share. */
  removed: 'Removed to improve conciseness and clarity',
  /** Words of the original past the end of the enhanced text. */
  removedAtEnd: 'Removed to eliminate redundancy',
  /** Words of the enhanced text past the end of the original. */
  addedAtEnd: 'Added to improve keyword optimization',
  modified: 'Modified to improve professional tone and clarity',
} as const

interface Word {
  text: string
  whitespace: string
}

/** The words of a text and the whitespace after each; leading whitespace is dropped. */
export function splitWords(text: string): Word[] {
  const words: Word[] = []
  for (const match of text.matchAll(/(\S+)(\s*)/g)) {
    words.push({ text: match[1] ?? '', whitespace: match[2] ?? '' })
  }
  return words
}

/** A diff entry while it is being built: the whitespace of both sides, chosen between at the end. */
interface DraftEntry {
  type: WordDiffType
  text: string
  explanation?: string
  original?: string
  originalWhitespace: string | null
  enhancedWhitespace: string | null
}

function changed(type: WordDiffType, word: Word, side: 'original' | 'enhanced', explanation: string): DraftEntry {
  return {
    type,
    text: word.text,
    explanation,
    originalWhitespace: side === 'original' ? word.whitespace : null,
    enhancedWhitespace: side === 'enhanced' ? word.whitespace : null,
  }
}

/**
 * How many words ahead, within `lookAhead`, the texts agree again: `inserted` words of the enhanced text to pass
 * over, or `deleted` words of the original. The nearest agreement wins; at equal distance an insertion is taken.
 */
function resynchronise(
  original: readonly Word[],
  enhanced: readonly Word[],
  i: number,
  j: number,
  lookAhead: number,
): { inserted: number } | { deleted: number } | null {
  for (let distance = 1; distance <= lookAhead; distance += 1) {
    if (enhanced[j + distance]?.text === original[i]?.text) return { inserted: distance }
    if (original[i + distance]?.text === enhanced[j]?.text) return { deleted: distance }
  }
  return null
}

/**
 * Chooses each entry's whitespace. A kept word normally follows the enhanced layout, but right before removed words
 * it follows the original's, so removed words appear where they stood (on the same line as their neighbours).
 */
function settleWhitespace(drafts: readonly DraftEntry[]): WordDiffEntry[] {
  return drafts.map((draft, index) => {
    const beforeRemoved = drafts[index + 1]?.type === 'removed'
    const whitespace =
      (beforeRemoved ? (draft.originalWhitespace ?? draft.enhancedWhitespace) : null) ??
      draft.enhancedWhitespace ??
      draft.originalWhitespace ??
      ''
    const entry: WordDiffEntry = { type: draft.type, text: draft.text, whitespace }
    if (draft.explanation !== undefined) entry.explanation = draft.explanation
    if (draft.original !== undefined) entry.original = draft.original
    return entry
  })
}

/** The word diff of `original` against `enhanced` (SPEC §4), in reading order of the enhanced text. */
export function wordDiff(original: string, enhanced: string, lookAhead = DIFF_LOOK_AHEAD): WordDiffEntry[] {
  const before = splitWords(original)
  const after = splitWords(enhanced)
  const drafts: DraftEntry[] = []
  let i = 0
  let j = 0
  while (i < before.length && j < after.length) {
    const originalWord = before[i]!
    const enhancedWord = after[j]!
    if (originalWord.text === enhancedWord.text) {
      drafts.push({
        type: 'unchanged',
        text: enhancedWord.text,
        originalWhitespace: originalWord.whitespace,
        enhancedWhitespace: enhancedWord.whitespace,
      })
      i += 1
      j += 1
      continue
    }
    const agreement = resynchronise(before, after, i, j, lookAhead)
    if (agreement && 'inserted' in agreement) {
      for (const word of after.slice(j, j + agreement.inserted)) {
        drafts.push(changed('added', word, 'enhanced', DIFF_EXPLANATIONS.added))
      }
      j += agreement.inserted
    } else if (agreement) {
      for (const word of before.slice(i, i + agreement.deleted)) {
        drafts.push(changed('removed', word, 'original', DIFF_EXPLANATIONS.removed))
      }
      i += agreement.deleted
    } else {
      drafts.push({
        type: 'modified',
        text: enhancedWord.text,
        original: originalWord.text,
        explanation: DIFF_EXPLANATIONS.modified,
        originalWhitespace: originalWord.whitespace,
        enhancedWhitespace: enhancedWord.whitespace,
      })
      i += 1
      j += 1
    }
  }
  for (const word of before.slice(i)) drafts.push(changed('removed', word, 'original', DIFF_EXPLANATIONS.removedAtEnd))
  for (const word of after.slice(j)) drafts.push(changed('added', word, 'enhanced', DIFF_EXPLANATIONS.addedAtEnd))
  return settleWhitespace(drafts)
}

/** Consecutive entries of one type and explanation, shown as one mark with one explanation. */
export interface WordDiffRun {
  type: WordDiffType
  /** The run's words with the whitespace between them (not after the last). */
  text: string
  explanation?: string
  /** For a modified run, the original words it replaces. */
  original?: string
  /** The whitespace after the run's last word. */
  whitespace: string
}

/** Joins neighbouring entries of the same kind, so a rewritten phrase reads as one change. */
export function diffRuns(entries: readonly WordDiffEntry[]): WordDiffRun[] {
  const runs: WordDiffRun[] = []
  for (const entry of entries) {
    const last = runs.at(-1)
    const joins =
      last !== undefined &&
      last.type === entry.type &&
      last.explanation === entry.explanation &&
      // A line break ends a run: marks that span lines read badly and their tooltips point nowhere.
      !last.whitespace.includes('\n')
    if (joins) {
      last.text += last.whitespace + entry.text
      if (entry.original !== undefined) last.original = `${last.original ?? ''} ${entry.original}`.trim()
      last.whitespace = entry.whitespace
    } else {
      const run: WordDiffRun = { type: entry.type, text: entry.text, whitespace: entry.whitespace }
      if (entry.explanation !== undefined) run.explanation = entry.explanation
      if (entry.original !== undefined) run.original = entry.original
      runs.push(run)
    }
  }
  return runs
}

export interface WordDiffCounts {
  added: number
  removed: number
  modified: number
  unchanged: number
}

/** How many words of each type the diff holds. */
export function countDiff(entries: readonly WordDiffEntry[]): WordDiffCounts {
  const counts: WordDiffCounts = { added: 0, removed: 0, modified: 0, unchanged: 0 }
  for (const entry of entries) counts[entry.type] += 1
  return counts
}

/**
 * The diff type of each word of one side, in that side's order: for the original, its words were unchanged,
 * modified or removed; for the enhanced text, unchanged, modified or added. Lets a view mark the changes in
 * either text as written.
 */
export function wordTypesOf(entries: readonly WordDiffEntry[], side: 'original' | 'enhanced'): WordDiffType[] {
  const skipped: WordDiffType = side === 'original' ? 'added' : 'removed'
  return entries.filter((entry) => entry.type !== skipped).map((entry) => entry.type)
}
