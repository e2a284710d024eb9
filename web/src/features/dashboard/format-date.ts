const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })
const momentFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** '22 Nov 2026' in the reader's locale. */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(iso))
}

/** '22 Nov 2026, 08:27' in the reader's locale. */
export function formatMoment(iso: string): string {
  return momentFormat.format(new Date(iso))
}
