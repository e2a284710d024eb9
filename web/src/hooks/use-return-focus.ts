import { useRef } from 'react'

/**
 * For a Radix dialog opened from state rather than from its own Trigger: Radix gives focus back to the Trigger
 * on close, and without one focus falls to the page's start. This remembers what had focus when the dialog
 * opened and returns there; if that element is gone (a deleted row), Radix's default applies.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: () => {
      // Called as the dialog mounts, before focus moves into it.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current
      opener.current = null
      if (target?.isConnected) {
        event.preventDefault()
        target.focus()
      }
    },
  }
}
