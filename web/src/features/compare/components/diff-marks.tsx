import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/lib/cn'
import type { WordDiffRun, WordDiffType } from '@/lib/word-diff'

/** SPEC §2 colours: added green, removed red with strikethrough, modified yellow; each at 4.5:1 or better. */
export const DIFF_MARK_CLASSES: Record<Exclude<WordDiffType, 'unchanged'>, string> = {
  added: 'rounded-sm bg-success-soft text-success-strong no-underline shadow-[inset_0_-2px_0] shadow-success/60',
  removed: 'rounded-sm bg-destructive-soft text-destructive-strong line-through decoration-destructive decoration-2',
  modified: 'rounded-sm bg-warning-soft text-warning-strong shadow-[inset_0_-2px_0] shadow-warning/70',
}

type ChangeType = Exclude<WordDiffType, 'unchanged'>

interface DiffMarkProps extends Omit<ComponentProps<'span'>, 'ref'> {
  type: ChangeType
  children: ReactNode
}

/** A changed run as the element that says what happened to it: <ins>, <del> or <mark>. */
export function DiffMark({ type, className, ...props }: DiffMarkProps) {
  const classes = cn(DIFF_MARK_CLASSES[type], className)
  if (type === 'added') return <ins data-diff={type} className={classes} {...props} />
  if (type === 'removed') return <del data-diff={type} className={classes} {...props} />
  return <mark data-diff={type} className={classes} {...props} />
}

/** Runs of a diff as text, changes marked, line breaks kept; nothing in it takes focus. */
export function MarkedRuns({ runs }: { runs: readonly WordDiffRun[] }) {
  return (
    <>
      {runs.map((run, index) =>
        run.type === 'unchanged' ? (
          <span key={index}>{run.text + run.whitespace}</span>
        ) : (
          <span key={index}>
            <DiffMark type={run.type}>{run.text}</DiffMark>
            {run.whitespace}
          </span>
        ),
      )}
    </>
  )
}
