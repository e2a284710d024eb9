import type { ReactNode } from 'react'

import type { MatchResult } from '../types'
import { KeywordTable } from './keyword-table'
import { MatchScore } from './match-score'
import { RequirementChecks } from './requirement-checks'

function requiredSummary(result: MatchResult): string {
  const required = (list: MatchResult['matchedKeywords']) => list.filter((item) => item.importance === 'required')
  const found = result.requiredMet ?? required(result.matchedKeywords).length
  const total = result.requiredTotal ?? found + required(result.missingKeywords).length
  if (total === 0) return 'The posting lists no required skill the matcher recognises.'
  const held = result.missingMustHaves?.length
    ? ' A missing must-have holds the score below a good match until your resume shows it.'
    : ''
  return `Your resume shows ${found} of the ${total} required ${total === 1 ? 'skill' : 'skills'}.${held}`
}

function SoftSkills({ result }: { result: MatchResult }) {
  if (result.softSkillsMatched.length + result.softSkillsMissing.length === 0) return null
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-foreground">Soft skills</h3>
      <ul className="flex flex-wrap gap-1.5" aria-label="Soft skills">
        {result.softSkillsMatched.map((skill) => (
          <li
            key={`found-${skill}`}
            className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-medium text-success-strong"
          >
            {skill}
            <span className="sr-only">: found</span>
          </li>
        ))}
        {result.softSkillsMissing.map((skill) => (
          <li
            key={`missing-${skill}`}
            className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-foreground line-through decoration-input"
          >
            {skill}
            <span className="sr-only">: missing</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

interface MatchReportProps {
  result: MatchResult
  /** The posting changed since this match. */
  stale: boolean
  /** The gap list, shown once for the match and the tailored resume. */
  gaps: ReactNode
}

/**
 * How the resume as it is fits the posting: the score in its band, what it lacks, the skills it shows and where, the
 * title, education and experience checks, and what else to improve.
 */
export function MatchReport({ result, stale, gaps }: MatchReportProps) {
  return (
    <section aria-label="Match result" className="grid gap-5" data-testid="match-result">
      {stale ? (
        <p className="rounded-md bg-warning-soft px-3 py-2 text-xs text-warning-strong" role="status">
          The job description changed since this match. Match again to update it.
        </p>
      ) : null}
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Match Score</h3>
        <MatchScore score={result.matchScore} label="Match score" testId="match-score" />
        <p className="text-sm text-foreground">{requiredSummary(result)}</p>
      </div>
      {gaps}
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-foreground">Found in your resume</h3>
        <KeywordTable found={result.matchedKeywords} />
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-foreground">Requirements</h3>
        <RequirementChecks result={result} />
      </div>
      <SoftSkills result={result} />
      {result.suggestions.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-foreground">Suggestions</h3>
          <ol className="grid list-decimal gap-1.5 pl-5 text-sm text-foreground" data-testid="match-suggestions">
            {result.suggestions.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  )
}
