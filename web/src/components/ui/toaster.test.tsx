import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { toast } from '@/hooks/use-toast'

import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './toast'
import { Toaster } from './toaster'

describe('Toaster', () => {
  it('uses the SPEC timing, swipe and hotkey', () => {
    expect(TOAST_DURATION_MS).toBe(5000)
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50)
    expect(TOAST_HOTKEY).toEqual(['F8'])
  })

  it('shows only the newest toast, in a region reachable with F8', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Logged out' })
      toast({ title: 'Login failed', description: 'Invalid email or password', variant: 'destructive' })
    })
    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument()
    const toasts = document.querySelectorAll('[data-slot="toast"]')
    expect(toasts).toHaveLength(1)
    expect(toasts[0]).toHaveTextContent('Login failed')
    expect(toasts[0]).toHaveAttribute('data-variant', 'destructive')
    expect(document.querySelector('[data-slot="toast-viewport"]')?.className).toContain('md:max-w-[420px]')
  })
})
