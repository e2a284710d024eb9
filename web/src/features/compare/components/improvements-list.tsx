import { Check, LocateFixed, X } from 'lucide-react'
import { useMemo } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { diffRuns, wordDiff } from '@/lib/word-diff'

import { setAccepted } from '../accepted-changes'
import { improvementKindLabel } from '../improvement-kinds'
import type { ComparisonChange } from '../types'
import { MarkedRuns } from './diff-marks'

interface ChoiceProps {
  accepted: boolean
  label: string
  disabled: boolean
  onChoose: (accept: boolean) => void
}

/** Accept and Reject as a pair of toggle buttons: exactly one is pressed. */
function Choice({ accepted, label, disabled, onChoose }: ChoiceProps) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md shadow-xs">
      <button
        type="button"
        aria-pressed={accepted}
        disabled={disabled}
        onClick={() => onChoose(true)}
        className={cn(
          'inline-flex h-8 items-center gap-1 rounded-l-md border px-2.5 text-xs font-semibold focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
          accepted
            ? 'border-success bg-success text-success-foreground'
            : 'border-input bg-background text-foreground hover:bg-accent',
        )}
      >
        <Check aria-hidden="true" className="size-3.5" />
        Accept
      </button>
      <button
        type="button"
        aria-pressed={!accepted}
        disabled={disabled}
        onClick={() => onChoose(false)}
        className={cn(
          '-ml-px inline-flex h-8 items-center gap-1 rounded-r-md border px-2.5 text-xs font-semibold focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
          accepted
            ? 'border-input bg-background text-foreground hover:bg-accent'
            : 'border-destructive bg-destructive text-destructive-foreground',
        )}
      >
        <X aria-hidden="true" className="size-3.5" />
        Reject
      </button>
    </div>
  )
}

function ChangeItem({
  change,
  accepted,
  disabled,
  onChoose,
  onShow,
}: {
  change: ComparisonChange
  accepted: boolean
  disabled: boolean
  onChoose: (accept: boolean) => void
  onShow?: () => void
}) {
  const runs = useMemo(() => diffRuns(wordDiff(change.before, change.after)), [change.before, change.after])
  const kind = improvementKindLabel(change.kind)
  return (
    <li
      data-testid="improvement"
      data-improvement-id={change.id}
      data-state={accepted ? 'accepted' : 'rejected'}
      className={cn(
        'grid grid-cols-1 gap-2 rounded-lg border p-3',
        accepted ? 'border-border bg-background' : 'border-dashed border-input bg-muted',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">{kind}</p>
        <Choice accepted={accepted} label={`${kind}: ${change.location}`} disabled={disabled} onChoose={onChoose} />
      </div>
      <p className="-mt-1 text-xs text-muted-foreground">{change.location}</p>
      <p
        className={cn(
          'text-sm leading-relaxed whitespace-pre-wrap',
          accepted ? 'text-foreground' : 'text-muted-foreground',
        )}
      >
        <MarkedRuns runs={runs} />
      </p>
      <p className="text-xs text-muted-foreground">{change.reason}</p>
      {onShow ? (
        <Button size="inline" variant="link" className="w-fit text-xs" onClick={onShow}>
          <LocateFixed aria-hidden="true" />
          Show in text<span className="sr-only">: {change.location}</span>
        </Button>
      ) : null}
      {accepted ? null : (
        <p className="text-xs font-semibold text-destructive-strong">Rejected: the original wording is kept.</p>
      )}
    </li>
  )
}

interface ImprovementsListProps {
  improvements: readonly ComparisonChange[]
  acceptedIds: readonly string[]
  /** Absent when the changes cannot be chosen here; the list is then read-only. */
  onAcceptedChange?: (acceptedIds: string[]) => void
  /** Brings a change into view in the texts. */
  onShow?: (change: ComparisonChange) => void
}

/** SPEC §2 'Applied Improvements', grouped by section, each change with Accept and Reject. */
export function ImprovementsList({ improvements, acceptedIds, onAcceptedChange, onShow }: ImprovementsListProps) {
  const accepted = new Set(acceptedIds)
  const ids = improvements.map((change) => change.id)
  const sections = useMemo(() => {
    const grouped = new Map<string, ComparisonChange[]>()
    for (const change of improvements) grouped.set(change.section, [...(grouped.get(change.section) ?? []), change])
    return [...grouped.entries()]
  }, [improvements])
  const readOnly = !onAcceptedChange
  const acceptedCount = ids.filter((id) => accepted.has(id)).length

  return (
    <section aria-labelledby="applied-improvements-heading" className="grid grid-cols-1 content-start gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="applied-improvements-heading" className="text-base font-semibold">
          Applied Improvements
        </h3>
        <p className="text-sm text-muted-foreground tabular-nums">
          {acceptedCount} of {improvements.length} accepted
        </p>
      </div>
      {improvements.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No changes were needed: the enhancer found nothing to improve without adding facts.
        </p>
      ) : (
        <>
          {readOnly ? null : (
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={acceptedCount === improvements.length}
                onClick={() => onAcceptedChange(ids)}
              >
                Accept all
              </Button>
              <Button size="sm" variant="outline" disabled={acceptedCount === 0} onClick={() => onAcceptedChange([])}>
                Reject all
              </Button>
            </div>
          )}
          {sections.map(([section, changes]) => (
            <div key={section} className="grid grid-cols-1 gap-2">
              <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{section}</h4>
              <ul className="grid grid-cols-1 gap-2">
                {changes.map((change) => (
                  <ChangeItem
                    key={change.id}
                    change={change}
                    accepted={accepted.has(change.id)}
                    disabled={readOnly}
                    onChoose={(accept) => onAcceptedChange?.(setAccepted(ids, acceptedIds, change.id, accept))}
                    onShow={onShow ? () => onShow(change) : undefined}
                  />
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
    </section>
  )
}
