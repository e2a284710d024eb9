import { useSyncExternalStore, type ReactNode } from 'react'

/** One notification at a time (SPEC §2): a new toast replaces the one on screen. */
export const TOAST_LIMIT = 1
/** How long a closed toast stays mounted so its exit animation can finish. */
export const TOAST_REMOVE_DELAY_MS = 1000

export type ToastVariant = 'default' | 'destructive' | 'success'

export interface ToastInput {
  title: ReactNode
  description?: ReactNode
  variant?: ToastVariant
}

export interface ToastRecord extends ToastInput {
  id: string
  open: boolean
}

type Listener = () => void

/** A small store shared by every `useToast` caller and the Toaster that draws the toasts. */
export function createToastStore(limit = TOAST_LIMIT, removeDelayMs = TOAST_REMOVE_DELAY_MS) {
  let toasts: ToastRecord[] = []
  let counter = 0
  const listeners = new Set<Listener>()
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

  function publish(next: ToastRecord[]): void {
    toasts = next
    listeners.forEach((listener) => listener())
  }

  function scheduleRemoval(id: string): void {
    if (removalTimers.has(id)) return
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id)
        publish(toasts.filter((toast) => toast.id !== id))
      }, removeDelayMs),
    )
  }

  function dismiss(id?: string): void {
    publish(toasts.map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)))
    toasts.filter((toast) => !toast.open).forEach((toast) => scheduleRemoval(toast.id))
  }

  function show(input: ToastInput): { id: string; dismiss: () => void } {
    counter += 1
    const id = String(counter)
    publish([{ ...input, id, open: true }, ...toasts].slice(0, limit))
    return { id, dismiss: () => dismiss(id) }
  }

  return {
    show,
    dismiss,
    getSnapshot: (): ToastRecord[] => toasts,
    subscribe(listener: Listener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const store = createToastStore()

/** Shows a toast from anywhere, including mutation callbacks outside components. */
export const toast = store.show

export function useToast() {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  return { toasts, toast: store.show, dismiss: store.dismiss }
}
