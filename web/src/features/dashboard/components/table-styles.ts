/** The look the dashboard's two tables share. */
export const tableClass = 'w-full border-collapse text-left'
export const headerCellClass =
  'px-2 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase sm:px-3'
export const cellClass = 'px-2 py-3 align-top sm:px-3 sm:align-middle'
