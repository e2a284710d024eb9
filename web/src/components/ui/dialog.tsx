import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

/** How a dialog sizes itself; each size owns its display, height and overflow, so callers never fight them. */
const DIALOG_SIZES = {
  /** Short forms and confirmations: as tall as their content, scrolling as a whole when the window is short. */
  default: 'grid max-h-[calc(100dvh-1rem)] max-w-lg gap-4 overflow-y-auto p-6 sm:max-h-[calc(100dvh-2rem)]',
  /** Wide content that scrolls as a whole (a preview). */
  wide: 'grid max-h-[calc(100dvh-1rem)] max-w-[96rem] gap-0 overflow-y-auto p-0 sm:max-h-[calc(100dvh-2rem)]',
  /**
   * Work surfaces such as the comparison view: the whole window, laid out by the caller as a header, a body with
   * its own scrolling panes, and a footer, so the header and the actions never scroll away.
   */
  fill: 'flex h-[calc(100dvh-1rem)] max-w-[96rem] flex-col overflow-hidden p-0 sm:h-[calc(100dvh-2rem)]',
} as const

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  size?: keyof typeof DIALOG_SIZES
  /** The accessible name of the corner close button. */
  closeLabel?: string
}

export function DialogContent({
  className,
  size = 'default',
  closeLabel = 'Close',
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-foreground/50" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-1rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-background shadow-xl outline-none sm:w-[calc(100%-2rem)]',
          DIALOG_SIZES[size],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          data-slot="dialog-close"
          className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('grid gap-1.5 pr-10', className)} {...props} />
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  )
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg font-semibold tracking-tight', className)}
      {...props}
    />
  )
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}
