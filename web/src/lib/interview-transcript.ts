/**
 * A pasted interview transcript as question and answer turns, for the transcript analysis. Three layouts are read:
 * lines labelled Q:/A: (or Interviewer:/Candidate:, Question 1:, ...), lines labelled with two speakers' names
 * (the one who asks more questions is the interviewer), and unlabelled text where a line ending in '?' is a question
 * and the lines after it are its answer.
 */

export interface TranscriptTurn {
  question: string
  answer: string
}

export type TranscriptLayout = 'labelled' | 'speakers' | 'questions'

export interface ParsedTranscript {
  turns: TranscriptTurn[]
  layout: TranscriptLayout
  /** Text before the first question, which answers nothing and is left out. */
  skippedIntro: boolean
  /** Why the transcript cannot be sent as it is (too many turns, a question too long). */
  problems: string[]
}

/** The server's limits on a transcript analysis request. */
export const MAX_TRANSCRIPT_TURNS = 60
export const MAX_QUESTION_CHARACTERS = 2000
export const MAX_ANSWER_CHARACTERS = 20_000

type Role = 'question' | 'answer'

interface Segment {
  role: Role
  text: string
}

const QUESTION_LABELS = new Set([
  'q',
  'question',
  'interviewer',
  'recruiter',
  'hiring manager',
  'manager',
  'hr',
  'panel',
  'panelist',
  'moderator',
  'host',
])
const ANSWER_LABELS = new Set(['a', 'answer', 'candidate', 'interviewee', 'applicant', 'me', 'you', 'response'])

const TIMESTAMP = /^\s*[[(]?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?[\])]?\s*(?:[-–—]\s*)?/
const SPEAKER_LINE = /^\s*(?:\*\*|__)?([\p{L}][\p{L}\p{N} .'’-]{0,39}?)(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*(.*)$/u

interface Line {
  speaker: string | null
  text: string
}

function readLine(raw: string): Line {
  const line = raw.replace(TIMESTAMP, '')
  const match = SPEAKER_LINE.exec(line)
  if (!match) return { speaker: null, text: line.trim() }
  return { speaker: match[1]!.trim(), text: match[2]!.trim() }
}

/** 'Q1', 'Question 2', 'A 3' count as their bare labels. */
function labelKey(speaker: string): string {
  return speaker
    .toLowerCase()
    .replace(/[\s.]*\d+$/, '')
    .trim()
}

function labelRole(speaker: string | null): Role | null {
  if (speaker === null) return null
  const key = labelKey(speaker)
  if (QUESTION_LABELS.has(key)) return 'question'
  if (ANSWER_LABELS.has(key)) return 'answer'
  return null
}

function isQuestion(text: string): boolean {
  return /\?["'”’)]*\s*$/.test(text)
}

/** Segments of a transcript labelled with roles; unlabelled lines continue whoever spoke last. */
function labelledSegments(lines: readonly Line[]): Segment[] {
  const segments: Segment[] = []
  let role: Role | null = null
  for (const line of lines) {
    const labelled = labelRole(line.speaker)
    const text = labelled === null && line.speaker !== null ? `${line.speaker}: ${line.text}` : line.text
    if (labelled !== null) role = labelled
    if (role !== null && text) segments.push({ role, text })
  }
  return segments
}

/** The speakers named at the start of lines, or null when the lines do not read as a two-person dialogue. */
function dialogueSpeakers(lines: readonly Line[]): Map<string, Role> | null {
  const spoken = new Map<string, { lines: number; questions: number; first: number }>()
  lines.forEach((line, index) => {
    if (line.speaker === null || !line.text) return
    const counts = spoken.get(line.speaker) ?? { lines: 0, questions: 0, first: index }
    counts.lines += 1
    counts.questions += isQuestion(line.text) ? 1 : 0
    spoken.set(line.speaker, counts)
  })
  const regulars = [...spoken.entries()].filter(([, counts]) => counts.lines >= 2)
  if (regulars.length !== 2) return null
  // The interviewer ends more of their lines with a question mark; on a tie, whoever spoke first.
  const ranked = regulars.sort(([, a], [, b]) => b.questions / b.lines - a.questions / a.lines || a.first - b.first)
  return new Map([
    [ranked[0]![0], 'question'],
    [ranked[1]![0], 'answer'],
  ])
}

function speakerSegments(lines: readonly Line[], roles: Map<string, Role>): Segment[] {
  const segments: Segment[] = []
  let role: Role | null = null
  for (const line of lines) {
    const known = line.speaker === null ? undefined : roles.get(line.speaker)
    const text = line.speaker !== null && known === undefined ? `${line.speaker}: ${line.text}` : line.text
    if (known !== undefined) role = known
    if (role !== null && text) segments.push({ role, text })
  }
  return segments
}

/** Without labels: a line ending in '?' asks, the lines after it answer. */
function questionSegments(lines: readonly Line[]): Segment[] {
  return lines
    .map((line) => (line.speaker === null ? line.text : `${line.speaker}: ${line.text}`))
    .filter(Boolean)
    .map((text) => ({ role: isQuestion(text) ? 'question' : 'answer', text }))
}

function turnsFrom(segments: readonly Segment[]): { turns: TranscriptTurn[]; skippedIntro: boolean } {
  const turns: TranscriptTurn[] = []
  let skippedIntro = false
  for (const segment of segments) {
    const current = turns.at(-1)
    if (segment.role === 'question') {
      // Questions in a row with no answer between them are one question asked in parts.
      if (current && current.answer === '') current.question = `${current.question} ${segment.text}`
      else turns.push({ question: segment.text, answer: '' })
    } else if (current) {
      current.answer = current.answer ? `${current.answer} ${segment.text}` : segment.text
    } else {
      skippedIntro = true
    }
  }
  return { turns, skippedIntro }
}

function problemsOf(turns: readonly TranscriptTurn[]): string[] {
  const problems: string[] = []
  if (turns.length > MAX_TRANSCRIPT_TURNS) {
    problems.push(`The transcript has ${turns.length} questions; at most ${MAX_TRANSCRIPT_TURNS} can be analysed.`)
  }
  turns.forEach((turn, index) => {
    if (turn.question.length > MAX_QUESTION_CHARACTERS) {
      problems.push(
        `Question ${index + 1} is longer than ${MAX_QUESTION_CHARACTERS.toLocaleString('en-US')} characters: is a speaker label missing?`,
      )
    }
    if (turn.answer.length > MAX_ANSWER_CHARACTERS) {
      problems.push(
        `The answer to question ${index + 1} is longer than ${MAX_ANSWER_CHARACTERS.toLocaleString('en-US')} characters.`,
      )
    }
  })
  return problems
}

export function parseTranscript(text: string): ParsedTranscript {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map(readLine)
  let layout: TranscriptLayout = 'questions'
  let segments: Segment[]
  const speakers = dialogueSpeakers(lines)
  if (lines.some((line) => labelRole(line.speaker) === 'question')) {
    layout = 'labelled'
    segments = labelledSegments(lines)
  } else if (speakers) {
    layout = 'speakers'
    segments = speakerSegments(lines, speakers)
  } else {
    segments = questionSegments(lines)
  }
  const { turns, skippedIntro } = turnsFrom(segments)
  return { turns, layout, skippedIntro, problems: problemsOf(turns) }
}
