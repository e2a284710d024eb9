import { LoaderCircle } from 'lucide-react'

import { Spinner } from '@/components/ui/spinner'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { errorMessage } from '@/lib/api-client'

import type { RenderOptions } from '../api/builder-api'
import { usePreviewPages } from '../api/use-preview-pages'
import type { BuilderData } from '../builder-data'
import { PreviewPages } from './preview-pages'

/** How long typing pauses before the preview renders again: a render takes a server round trip. */
export const PREVIEW_DELAY_MS = 800

interface LivePreviewProps {
  data: BuilderData
  options: RenderOptions
  templateName: string
}

/** The resume beside the form on wide screens, rendered from the chosen template as the user types. */
export function LivePreview({ data, options, templateName }: LivePreviewProps) {
  const settled = useDebouncedValue(data, PREVIEW_DELAY_MS)
  const preview = usePreviewPages(settled, options)
  const updating = settled !== data || preview.isFetching
  const paperName = options.paper === 'a4' ? 'A4' : 'Letter'
  return (
    <section
      aria-labelledby="live-preview-heading"
      className="sticky top-20 grid max-h-[calc(100vh-6rem)] min-w-0 grid-rows-[auto_minmax(0,1fr)] gap-2 self-start rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex min-w-0 items-center justify-between gap-2">
        <h2
          id="live-preview-heading"
          className="truncate text-lg font-semibold"
          title={`Live Preview: ${templateName}, ${paperName}`}
        >
          Live Preview
          <span className="ml-2 text-sm font-normal text-muted-foreground">
            {templateName}, {paperName}
          </span>
        </h2>
        {updating && preview.data ? (
          <span
            className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground"
            data-testid="preview-updating"
          >
            <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />
            Updating
          </span>
        ) : null}
      </div>
      <div className="min-h-0 overflow-y-auto rounded-md" tabIndex={0} aria-label="Resume preview pages">
        {preview.isPending ? <Spinner label="Rendering preview" /> : null}
        {preview.isError && !preview.data ? (
          <p role="status" className="p-4 text-sm text-muted-foreground">
            {errorMessage(preview.error, 'Could not render the preview. Please try again.')}
          </p>
        ) : null}
        {preview.data ? <PreviewPages pages={preview.data} testId="live-preview-pages" /> : null}
      </div>
    </section>
  )
}
