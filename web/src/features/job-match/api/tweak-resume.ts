import { useMutation } from '@tanstack/react-query'

import { api, dataOf } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

import { normalizeTweakReply } from '../tweak-result'
import type { TweakResult } from '../types'

/** `jobDescription` trimmed and non-empty (SPEC §7). */
export type TweakRequest = ApiSchema<'TweakRequest'>

/** POST /api/resumes/{id}/tweak: the resume tailored to the posting, in one normalised shape. */
export async function tweakResume(resumeId: string, request: TweakRequest): Promise<TweakResult> {
  const reply = await dataOf(
    api.POST('/api/resumes/{resume_id}/tweak', { params: { path: { resume_id: resumeId } }, body: request }),
  )
  return normalizeTweakReply(reply)
}

export function useTweakResume(resumeId: string) {
  return useMutation({ mutationFn: (request: TweakRequest) => tweakResume(resumeId, request) })
}
