import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { apiJson } from '@/lib/api-client'

import type { BuilderData } from '../builder-data'

/*
 * The pill's score is the server's: POST /api/resumes/builder-score runs the very function that scores the resume
 * when it is saved, so the pill and the saved resume always show one number for the same text.
 */

/** How long typing pauses before the resume is scored again. */
export const SCORE_DELAY_MS = 600

export interface ScoreFinding {
  id: string
  category: string
  severity: string
  message: string
  fix: string
  pointsLost: number
}

export interface BuilderScore {
  overallScore: number
  /** Null while the resume is still empty. */
  categoryScores: Record<string, number> | null
  /** What costs the score points, the costliest first. */
  findings: ScoreFinding[]
}

export function fetchBuilderScore(resumeData: BuilderData): Promise<BuilderScore> {
  return apiJson<BuilderScore>('POST', '/api/resumes/builder-score', { resumeData })
}

export interface LiveScore {
  /** Null until the first answer. */
  score: BuilderScore | null
  /** The data changed since the score shown was computed, or a new one is on its way. */
  updating: boolean
  failed: boolean
}

export function useBuilderScore(data: BuilderData): LiveScore {
  const settled = useDebouncedValue(data, SCORE_DELAY_MS)
  const query = useQuery({
    queryKey: ['/api/resumes/builder-score', JSON.stringify(settled)],
    queryFn: () => fetchBuilderScore(settled),
    placeholderData: keepPreviousData,
  })
  return { score: query.data ?? null, updating: settled !== data || query.isFetching, failed: query.isError }
}
