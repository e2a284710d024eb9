import { diffRuns, splitWords, wordTypesOf, type WordDiffEntry, type WordDiffRun } from '@/lib/word-diff'

/** One side's text as written, in runs marked with what the diff says happened to each word. */
export function sideRuns(
  text: string,
  entries: readonly WordDiffEntry[],
  side: 'original' | 'enhanced',
): WordDiffRun[] {
  const types = wordTypesOf(entries, side)
  return diffRuns(
    splitWords(text).map((word, index) => ({
      type: types[index] ?? 'unchanged',
      text: word.text,
      whitespace: word.whitespace,
    })),
  )
}
