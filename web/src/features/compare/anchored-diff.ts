import { DIFF_LOOK_AHEAD, splitWords, wordDiff, type WordDiffEntry } from '@/lib/word-diff'

/** Above this many line pairs the texts are compared as one run of words: the line alignment costs their product. */
const MAX_LINE_PAIRS = 4_000_000

/**
 * The word diff of SPEC §4 (word by word, a look-ahead of 4 words), run between the lines both texts share. The
 * shared lines are found first (a longest common subsequence of non-blank lines), and the word diff compares only
 * what lies between them. A change longer than the look-ahead (a duplicate skill of five words dropped, skills
 * regrouped) then upsets at most the lines it stands in, instead of marking the rest of the resume as changed.
 *
 * Every word of each text appears once, in order, as in `wordDiff`, so the same views read the result.
 */
export function lineAlignedDiff(original: string, enhanced: string, lookAhead = DIFF_LOOK_AHEAD): WordDiffEntry[] {
  const before = lineStarts(original)
  const after = lineStarts(enhanced)
  const beforeLines = linesOf(original, before)
  const afterLines = linesOf(enhanced, after)
  if (beforeLines.length * afterLines.length > MAX_LINE_PAIRS) return wordDiff(original, enhanced, lookAhead)
  const entries: WordDiffEntry[] = []
  let i = 0
  let j = 0
  const anchors = [...commonLines(beforeLines, afterLines), [beforeLines.length, afterLines.length] as const]
  for (const [nextI, nextJ] of anchors) {
    const originalBlock = original.slice(before[i], before[nextI])
    const enhancedBlock = enhanced.slice(after[j], after[nextJ])
    // splitWords drops the white space before a block's first word: it belongs after the previous word.
    appendWhitespace(entries, /^\s*/.exec(enhancedBlock)?.[0] ?? '')
    entries.push(...wordDiff(originalBlock, enhancedBlock, lookAhead))
    if (nextJ < afterLines.length) {
      const line = enhanced.slice(after[nextJ], after[nextJ + 1])
      appendWhitespace(entries, /^\s*/.exec(line)?.[0] ?? '')
      for (const word of splitWords(line))
        entries.push({ type: 'unchanged', text: word.text, whitespace: word.whitespace })
    }
    i = nextI + 1
    j = nextJ + 1
  }
  return entries
}

/** The offset where each line starts, and the text's length after the last. */
function lineStarts(text: string): number[] {
  const starts = [0]
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1)
  starts.push(text.length)
  return starts
}

function linesOf(text: string, starts: readonly number[]): string[] {
  return starts.slice(0, -1).map((start, index) => text.slice(start, starts[index + 1]).replace(/\n$/, ''))
}

function appendWhitespace(entries: WordDiffEntry[], whitespace: string): void {
  const last = entries.at(-1)
  if (last && whitespace) last.whitespace += whitespace
}

/** Index pairs of a longest common subsequence of the non-blank lines, in order. */
function commonLines(before: readonly string[], after: readonly string[]): Array<readonly [number, number]> {
  const columns = after.length + 1
  const lengths = new Uint32Array((before.length + 1) * columns)
  const same = (i: number, j: number) => before[i] === after[j] && before[i]!.trim() !== ''
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      lengths[i * columns + j] = same(i, j)
        ? lengths[(i + 1) * columns + j + 1]! + 1
        : Math.max(lengths[(i + 1) * columns + j]!, lengths[i * columns + j + 1]!)
    }
  }
  const pairs: Array<readonly [number, number]> = []
  let i = 0
  let j = 0
  while (i < before.length && j < after.length) {
    if (same(i, j)) {
      pairs.push([i, j])
      i += 1
      j += 1
    } else if (lengths[(i + 1) * columns + j]! >= lengths[i * columns + j + 1]!) {
      i += 1
    } else {
      j += 1
    }
  }
  return pairs
}
