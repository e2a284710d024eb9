import { cn } from '@/lib/cn'

import type { Importance, KeywordEvidence } from '../types'

const IMPORTANCE_ORDER: Record<Importance, number> = { required: 0, preferred: 1 }

/** Required before preferred, each in the posting's order. */
export function keywordRows(found: readonly KeywordEvidence[]): KeywordEvidence[] {
  return found
    .map((keyword, index) => ({ keyword, index }))
    .sort(
      (a, b) => IMPORTANCE_ORDER[a.keyword.importance] - IMPORTANCE_ORDER[b.keyword.importance] || a.index - b.index,
    )
    .map(({ keyword }) => keyword)
}

function ImportanceBadge({ importance, mustHave }: { importance: Importance; mustHave?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        importance === 'required'
          ? 'bg-secondary text-secondary-foreground ring-secondary-border'
          : 'bg-muted text-foreground ring-border',
      )}
    >
      {mustHave ? 'Must-have' : importance === 'required' ? 'Required' : 'Preferred'}
    </span>
  )
}

/** The posting's skills the resume shows, with where it shows each one (what is missing is the gap list's). */
export function KeywordTable({ found }: { found: readonly KeywordEvidence[] }) {
  const rows = keywordRows(found)
  if (rows.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">None of the skills the posting names appear in this resume yet.</p>
    )
  }
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm" data-testid="keyword-table">
        <caption className="sr-only">Skills the posting asks for that your resume shows, and where</caption>
        <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Keyword
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Importance
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Where your resume shows it
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.keyword} data-status="found">
              <th scope="row" className="px-3 py-2 font-medium break-words text-foreground">
                {row.keyword}
              </th>
              <td className="px-3 py-2">
                <ImportanceBadge importance={row.importance} mustHave={row.mustHave} />
              </td>
              <td className="px-3 py-2 text-xs text-muted-foreground">
                {row.shownAs ? <span className="block">as {row.shownAs}</span> : null}
                {row.evidence.join('; ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
