import { DIFF_LOOK_AHEAD, splitWords, wordDiff, type WordDiffEntry } from '@/lib/word-diff'

/** Above this many piece pairs the texts are compared as one run of words: the alignment costs their product. */
const MAX_PIECE_PAIRS = 4_000_000

/**
 * The word diff of SPEC §4 (word by word, a look-ahead of 4 words), run between the pieces both texts share. A
 * piece is a line, or an item of a comma-separated list (the text is cut after each line break and each ', '). The
 * shared pieces are found first (a longest common subsequence), and the word diff compares only what lies between
 * them. A change longer than the look-ahead (duplicate skills dropped, a long phrase trimmed) then upsets at most
 * the piece it stands in, instead of marking the rest of the resume as changed.
 *
 * Every word of each text appears once, in order, as in `wordDiff`, so the same views read the result.
 */
export function anchoredWordDiff(original: string, enhanced: string, lookAhead = DIFF_LOOK_AHEAD): WordDiffEntry[] {
  const before = pieceStarts(original)
  const after = pieceStarts(enhanced)
  const beforePieces = piecesOf(original, before)
  const afterPieces = piecesOf(enhanced, after)
  if (beforePieces.length * afterPieces.length > MAX_PIECE_PAIRS) return wordDiff(original, enhanced, lookAhead)
  const entries: WordDiffEntry[] = []
  let i = 0
  let j = 0
  const anchors = [...commonPieces(beforePieces, afterPieces), [beforePieces.length, afterPieces.length] as const]
  for (const [nextI, nextJ] of anchors) {
    const enhancedGap = enhanced.slice(after[j], after[nextJ])
    // splitWords drops the white space before a text's first word: it belongs after the previous word.
    appendWhitespace(entries, leadingWhitespace(enhancedGap))
    entries.push(...wordDiff(original.slice(before[i], before[nextI]), enhancedGap, lookAhead))
    if (nextJ < afterPieces.length) {
      const piece = enhanced.slice(after[nextJ], after[nextJ + 1])
      appendWhitespace(entries, leadingWhitespace(piece))
      for (const word of splitWords(piece))
        entries.push({ type: 'unchanged', text: word.text, whitespace: word.whitespace })
    }
    i = nextI + 1
    j = nextJ + 1
  }
  return entries
}

/** Where each piece starts, and the text's length after the last. */
function pieceStarts(text: string): number[] {
  const starts = [0]
  for (const match of text.matchAll(/\n|, /g)) starts.push(match.index + match[0].length)
  starts.push(text.length)
  return starts
}

/** Each piece without the white space around it: what two pieces must share to be the same. */
function piecesOf(text: string, starts: readonly number[]): string[] {
  return starts.slice(0, -1).map((start, index) => text.slice(start, starts[index + 1]).trim())
}

function leadingWhitespace(text: string): string {
  return /^\s*/.exec(text)?.[0] ?? ''
}

function appendWhitespace(entries: WordDiffEntry[], whitespace: string): void {
  const last = entries.at(-1)
  if (last && whitespace) last.whitespace += whitespace
}

/** Index pairs of a longest common subsequence of the non-blank pieces, in order. */
function commonPieces(before: readonly string[], after: readonly string[]): Array<readonly [number, number]> {
  const columns = after.length + 1
  const lengths = new Uint32Array((before.length + 1) * columns)
  const same = (i: number, j: number) => before[i] !== '' && before[i] === after[j]
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
