import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

const avatarVariants = cva(
  'inline-flex items-center justify-center rounded-full bg-primary font-semibold tracking-wide text-primary-foreground select-none',
  {
    variants: { size: { default: 'size-9 text-sm', lg: 'size-14 text-lg' } },
    defaultVariants: { size: 'default' },
  },
)

/** A round badge with a person's initials; decorative, so the control around it carries the name. */
export function AvatarInitials({
  className,
  size,
  children,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof avatarVariants>) {
  return (
    <span data-slot="avatar" aria-hidden="true" className={cn(avatarVariants({ size }), className)} {...props}>
      {children}
    </span>
  )
}
