import { lazy, Suspense, useEffect, useState } from 'react'

import { useToast } from '@/hooks/use-toast'

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

const IDLE_FALLBACK_MS = 1500

/**
 * Mounts the Radix toaster once the page is idle, or at once when a toast is raised before that.
 * Nothing is shown before the first toast, so its code need not hold up the first paint.
 */
export function DeferredToaster() {
  const { toasts } = useToast()
  const [idle, setIdle] = useState(false)

  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_FALLBACK_MS })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = window.setTimeout(() => setIdle(true), IDLE_FALLBACK_MS)
    return () => window.clearTimeout(timer)
  }, [])

  if (!idle && toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
