import { queryOptions, useQuery } from '@tanstack/react-query'

export type RubricCategory = 'atsCompliance' | 'keywordDensity' | 'recruiterFriendliness' | 'concisenessImpact'

export interface RubricCheck {
  id: string
  category: RubricCategory
  maxPoints: number
  why: string
}

export interface ScoringRubric {
  categoryWeights: Record<RubricCategory, number>
  checks: RubricCheck[]
}

/** The checks the scorer runs, as GET /api/scoring/rubric publishes them; they change only with a release. */
export const scoringRubricQueryOptions = queryOptions<ScoringRubric, Error, ScoringRubric, readonly [string]>({
  queryKey: ['/api/scoring/rubric'],
})

export function useScoringRubric() {
  return useQuery(scoringRubricQueryOptions)
}
