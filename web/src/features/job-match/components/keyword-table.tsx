import { CircleCheck, CircleX } from 'lucide-react'

import { cn } from '@/lib/cn'

import type { Importance, KeywordEvidence } from '../types'

interface KeywordRow extends KeywordEvidence {
  found: boolean
}

const IMPORTANCE_ORDER: Record<Importance, number> = { required: 0, preferred: 1 }

/** Required before preferred; within each, the missing first, since those are what the person can act on. */
export function keywordRows(matched: readonly KeywordEvidence[], missing: readonly KeywordEvidence[]): KeywordRow[] {
  const rows = [
    ...missing.map((keyword) => ({ ...keyword, found: false })),
    ...matched.map((keyword) => ({ ...keyword, found: true })),
  ]
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        IMPORTANCE_ORDER[a.row.importance] - IMPORTANCE_ORDER[b.row.importance] ||
        Number(a.row.found) - Number(b.row.found) ||
        a.index - b.index,
    )
    .map(({ row }) => row)
}

function ImportanceBadge({ importance, mustHave }: { importance: Importance; mustHave?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        importance === 'required'
          ? 'bg-indigo-50 text-indigo-800 ring-indigo-200'
          : 'bg-slate-50 text-slate-700 ring-slate-200',
      )}
    >
      {mustHave ? 'Must-have' : importance === 'required' ? 'Required' : 'Preferred'}
    </span>
  )
}

interface KeywordTableProps {
  matched: readonly KeywordEvidence[]
  missing: readonly KeywordEvidence[]
}

/** The posting's skills, found or missing in the resume, with where the resume shows each one found. */
export function KeywordTable({ matched, missing }: KeywordTableProps) {
  const rows = keywordRows(matched, missing)
  if (rows.length === 0) {
    return <p className="text-sm text-slate-600">The posting names no skill the matcher recognises.</p>
  }
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm" data-testid="keyword-table">
        <caption className="sr-only">Skills the posting asks for, and whether your resume shows them</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Keyword
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Importance
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              In your resume
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={`${row.found ? 'found' : 'missing'}-${row.keyword}`} data-status={row.found ? 'found' : 'missing'}>
              <th scope="row" className="px-3 py-2 font-medium text-foreground">
                {row.keyword}
              </th>
              <td className="px-3 py-2">
                <ImportanceBadge importance={row.importance} mustHave={row.mustHave} />
              </td>
              <td className="px-3 py-2">
                {row.found ? (
                  <span className="grid gap-0.5">
                    <span className="inline-flex items-center gap-1.5 font-semibold text-green-800">
                      <CircleCheck aria-hidden="true" className="size-4" />
                      Found
                    </span>
                    {row.shownAs ? <span className="text-xs text-slate-600">as {row.shownAs}</span> : null}
                    {row.evidence.length > 0 ? (
                      <span className="text-xs text-slate-600">{row.evidence.join('; ')}</span>
                    ) : null}
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1.5 font-semibold text-red-700">
                    <CircleX aria-hidden="true" className="size-4" />
                    Missing
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
