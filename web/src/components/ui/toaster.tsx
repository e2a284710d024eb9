import { useRef } from 'react'

import { useToast } from '@/hooks/use-toast'
import { useToastPlacement } from '@/hooks/use-toast-placement'

import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast'

/** Draws the toasts of the shared store, where they cover no action; mount once near the root. */
export function Toaster() {
  const { toasts, dismiss } = useToast()
  const area = useRef<HTMLOListElement>(null)
  const { placement, offsets } = useToastPlacement(
    area,
    toasts.some((toast) => toast.open),
  )
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id)
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={area} style={offsets} data-placement={placement} />
    </ToastProvider>
  )
}
