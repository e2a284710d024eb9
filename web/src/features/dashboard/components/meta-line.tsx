interface MetaLineProps {
  /** Shown at every width, e.g. the file's title; may be empty. */
  always: string
  /** Shown only below the breakpoint, where the table hides the columns that hold them. */
  smallScreens: string[]
  breakpoint?: 'sm' | 'md'
}

/** The small line under a resume's title: the file's title, and on narrow screens the columns left out. */
export function MetaLine({ always, smallScreens, breakpoint = 'md' }: MetaLineProps) {
  const narrowOnly = breakpoint === 'md' ? 'md:hidden' : 'sm:hidden'
  const parts = smallScreens.filter(Boolean)
  if (!always && parts.length === 0) return null
  return (
    <p className="text-xs text-muted-foreground" data-testid="resume-meta">
      {always ? <span>{always}</span> : null}
      {parts.map((part, index) => (
        <span key={part} className={narrowOnly}>
          {always || index > 0 ? ' · ' : ''}
          {part}
        </span>
      ))}
    </p>
  )
}
