import { describe, expect, it } from 'vitest'

import { parseTranscript } from './interview-transcript'

describe('parseTranscript: role labels', () => {
  it('reads Q:/A: lines, joining the lines that continue an answer', () => {
    const parsed = parseTranscript(
      [
        'Q: Tell me about yourself.',
        'A: I am a backend engineer.',
        'I have worked on payments for five years.',
        '',
        'Q: Why this role?',
        'A: I want to work on data pipelines.',
      ].join('\n'),
    )
    expect(parsed.layout).toBe('labelled')
    expect(parsed.turns).toEqual([
      {
        question: 'Tell me about yourself.',
        answer: 'I am a backend engineer. I have worked on payments for five years.',
      },
      { question: 'Why this role?', answer: 'I want to work on data pipelines.' },
    ])
    expect(parsed.problems).toEqual([])
  })

  it('reads Interviewer/Candidate, numbered questions, timestamps and bold labels', () => {
    const parsed = parseTranscript(
      [
        '[00:00:05] **Interviewer:** Walk me through a project you led.',
        '[00:00:12] **Candidate:** I led the billing rewrite.',
        'Question 2: How did you test it?',
        'Answer 2: Contract tests: one per provider.',
      ].join('\n'),
    )
    expect(parsed.turns).toEqual([
      { question: 'Walk me through a project you led.', answer: 'I led the billing rewrite.' },
      { question: 'How did you test it?', answer: 'Contract tests: one per provider.' },
    ])
  })

  it('keeps a colon inside an answer and an unknown label as text', () => {
    const parsed = parseTranscript(['Q: What did you measure?', 'A: Two things:', 'Note: latency and cost.'].join('\n'))
    expect(parsed.turns).toEqual([{ question: 'What did you measure?', answer: 'Two things: Note: latency and cost.' }])
  })

  it('joins questions asked in a row and leaves an unanswered one empty', () => {
    const parsed = parseTranscript(
      ['Q: Hello.', 'Q: What do you do?', 'A: I design APIs.', 'Q: Any questions?'].join('\n'),
    )
    expect(parsed.turns).toEqual([
      { question: 'Hello. What do you do?', answer: 'I design APIs.' },
      { question: 'Any questions?', answer: '' },
    ])
  })

  it('leaves out what the candidate said before the first question', () => {
    const parsed = parseTranscript(['A: Thanks for having me.', 'Q: Tell me about yourself.', 'A: I teach.'].join('\n'))
    expect(parsed.skippedIntro).toBe(true)
    expect(parsed.turns).toEqual([{ question: 'Tell me about yourself.', answer: 'I teach.' }])
  })
})

describe('parseTranscript: two named speakers', () => {
  it('takes the speaker who asks the questions as the interviewer', () => {
    const parsed = parseTranscript(
      [
        'Grace Hopper: Thanks for coming in.',
        'Ada Lovelace: Thank you for having me.',
        'Grace Hopper: What is the hardest bug you fixed?',
        'Ada Lovelace: A race in the job scheduler.',
        'It only showed under load.',
        'Grace Hopper: How did you find it?',
        'Ada Lovelace: By logging every lock acquisition.',
      ].join('\n'),
    )
    expect(parsed.layout).toBe('speakers')
    expect(parsed.turns).toEqual([
      {
        question: 'Thanks for coming in.',
        answer: 'Thank you for having me.',
      },
      {
        question: 'What is the hardest bug you fixed?',
        answer: 'A race in the job scheduler. It only showed under load.',
      },
      { question: 'How did you find it?', answer: 'By logging every lock acquisition.' },
    ])
  })
})

describe('parseTranscript: unlabelled text', () => {
  it('starts a question at each line ending in a question mark', () => {
    const parsed = parseTranscript(
      [
        'Good morning, and welcome.',
        'Why do you want this job?',
        'Because I like the product.',
        '',
        'Tell me about a conflict. How did you resolve it?',
        'We talked it through.',
        'Then we agreed on a plan.',
      ].join('\n'),
    )
    expect(parsed.layout).toBe('questions')
    expect(parsed.skippedIntro).toBe(true)
    expect(parsed.turns).toEqual([
      { question: 'Why do you want this job?', answer: 'Because I like the product.' },
      {
        question: 'Tell me about a conflict. How did you resolve it?',
        answer: 'We talked it through. Then we agreed on a plan.',
      },
    ])
  })

  it('finds nothing in text without questions', () => {
    expect(parseTranscript('Just some notes.').turns).toEqual([])
    expect(parseTranscript('').turns).toEqual([])
  })
})

describe('parseTranscript: limits', () => {
  it('reports more questions than the server analyses and a question that swallowed the transcript', () => {
    const many = Array.from({ length: 61 }, (_, index) => `Q: Question ${index}?\nA: Answer ${index}.`).join('\n')
    expect(parseTranscript(many).problems).toEqual(['The transcript has 61 questions; at most 60 can be analysed.'])
    const long = `Q: ${'word '.repeat(500)}`
    expect(parseTranscript(long).problems).toEqual([
      'Question 1 is longer than 2,000 characters: is a speaker label missing?',
    ])
  })
})
