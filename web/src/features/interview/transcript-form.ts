// zod/mini keeps the same rules at a fraction of the bundle size of the chained API.
import { z } from 'zod/mini'

import { MAX_JOB_DESCRIPTION_LENGTH, MAX_JOB_TITLE_LENGTH } from '@/lib/interview-preferences'
import { parseTranscript, type ParsedTranscript } from '@/lib/interview-transcript'

export const TRANSCRIPT_REQUIRED_MESSAGE = 'Please paste the transcript of your interview'
export const NO_QUESTIONS_MESSAGE =
  'No questions were found. Label the lines Q: and A: (or Interviewer: and Candidate:), or end each question with a question mark.'

export interface TranscriptFormValues {
  jobTitle: string
  jobDescription: string
  transcript: string
}

export const transcriptFormSchema = z.object({
  jobTitle: z
    .string()
    .check(z.trim(), z.maxLength(MAX_JOB_TITLE_LENGTH, `Use at most ${MAX_JOB_TITLE_LENGTH} characters`)),
  jobDescription: z
    .string()
    .check(z.trim(), z.maxLength(MAX_JOB_DESCRIPTION_LENGTH, `Use at most ${MAX_JOB_DESCRIPTION_LENGTH} characters`)),
  transcript: z.string().check(z.trim(), z.minLength(1, TRANSCRIPT_REQUIRED_MESSAGE)),
})

export type TranscriptFieldErrors = Partial<Record<keyof TranscriptFormValues, string>>

export type CheckedTranscript =
  { ok: true; values: TranscriptFormValues; parsed: ParsedTranscript } | { ok: false; errors: TranscriptFieldErrors }

/** The form's values with the transcript read into turns, or the message for each field that needs fixing. */
export function checkTranscriptForm(values: TranscriptFormValues): CheckedTranscript {
  const result = transcriptFormSchema.safeParse(values)
  if (!result.success) {
    const errors: TranscriptFieldErrors = {}
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof TranscriptFormValues
      errors[field] ??= issue.message
    }
    return { ok: false, errors }
  }
  const parsed = parseTranscript(result.data.transcript)
  if (parsed.turns.length === 0) return { ok: false, errors: { transcript: NO_QUESTIONS_MESSAGE } }
  if (parsed.problems.length > 0) return { ok: false, errors: { transcript: parsed.problems.join(' ') } }
  return { ok: true, values: result.data, parsed }
}

const LAYOUT_NAMES: Record<ParsedTranscript['layout'], string> = {
  labelled: 'read from the speaker labels',
  speakers: 'read from the two speakers',
  questions: 'read from the question marks',
}

/** 'Found 3 questions, read from the Q:/A: labels.' */
export function describeParsedTranscript(parsed: ParsedTranscript): string {
  const count = parsed.turns.length
  const unanswered = parsed.turns.filter((turn) => !turn.answer.trim()).length
  const found = `Found ${count} ${count === 1 ? 'question' : 'questions'}, ${LAYOUT_NAMES[parsed.layout]}.`
  const notes = [
    unanswered > 0 ? `${unanswered} without an answer will score zero.` : '',
    parsed.skippedIntro ? 'Text before the first question is left out.' : '',
  ]
  return [found, ...notes].filter(Boolean).join(' ')
}
