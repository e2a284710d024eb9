import type { RenderOptions } from '../types'

/** '?template=…&paper=…' for the tailored PDF and its pages. */
export function renderQuery(options: RenderOptions): string {
  const query = new URLSearchParams({ paper: options.paper })
  if (options.template) query.set('template', options.template)
  return `?${query.toString()}`
}
