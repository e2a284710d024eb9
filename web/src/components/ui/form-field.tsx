import { useId, type ReactNode } from 'react'

import { cn } from '@/lib/cn'

import { Label } from './label'

export interface FieldControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

interface FormFieldProps {
  label: string
  error?: string
  hint?: string
  className?: string
  /** Renders the control with the ids and ARIA attributes that tie it to its label and messages. */
  children: (control: FieldControlProps) => ReactNode
}

/**
 * A labelled control with its hint and validation message announced to assistive technology. Its rows keep to the
 * top, so fields side by side line up even when only one of them has a hint or a message below it.
 */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div data-slot="form-field" className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
