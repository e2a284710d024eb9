import { useEffect, useId, useState } from 'react'

/**
 * Moves focus to a control added by a button (a new bullet or skill), so keyboard users type on without hunting
 * for it. `idFor` names the controls; `focusLater` asks for one of them after the next render.
 */
export function useFocusAfterAdd() {
  const baseId = useId()
  const [pending, setPending] = useState<string | null>(null)

  useEffect(() => {
    if (!pending) return
    document.getElementById(pending)?.focus()
    setPending(null)
  }, [pending])

  return {
    idFor: (...parts: (string | number)[]) => `${baseId}-${parts.join('-')}`,
    focusLater: (id: string) => setPending(id),
  }
}
