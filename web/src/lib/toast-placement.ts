/**
 * Where the one toast on screen goes (SPEC §2: one at a time, 420 px wide at most) so that it covers no action the
 * person may want within its 5 seconds: each corner is tried in turn and the one covering the least goes.
 */

export const TOAST_MAX_WIDTH_PX = 420
/** Space between a toast and the edge, the top navigation bar and, on a phone, the bottom one (all 16 px steps). */
const EDGE_GAP_PX = 16
const TOP_BAR_PX = 64
const PHONE_BOTTOM_BAR_PX = 64

export type ToastPlacement = 'bottom-right' | 'top-right' | 'bottom-left' | 'top-left'

/** In order of preference: the usual corner first. On a phone the toast spans the width, so left and right agree. */
const DESKTOP_PLACEMENTS: readonly ToastPlacement[] = ['bottom-right', 'top-right', 'bottom-left', 'top-left']
const PHONE_PLACEMENTS: readonly ToastPlacement[] = ['bottom-right', 'top-right']

export interface Rect {
  left: number
  top: number
  right: number
  bottom: number
}

export interface ScreenSize {
  width: number
  height: number
  /** Below the md breakpoint: full-width toasts above the bottom navigation. */
  phone: boolean
}

/** Something the toast should not cover, weighted by how much it matters (a primary button most). */
export interface Obstacle {
  rect: Rect
  weight: number
}

/** The offsets of the toast area from the window's edges, for its inline style. */
export function placementOffsets(placement: ToastPlacement, screen: ScreenSize): Record<string, number> {
  const offsets: Record<string, number> = placement.startsWith('top')
    ? { top: TOP_BAR_PX }
    : { bottom: screen.phone ? PHONE_BOTTOM_BAR_PX : 0 }
  offsets[placement.endsWith('right') ? 'right' : 'left'] = 0
  return offsets
}

/** The box a toast of the given height takes at a placement (the toast area is padded by the edge gap). */
export function toastRect(placement: ToastPlacement, height: number, screen: ScreenSize): Rect {
  const areaWidth = screen.phone ? screen.width : Math.min(TOAST_MAX_WIDTH_PX, screen.width)
  const width = areaWidth - 2 * EDGE_GAP_PX
  const left = placement.endsWith('right') ? screen.width - EDGE_GAP_PX - width : EDGE_GAP_PX
  const top = placement.startsWith('top')
    ? TOP_BAR_PX + EDGE_GAP_PX
    : screen.height - (screen.phone ? PHONE_BOTTOM_BAR_PX : 0) - EDGE_GAP_PX - height
  return { left, top, right: left + width, bottom: top + height }
}

function overlapArea(a: Rect, b: Rect): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left)
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
  return width > 0 && height > 0 ? width * height : 0
}

/** The placement whose toast covers the least weighted area of the obstacles; the earlier placement on a tie. */
export function chooseToastPlacement(
  height: number,
  screen: ScreenSize,
  obstacles: readonly Obstacle[],
): ToastPlacement {
  const placements = screen.phone ? PHONE_PLACEMENTS : DESKTOP_PLACEMENTS
  let best = placements[0]!
  let bestCost = Number.POSITIVE_INFINITY
  for (const placement of placements) {
    const rect = toastRect(placement, height, screen)
    const cost = obstacles.reduce((sum, obstacle) => sum + obstacle.weight * overlapArea(rect, obstacle.rect), 0)
    if (cost < bestCost) {
      best = placement
      bestCost = cost
    }
    if (cost === 0) break
  }
  return best
}
