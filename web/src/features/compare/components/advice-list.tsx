import { Lightbulb, LocateFixed } from 'lucide-react'

import { Button } from '@/components/ui/button'

import type { LineAdvice } from '../types'

interface AdviceListProps {
  advice: readonly LineAdvice[]
  /** Brings the line into view in the texts; absent where no text is shown. */
  onShow?: (advice: LineAdvice) => void
}

/**
 * What only the person can add ('add a number you can stand behind'), each beside the line it is about. The
 * enhancer never writes such a prompt into the resume: the person adds the figure, or leaves the line as it is.
 */
export function AdviceList({ advice, onShow }: AdviceListProps) {
  if (advice.length === 0) return null
  return (
    <section
      aria-labelledby="line-advice-heading"
      className="grid gap-2 rounded-lg border border-warning-border bg-warning-soft p-3"
    >
      <h3 id="line-advice-heading" className="flex items-center gap-2 text-sm font-semibold text-warning-strong">
        <Lightbulb aria-hidden="true" className="size-4 text-warning" />
        Only you can add
      </h3>
      <p className="text-xs text-warning-strong">
        Not written into your resume: add what fits in your own words, or leave the line as it is.
      </p>
      <ul className="grid gap-2" data-testid="line-advice">
        {advice.map((item) => (
          <li key={item.id} data-finding={item.findingId} className="grid gap-1 text-sm text-warning-strong">
            <p className="text-xs text-warning-strong">{item.location}</p>
            <blockquote className="border-l-2 border-warning-border pl-2 break-words text-foreground">
              {item.line}
            </blockquote>
            <p>{item.message}</p>
            {onShow ? (
              <Button size="inline" variant="link" className="w-fit text-xs" onClick={() => onShow(item)}>
                <LocateFixed aria-hidden="true" />
                Show in text<span className="sr-only">: {item.location}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
