import { CircleAlert, ShieldCheck } from 'lucide-react'

import type { MissingKeyword } from '../types'

function importanceLabel(gap: MissingKeyword): string {
  if (gap.mustHave) return 'Must-have'
  return gap.importance === 'required' ? 'Required' : 'Preferred'
}

/**
 * The one list of what the posting asks for and the resume does not show, each with what to do about it if it is
 * true. The match and the tailored resume share it: the tweaker never writes one of these in.
 */
export function GapList({ gaps }: { gaps: readonly MissingKeyword[] }) {
  if (gaps.length === 0) {
    return (
      <p className="flex items-start gap-1.5 text-sm text-success-strong" data-testid="job-gaps">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Your resume shows every skill the posting asks for.
      </p>
    )
  }
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-foreground">Missing from your resume ({gaps.length})</h3>
      <p className="text-xs text-muted-foreground">
        The tailored resume never writes these in. If one is true, add it to the job where you used it: a recruiter will
        ask about it.
      </p>
      <ul className="grid gap-2" data-testid="job-gaps" aria-label="Missing from your resume">
        {gaps.map((gap) => (
          <li key={gap.keyword} className="grid gap-0.5 rounded-lg border px-3 py-2 text-sm">
            <span className="flex flex-wrap items-center gap-2">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-caution" />
              <span className="font-semibold break-words text-foreground">{gap.keyword}</span>
              <span className="text-xs font-medium text-muted-foreground">{importanceLabel(gap)}</span>
            </span>
            {gap.advice ? <span className="text-foreground">{gap.advice}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
