// zod/mini keeps the same rules at a fraction of the bundle size of the chained API.
import { z } from 'zod/mini'

import { EMPTY_JOB_DESCRIPTION_MESSAGE } from './messages'

/** The server's bound (backend MAX_JOB_DESCRIPTION_CHARACTERS): longer postings are refused there. */
export const MAX_JOB_DESCRIPTION_CHARACTERS = 50_000

const jobDescriptionSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, EMPTY_JOB_DESCRIPTION_MESSAGE),
    z.maxLength(
      MAX_JOB_DESCRIPTION_CHARACTERS,
      `Please shorten the job description to ${MAX_JOB_DESCRIPTION_CHARACTERS.toLocaleString('en-US')} characters`,
    ),
  )

export type JobDescriptionCheck = { ok: true; text: string } | { ok: false; message: string }

/** SPEC §5 Tweak: the posting as it is sent (trimmed), or why it cannot be. */
export function checkJobDescription(text: string): JobDescriptionCheck {
  const result = jobDescriptionSchema.safeParse(text)
  if (result.success) return { ok: true, text: result.data }
  return { ok: false, message: result.error.issues[0]?.message ?? EMPTY_JOB_DESCRIPTION_MESSAGE }
}

/** Whether the matcher and tweaker buttons may act: some text besides white space. */
export function hasJobDescription(text: string): boolean {
  return text.trim().length > 0
}
