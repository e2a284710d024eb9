/** What the comparison view is given (SPEC §2 'Comparison view' inputs and the enhancement behind them). */
import type { ApiSchema } from '@/lib/api/types'

/** One change of the enhanced version. */
export type ComparisonChange = Pick<
  ApiSchema<'Improvement'>,
  'id' | 'section' | 'location' | 'kind' | 'before' | 'after' | 'reason'
>

/** A rewrite the truthfulness guard undid because it would have added a fact. */
export type KeptOutFact = ApiSchema<'GuardViolation'>

export interface ComparisonScores {
  original: number
  /** Null until an enhanced version has been scored. */
  enhanced: number | null
}

/** What only the person can add to a line ('add a number'), from a finding; shown beside the line, never written. */
export type LineAdvice = Pick<ApiSchema<'Advice'>, 'id' | 'findingId' | 'location' | 'line' | 'message'>
