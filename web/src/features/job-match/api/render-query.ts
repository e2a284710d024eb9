import type { RenderOptions } from '../types'

/** The template and paper of the tailored PDF and its pages, as query parameters (no template: the server's default). */
export function renderQuery(options: RenderOptions): { paper: RenderOptions['paper']; template?: string } {
  return { paper: options.paper, template: options.template || undefined }
}
