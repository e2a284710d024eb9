import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { api, dataOf } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

import type { BuilderData } from '../builder-data'

/*
 * The pill's score is the server's: POST /api/resumes/builder-score runs the very function that scores the resume
 * when it is saved, so the pill and the saved resume always show one number for the same text.
 */

/** How long typing pauses before the resume is scored again. */
export const SCORE_DELAY_MS = 600

/** What costs the score points, the costliest first (`findings`); `categoryScores` is null while the resume is empty. */
export type BuilderScore = ApiSchema<'BuilderScore'>

export function fetchBuilderScore(resumeData: BuilderData): Promise<BuilderScore> {
  const body: ApiSchema<'BuilderScoreRequest'> = { resumeData }
  return dataOf(api.POST('/api/resumes/builder-score', { body }))
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
