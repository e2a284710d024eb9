/** The Before/After slider's position (SPEC §2, §9): a whole percentage from 0 to 100, starting at 50. */

export const SLIDER_START = 50
const SMALL_STEP = 1
const LARGE_STEP = 10

export function clampPercent(value: number): number {
  return Math.round(Math.min(100, Math.max(0, value)))
}

/** The position a key moves the slider to (WAI-ARIA slider keys), or null for keys the slider ignores. */
export function sliderKeyValue(key: string, value: number, shiftKey = false): number | null {
  const step = shiftKey ? LARGE_STEP : SMALL_STEP
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(value - step)
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(value + step)
    case 'PageDown':
      return clampPercent(value - LARGE_STEP)
    case 'PageUp':
      return clampPercent(value + LARGE_STEP)
    case 'Home':
      return 0
    case 'End':
      return 100
    default:
      return null
  }
}

/** The percentage a pointer at `clientX` stands for across a stage `width` wide starting at `left`. */
export function percentAt(clientX: number, left: number, width: number): number {
  if (width <= 0) return SLIDER_START
  return clampPercent(((clientX - left) / width) * 100)
}

/** What a screen reader says for a position. */
export function sliderValueText(value: number): string {
  if (value <= 0) return 'Enhanced version only'
  if (value >= 100) return 'Original version only'
  return `${value}% original on the left, ${100 - value}% enhanced on the right`
}
