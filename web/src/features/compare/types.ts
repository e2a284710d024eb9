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

/** What only the person can add to a line ('add a number'), from a finding; shown beside the line, never written. */
export interface LineAdvice {
  id: string
  /** The finding it comes from, e.g. 'impact.not_quantified'. */
  findingId: string
  location: string
  /** The line as the original has it. */
  line: string
  message: string
}
