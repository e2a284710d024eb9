import { ChevronDown, Gauge, LoaderCircle } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import type { LiveScore } from '../api/builder-score'
import { pillBand, type PillBand } from '../pill-band'

const BAND_CLASSES: Record<PillBand, string> = {
  red: 'border-destructive-border bg-destructive-soft text-destructive-strong',
  orange: 'border-caution-border bg-caution-soft text-caution-strong',
  green: 'border-success-border bg-success-soft text-success-strong',
}

/** How many of the findings the tips list: the costliest, the ones worth doing first. */
const TIP_COUNT = 6

export const EMPTY_RESUME_TIP = 'Fill in your name and at least one section to get a score.'

interface ScorePillProps {
  live: LiveScore
}

/**
 * The resume's ATS score as saving it would store it (the server's analysis), coloured by SPEC §4's bands, with the
 * findings that cost it points as the tips.
 */
export function ScorePill({ live }: ScorePillProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const score = live.score?.overallScore ?? 0
  const band = pillBand(score)
  const findings = live.score?.findings ?? []
  const empty = live.score !== null && live.score.categoryScores === null
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span
          data-testid="ats-pill"
          data-band={band}
          data-updating={live.updating}
          className={cn(
            'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold',
            BAND_CLASSES[band],
          )}
        >
          {live.updating ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Gauge aria-hidden="true" className="size-4" />
          )}
          <span>
            ATS Score: <span data-testid="ats-score">{live.score ? score : '–'}</span>/100
          </span>
        </span>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          Improve Score
          <ChevronDown aria-hidden="true" className={open ? 'rotate-180' : undefined} />
        </Button>
      </div>
      {open ? (
        <div id={panelId} className="rounded-md border bg-card p-3 text-sm shadow-sm" data-testid="score-tips">
          {live.failed && !live.score ? (
            <p>The score could not be computed just now. It will try again as you type.</p>
          ) : empty ? (
            <p>{EMPTY_RESUME_TIP}</p>
          ) : findings.length === 0 ? (
            <p>Nothing costs this resume points. Nothing left to add.</p>
          ) : (
            <ul className="grid gap-2">
              {findings.slice(0, TIP_COUNT).map((finding) => (
                <li key={`${finding.id}-${finding.message}`}>
                  <span className="font-semibold">{finding.message}</span> {finding.fix}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  )
}
