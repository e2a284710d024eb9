import { ChevronDown, Gauge } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { pillBand, type PillBand, type ScoreTip } from '../ats-score'

const BAND_CLASSES: Record<PillBand, string> = {
  red: 'border-red-300 bg-red-50 text-red-800',
  orange: 'border-orange-300 bg-orange-50 text-orange-800',
  green: 'border-green-300 bg-green-50 text-green-800',
}

interface ScorePillProps {
  score: number
  tips: ScoreTip[]
}

/** The live ATS estimate, coloured by SPEC §4's bands, with the tips that would raise it. */
export function ScorePill({ score, tips }: ScorePillProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const band = pillBand(score)
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span
          data-testid="ats-pill"
          data-band={band}
          className={cn(
            'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold',
            BAND_CLASSES[band],
          )}
        >
          <Gauge aria-hidden="true" className="size-4" />
          <span>
            ATS Score: <span data-testid="ats-score">{score}</span>/100
          </span>
        </span>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          Improve Score
          <ChevronDown aria-hidden="true" className={open ? 'rotate-180' : undefined} />
        </Button>
      </div>
      {open ? (
        <div id={panelId} className="rounded-md border bg-card p-3 text-sm shadow-sm" data-testid="score-tips">
          {tips.length === 0 ? (
            <p>Every part of the score is complete. Nothing left to add.</p>
          ) : (
            <ul className="grid gap-1">
              {tips.map((tip) => (
                <li key={tip.part}>
                  <span className="font-semibold">+{tip.points} points:</span> {tip.text}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  )
}
