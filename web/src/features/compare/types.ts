/** What the comparison view is given (SPEC §2 'Comparison view' inputs and the enhancement behind them). */

/** One change of the enhanced version. */
export interface ComparisonChange {
  id: string
  section: string
  location: string
  kind: string
  before: string
  after: string
  reason: string
}

/** A rewrite the truthfulness guard undid because it would have added a fact. */
export interface KeptOutFact {
  improvementId: string
  fact: string
  kind: string
  reason: string
}

export interface ComparisonScores {
  original: number
  /** Null until an enhanced version has been scored. */
  enhanced: number | null
}
