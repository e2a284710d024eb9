/** The multi-line posting box, styled like the shared Input. */
export const TEXTAREA_CLASS =
  'flex min-h-36 w-full resize-y rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive'

/** A scroll box that keyboard users can reach and scroll (axe: scrollable-region-focusable). */
export const SCROLL_BOX_CLASS =
  'overflow-y-auto rounded-lg border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'
