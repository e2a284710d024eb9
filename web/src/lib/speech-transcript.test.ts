import { describe, expect, it } from 'vitest'

import {
  appendToResponse,
  capitaliseFirstLetter,
  cleanSpeechPiece,
  collapseRepeatedPhrases,
  endSentence,
} from './speech-transcript'

describe('collapseRepeatedPhrases', () => {
  it('drops the second copy of a phrase of 8 or more characters said twice in a row', () => {
    expect(collapseRepeatedPhrases('I worked on I worked on the payments API')).toBe('I worked on the payments API')
  })

  it('keeps repeats shorter than 8 characters', () => {
    // 'no no' and 'I did I did' (5 characters per copy) are things people say.
    expect(collapseRepeatedPhrases('no no I did I did fix it')).toBe('no no I did I did fix it')
  })

  it('counts the characters of the whole phrase, spaces included', () => {
    // 'we did it' is 9 characters; 'did it' alone is 6.
    expect(collapseRepeatedPhrases('we did it we did it')).toBe('we did it')
    expect(collapseRepeatedPhrases('did it did it')).toBe('did it did it')
    expect(collapseRepeatedPhrases('shipping shipping')).toBe('shipping')
  })

  it('ignores case and punctuation when comparing, and keeps the first copy as said', () => {
    expect(collapseRepeatedPhrases('Hello everyone, hello everyone I am Ada')).toBe('Hello everyone, I am Ada')
  })

  it('collapses a phrase sent three times and the growing re-sends of some phone recognisers', () => {
    expect(collapseRepeatedPhrases('thank you all thank you all thank you all')).toBe('thank you all')
    expect(collapseRepeatedPhrases('my name is Ada my name is Ada Lovelace')).toBe('my name is Ada Lovelace')
  })

  it('prefers the longest repeat at a position', () => {
    expect(collapseRepeatedPhrases('the cache layer the cache layer was slow')).toBe('the cache layer was slow')
  })

  it('leaves text without repeats unchanged and copes with nothing', () => {
    expect(collapseRepeatedPhrases('I led a team of four engineers')).toBe('I led a team of four engineers')
    expect(collapseRepeatedPhrases('')).toBe('')
  })
})

describe('capitaliseFirstLetter and endSentence', () => {
  it('capitalises the first letter, after any opening quote', () => {
    expect(capitaliseFirstLetter('we shipped it')).toBe('We shipped it')
    expect(capitaliseFirstLetter('"quick" wins')).toBe('"Quick" wins')
    expect(capitaliseFirstLetter('42 releases')).toBe('42 releases')
  })

  it('ends a sentence with a full stop unless it already ends one', () => {
    expect(endSentence('We shipped it')).toBe('We shipped it.')
    expect(endSentence('Did we ship it?')).toBe('Did we ship it?')
    expect(endSentence('We shipped it!')).toBe('We shipped it!')
    expect(endSentence('He said "done."')).toBe('He said "done."')
    expect(endSentence('and then,')).toBe('and then.')
    expect(endSentence('...')).toBe('...')
  })
})

describe('cleanSpeechPiece', () => {
  it('applies the three rules of SPEC §4 to a final piece', () => {
    expect(cleanSpeechPiece('  i reduced latency i reduced latency by forty percent ')).toBe(
      'I reduced latency by forty percent.',
    )
  })

  it('gives nothing for silence', () => {
    expect(cleanSpeechPiece('   ')).toBe('')
  })
})

describe('appendToResponse', () => {
  it('adds a piece after the answer with one space', () => {
    expect(appendToResponse('I led the migration.', 'It took three months.')).toBe(
      'I led the migration. It took three months.',
    )
    expect(appendToResponse('', '  First words. ')).toBe('First words.')
    expect(appendToResponse('Kept as is.  ', '')).toBe('Kept as is.  ')
  })
})
