import { useLayoutEffect, useState, type RefObject } from 'react'

import {
  chooseToastPlacement,
  placementOffsets,
  type Obstacle,
  type ScreenSize,
  type ToastPlacement,
} from '@/lib/toast-placement'

/** The md breakpoint of the layout: below it the bottom navigation shows and toasts span the width. */
const PHONE_QUERY = '(max-width: 767.98px)'
const FALLBACK_TOAST_HEIGHT_PX = 80
/** How often the page is looked at again while a toast shows: a button may appear or move under it. */
const RECHECK_MS = 200

/** Primary buttons matter most; outlined ones next; links and fields least (they are rarely what one waits for). */
function weightOf(element: Element): number {
  const variant = element.getAttribute('data-variant')
  if (element.getAttribute('data-slot') !== 'button') return 1
  if (variant === 'default' || variant === 'destructive' || variant === 'secondary') return 100
  return variant === 'outline' ? 20 : 1
}

/** The clickable things in the window now, leaving out the toast itself and what cannot be clicked. */
function obstacles(toastArea: Element | null): Obstacle[] {
  const found: Obstacle[] = []
  for (const element of Array.from(
    document.querySelectorAll('[data-slot="button"], a[href], input, textarea, select'),
  )) {
    if (toastArea?.contains(element)) continue
    const box = element.getBoundingClientRect()
    if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > window.innerHeight) continue
    // Disabled buttons, and everything behind an open dialog, take no clicks.
    if (getComputedStyle(element).pointerEvents === 'none') continue
    found.push({ rect: box, weight: weightOf(element) })
  }
  return found
}

function screenSize(): ScreenSize {
  return { width: window.innerWidth, height: window.innerHeight, phone: window.matchMedia(PHONE_QUERY).matches }
}

/**
 * The corner for the toast on screen, chosen again as the page scrolls or changes while it shows, so that it never
 * sits on a button the person is about to press. Returns the offsets for the toast area's inline style.
 */
export function useToastPlacement(
  toastArea: RefObject<HTMLElement | null>,
  showing: boolean,
): { placement: ToastPlacement; offsets: Record<string, number> } {
  const [placement, setPlacement] = useState<ToastPlacement>('bottom-right')

  // Before paint, so a toast never shows for a frame on the button it is about to leave.
  useLayoutEffect(() => {
    if (!showing) return
    function place(): void {
      const toastElement = toastArea.current?.querySelector('[data-slot="toast"]')
      const height = toastElement?.getBoundingClientRect().height || FALLBACK_TOAST_HEIGHT_PX
      setPlacement(chooseToastPlacement(height, screenSize(), obstacles(toastArea.current)))
    }
    place()
    const timer = window.setInterval(place, RECHECK_MS)
    window.addEventListener('scroll', place, { capture: true, passive: true })
    window.addEventListener('resize', place)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('scroll', place, { capture: true })
      window.removeEventListener('resize', place)
    }
  }, [showing, toastArea])

  return { placement, offsets: placementOffsets(placement, screenSize()) }
}
