/**
 * Clean-up of what speech recognition hears (SPEC §4 'Speech recognition'): a final piece has its repeated
 * phrases collapsed, its first letter capitalised and its sentence ended with a full stop before it joins the answer.
 */

/** A phrase said twice in a row is collapsed only when it has at least this many characters (SPEC §9). */
export const MIN_REPEATED_PHRASE_CHARACTERS = 8

/** A word as compared for repetition: case and surrounding punctuation do not count. */
function comparable(word: string): string {
  return word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
}

function repeatsAt(words: readonly string[], keys: readonly string[], start: number, length: number): boolean {
  for (let offset = 0; offset < length; offset += 1) {
    const key = keys[start + offset]
    if (!key || key !== keys[start + length + offset]) return false
  }
  return words.slice(start, start + length).join(' ').length >= MIN_REPEATED_PHRASE_CHARACTERS
}

/**
 * Drops the second copy of any phrase of 8 or more characters said twice in a row ('I worked on I worked on the
 * API' becomes 'I worked on the API'). Recognisers on some phones send a growing phrase again with each result;
 * short repeats ('no no') are left alone, as people do say them. The longest repeat at each position goes first.
 */
export function collapseRepeatedPhrases(text: string): string {
  const words = text.split(/\s+/).filter(Boolean)
  const keys = words.map(comparable)
  let start = 0
  while (start < words.length) {
    let collapsed = false
    for (let length = Math.floor((words.length - start) / 2); length >= 1; length -= 1) {
      if (repeatsAt(words, keys, start, length)) {
        words.splice(start + length, length)
        keys.splice(start + length, length)
        collapsed = true
        break
      }
    }
    // A collapse can bring a third copy next to the first, so the same position is tried again.
    if (!collapsed) start += 1
  }
  return words.join(' ')
}

/** Capitalises the text's first letter; one that starts with a number is left as it is. */
export function capitaliseFirstLetter(text: string): string {
  const index = text.search(/[\p{L}\p{N}]/u)
  if (index < 0) return text
  return text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1)
}

/** Ends the text with a full stop unless it already ends a sentence; a trailing comma or dash gives way to it. */
export function endSentence(text: string): string {
  if (!/[\p{L}\p{N}]/u.test(text)) return text
  if (/[.!?…]["'”’)\]]*$/u.test(text)) return text
  return `${text.replace(/[\s,;:–—-]+$/u, '')}.`
}

/** A final piece of recognised speech, ready to be appended to the answer ('' when nothing was heard). */
export function cleanSpeechPiece(text: string): string {
  const collapsed = collapseRepeatedPhrases(text.replace(/\s+/g, ' ').trim())
  if (!collapsed) return ''
  return endSentence(capitaliseFirstLetter(collapsed))
}

/** The answer with a new piece (spoken or typed) added after what is already there, one space between. */
export function appendToResponse(response: string, piece: string): string {
  const addition = piece.trim()
  if (!addition) return response
  const current = response.trimEnd()
  return current ? `${current} ${addition}` : addition
}
