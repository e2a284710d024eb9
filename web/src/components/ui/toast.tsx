import { cva, type VariantProps } from 'class-variance-authority'
import { X } from 'lucide-react'
import { Toast as ToastPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

/** SPEC §2: 5000 ms on screen, swipe right past 50 px to dismiss, F8 focuses the region, 420 px wide at most. */
export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_HOTKEY = ['F8']

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      {...props}
    />
  )
}

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      hotkey={TOAST_HOTKEY}
      className={cn(
        // Placed by its inline style (see useToastPlacement); the empty area lets clicks through to the page.
        'pointer-events-none fixed z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  )
}

const toastVariants = cva(
  'toast-root pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-3 pr-10 shadow-lg',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        success: 'border-success-border bg-success-soft text-success-strong',
        destructive: 'border-destructive-strong bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  )
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn('text-sm font-semibold', className)} {...props} />
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cn('text-sm', className)} {...props} />
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label="Close notification"
      className={cn(
        'absolute top-3 right-3 rounded-md p-1 opacity-80 transition-opacity hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  )
}
