import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

interface PageContainerProps extends ComponentProps<'div'> {
  /** `narrow` suits forms and single-column reading. */
  width?: 'default' | 'narrow'
}

export function PageContainer({ className, width = 'default', ...props }: PageContainerProps) {
  return (
    <div
      className={cn(
        // Children may shrink below their content's width, so one long word never widens the page.
        'mx-auto w-full px-4 py-10 sm:px-6 lg:px-8 [&>*]:min-w-0',
        width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl',
        className,
      )}
      {...props}
    />
  )
}
