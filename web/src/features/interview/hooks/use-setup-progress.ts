import { useEffect, useState } from 'react'

/** SPEC §4, §9: the setting-up bar rises towards 90% while the server prepares, and shows 100% once it is ready. */
export const SETUP_PROGRESS_CAP = 90
const STEP_MS = 200
/** Each step closes this share of the gap to the cap: about 60% in 2 s, 85% in 4 s, then creeping. */
const STEP_SHARE = 0.09

/**
 * The start call gives no progress of its own (it plans the questions and voices the first one), so the bar
 * shows time passing, easing towards the cap and never reaching it until the reply is in.
 */
export function useSetupProgress(waiting: boolean, done: boolean): number {
  const [progress, setProgress] = useState(0)
  useEffect(() => {
    if (!waiting || done) return
    const timer = setInterval(() => {
      setProgress((current) => Math.min(SETUP_PROGRESS_CAP, current + (SETUP_PROGRESS_CAP - current) * STEP_SHARE))
    }, STEP_MS)
    return () => clearInterval(timer)
  }, [waiting, done])
  return done ? 100 : progress
}
