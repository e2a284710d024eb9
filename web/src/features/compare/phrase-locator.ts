/** Finding where a change stands in a text, to bring it into view. */

export interface TextSpan {
  start: number
  end: number
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The phrase's words matched with any whitespace between them, so line breaks and spacing do not matter. */
function findWords(text: string, words: readonly string[]): TextSpan | null {
  if (words.length === 0) return null
  const match = new RegExp(words.map(escapeRegExp).join('\\s+')).exec(text)
  return match ? { start: match.index, end: match.index + match[0].length } : null
}

/**
 * Where `phrase` stands in `text`: the whole phrase if it is there, else its longest opening that is (down to three
 * words), since other accepted changes to the same line may have altered its end. Null when it is not found.
 */
export function locatePhrase(text: string, phrase: string): TextSpan | null {
  const words = phrase.split(/\s+/).filter(Boolean)
  const shortest = Math.min(3, words.length)
  for (let count = words.length; count >= shortest; count -= 1) {
    const found = findWords(text, words.slice(0, count))
    if (found) return found
  }
  return null
}
