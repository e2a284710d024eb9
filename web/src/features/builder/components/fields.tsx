import type { ComponentProps } from 'react'

import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

const TEXTAREA_CLASS =
  'min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40'

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'id'> {
  label: string
  value: string
  hint?: string
  onValueChange: (value: string) => void
}

export function TextField({ label, value, hint, onValueChange, className, ...props }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} className={className}>
      {(control) => (
        <Input {...control} {...props} value={value} onChange={(event) => onValueChange(event.target.value)} />
      )}
    </FormField>
  )
}

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'onChange' | 'value' | 'id'> {
  label: string
  value: string
  hint?: string
  onValueChange: (value: string) => void
}

export function TextAreaField({ label, value, hint, onValueChange, className, ...props }: TextAreaFieldProps) {
  return (
    <FormField label={label} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          {...props}
          className={TEXTAREA_CLASS}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FormField>
  )
}
