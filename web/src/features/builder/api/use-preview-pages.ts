import { keepPreviousData, useQuery } from '@tanstack/react-query'

import type { BuilderData } from '../builder-data'
import { previewPages, type RenderOptions } from './builder-api'

/** The resume's pages as SVG, rendered by the server from the same typst template as the PDF. */
export function usePreviewPages(data: BuilderData, options: RenderOptions) {
  return useQuery({
    queryKey: ['/api/resumes/preview', options.template, options.paper, JSON.stringify(data)],
    queryFn: () => previewPages(data, options),
    // While a newer version renders, the last one stays on screen instead of a spinner.
    placeholderData: keepPreviousData,
  })
}
