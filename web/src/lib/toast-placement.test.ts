import { describe, expect, it } from 'vitest'

import { chooseToastPlacement, placementOffsets, toastRect, type Obstacle, type ScreenSize } from './toast-placement'

const DESKTOP: ScreenSize = { width: 1280, height: 900, phone: false }
const PHONE: ScreenSize = { width: 390, height: 844, phone: true }

function button(left: number, top: number, width = 200, height = 40, weight = 100): Obstacle {
  return { rect: { left, top, right: left + width, bottom: top + height }, weight }
}

describe('toastRect', () => {
  it('is at most 420 px wide in a desktop corner, 16 px from the edges', () => {
    expect(toastRect('bottom-right', 80, DESKTOP)).toEqual({ left: 876, top: 804, right: 1264, bottom: 884 })
    expect(toastRect('top-left', 80, DESKTOP)).toEqual({ left: 16, top: 80, right: 404, bottom: 160 })
  })

  it('spans a phone above its bottom navigation, or below the top bar', () => {
    expect(toastRect('bottom-right', 80, PHONE)).toEqual({ left: 16, top: 684, right: 374, bottom: 764 })
    expect(toastRect('top-right', 80, PHONE)).toEqual({ left: 16, top: 80, right: 374, bottom: 160 })
  })
})

describe('chooseToastPlacement', () => {
  it('keeps the usual bottom-right corner when it covers nothing', () => {
    expect(chooseToastPlacement(80, DESKTOP, [button(100, 820)])).toBe('bottom-right')
  })

  it('moves to the top when a button sits in the bottom-right corner', () => {
    expect(chooseToastPlacement(80, DESKTOP, [button(1000, 830)])).toBe('top-right')
  })

  it('tries the left corners when both right corners are taken', () => {
    expect(chooseToastPlacement(80, DESKTOP, [button(1000, 830), button(1000, 100)])).toBe('bottom-left')
  })

  it('on a phone, goes to the top when the bottom holds an action, and stays at the bottom otherwise', () => {
    expect(chooseToastPlacement(80, PHONE, [button(20, 700)])).toBe('top-right')
    expect(chooseToastPlacement(80, PHONE, [button(20, 400)])).toBe('bottom-right')
  })

  it('covers the lesser action when every place covers one', () => {
    const primary = button(20, 700, 300, 40, 100)
    const minor = button(20, 100, 300, 40, 1)
    expect(chooseToastPlacement(80, PHONE, [primary, minor])).toBe('top-right')
  })
})

describe('placementOffsets', () => {
  it('anchors the toast area below the top bar or above the phone navigation', () => {
    expect(placementOffsets('top-left', DESKTOP)).toEqual({ top: 64, left: 0 })
    expect(placementOffsets('bottom-right', PHONE)).toEqual({ bottom: 64, right: 0 })
    expect(placementOffsets('bottom-right', DESKTOP)).toEqual({ bottom: 0, right: 0 })
  })
})
