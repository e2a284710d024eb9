import { useMutation } from '@tanstack/react-query'

import { apiJson } from '@/lib/api-client'

import { normalizeTweakReply, type TweakReply } from '../tweak-result'
import type { TweakResult } from '../types'

export interface TweakRequest {
  /** Trimmed and non-empty (SPEC §7). */
  jobDescription: string
  useEnhancedVersion: boolean
}

/** POST /api/resumes/{id}/tweak: the resume tailored to the posting, in one normalised shape. */
export async function tweakResume(resumeId: string, request: TweakRequest): Promise<TweakResult> {
  const reply = await apiJson<TweakReply>('POST', `/api/resumes/${encodeURIComponent(resumeId)}/tweak`, request)
  return normalizeTweakReply(reply)
}

export function useTweakResume(resumeId: string) {
  return useMutation({ mutationFn: (request: TweakRequest) => tweakResume(resumeId, request) })
}
