import { builderScoreTone, type ScoreTone } from '@/lib/score-bands'

export type PillBand = 'red' | 'orange' | 'green'

const PILL_COLOURS: Record<ScoreTone, PillBand> = { poor: 'red', fair: 'orange', good: 'green' }

/** SPEC §4: under 50 red, under 75 orange, else green (the builder scale of the shared score bands). */
export function pillBand(score: number): PillBand {
  return PILL_COLOURS[builderScoreTone(score)]
}
