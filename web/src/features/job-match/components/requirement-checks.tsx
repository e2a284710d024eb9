import { CircleCheck, CircleMinus, CircleX, type LucideIcon } from 'lucide-react'

import { cn } from '@/lib/cn'

import type { MatchResult } from '../types'

type CheckState = 'met' | 'unmet' | 'not-asked'

interface CheckRow {
  name: string
  state: CheckState
  asked: string
  found: string
}

const STATE_LOOK: Record<CheckState, { icon: LucideIcon; text: string; className: string }> = {
  met: { icon: CircleCheck, text: 'Meets it', className: 'text-success-strong' },
  unmet: { icon: CircleX, text: 'Falls short', className: 'text-destructive' },
  'not-asked': { icon: CircleMinus, text: 'Not asked', className: 'text-muted-foreground' },
}

/** Job title, education and experience, each as the posting asks it against what the resume shows. */
export function requirementRows(result: MatchResult): CheckRow[] {
  const { titleMatch, educationCheck, experienceCheck } = result
  const requirement = (name: string, check: MatchResult['educationCheck']): CheckRow => ({
    name,
    state: !check.required ? 'not-asked' : check.met ? 'met' : 'unmet',
    asked: check.required || 'Nothing stated',
    found: check.found || 'Nothing found',
  })
  return [
    {
      name: 'Job title',
      state: !titleMatch.jobTitle ? 'not-asked' : titleMatch.similar ? 'met' : 'unmet',
      asked: titleMatch.jobTitle || 'Nothing stated',
      found: titleMatch.resumeTitle || 'Nothing found',
    },
    requirement('Education', educationCheck),
    requirement('Experience', experienceCheck),
  ]
}

export function RequirementChecks({ result }: { result: MatchResult }) {
  return (
    <ul className="grid gap-2" aria-label="Requirement checks" data-testid="requirement-checks">
      {requirementRows(result).map((row) => {
        const look = STATE_LOOK[row.state]
        const Icon = look.icon
        return (
          <li key={row.name} className="grid gap-1 rounded-lg border px-3 py-2 text-sm" data-state={row.state}>
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold text-foreground">{row.name}</span>
              <span className={cn('inline-flex items-center gap-1 text-xs font-semibold', look.className)}>
                <Icon aria-hidden="true" className="size-4" />
                {look.text}
              </span>
            </div>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs text-foreground">
              <dt className="text-muted-foreground">Posting</dt>
              <dd>{row.asked}</dd>
              <dt className="text-muted-foreground">Your resume</dt>
              <dd>{row.found}</dd>
            </dl>
          </li>
        )
      })}
    </ul>
  )
}
