import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { TOAST_LIMIT, createToastStore } from './use-toast'

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows one toast at a time: a new one replaces the old', () => {
    expect(TOAST_LIMIT).toBe(1)
    const store = createToastStore()
    store.show({ title: 'Logged out' })
    store.show({ title: 'Login failed', variant: 'destructive' })
    const toasts = store.getSnapshot()
    expect(toasts).toHaveLength(1)
    expect(toasts[0]).toMatchObject({ title: 'Login failed', variant: 'destructive', open: true })
  })

  it('closes on dismiss and removes the toast after the exit delay', () => {
    const store = createToastStore(1, 1000)
    const { dismiss } = store.show({ title: 'Welcome back!' })
    dismiss()
    expect(store.getSnapshot()[0]?.open).toBe(false)
    vi.advanceTimersByTime(1000)
    expect(store.getSnapshot()).toHaveLength(0)
  })

  it('notifies subscribers on every change', () => {
    const store = createToastStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.show({ title: 'a' })
    store.dismiss()
    unsubscribe()
    store.show({ title: 'b' })
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
