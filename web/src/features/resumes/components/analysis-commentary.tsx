import { MessageSquareText } from 'lucide-react'

import { Card } from '@/components/ui/card'
import { EngineNote } from '@/components/ui/engine-note'

import type { ResumeAnalysis } from '../types'

/**
 * The engine's reading of the analysis, when it wrote one. It is words only: the score and every number above are
 * Vitae's own analysis, the same for the same resume whichever engine comments on it, and the card says so.
 */
export function AnalysisCommentary({ analysis }: { analysis: ResumeAnalysis }) {
  const commentary = analysis.commentary?.trim()
  if (!commentary) return null
  return (
    <Card className="grid gap-2 p-4 sm:p-6" data-testid="analysis-commentary">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <MessageSquareText aria-hidden="true" className="size-4 text-primary" />
        What this analysis means
      </h2>
      <p className="text-sm leading-relaxed text-foreground">{commentary}</p>
      <p className="text-xs text-muted-foreground">
        The score is Vitae&apos;s own analysis; this commentary only reads it and never sets a number.
      </p>
      <EngineNote engine={analysis.engine} fallbackReason={analysis.fallbackReason} />
    </Card>
  )
}
