import { queryOptions, useQuery } from '@tanstack/react-query'

import { api, dataOf } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

export type RubricCategory = ApiSchema<'Category'>

export type RubricCheck = ApiSchema<'CheckPublic'>

export type ScoringRubric = ApiSchema<'RubricPublic'>

/** The checks the scorer runs, as GET /api/scoring/rubric publishes them; they change only with a release. */
export const scoringRubricQueryOptions = queryOptions({
  queryKey: ['/api/scoring/rubric'],
  queryFn: ({ signal }): Promise<ScoringRubric> => dataOf(api.GET('/api/scoring/rubric', { signal })),
})

export function useScoringRubric() {
  return useQuery(scoringRubricQueryOptions)
}
