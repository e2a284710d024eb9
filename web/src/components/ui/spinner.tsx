import { LoaderCircle } from 'lucide-react'

interface SpinnerProps {
  /** Spoken to screen readers; the spinner is a live status region. */
  label?: string
  size?: 'default' | 'lg'
}

export function Spinner({ label = 'Loading', size = 'default' }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className="inline-flex items-center">
      <LoaderCircle
        aria-hidden="true"
        className={size === 'lg' ? 'size-8 animate-spin text-primary' : 'size-6 animate-spin text-primary'}
      />
      <span className="sr-only">{label}</span>
    </span>
  )
}

/** A spinner centred in the page while something the whole screen depends on loads. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  )
}
