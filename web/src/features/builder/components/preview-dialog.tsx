import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'

import type { RenderOptions } from '../api/builder-api'
import { usePreviewPages } from '../api/use-preview-pages'
import type { BuilderData } from '../builder-data'
import { PreviewPages } from './preview-pages'

interface PreviewDialogContentProps {
  data: BuilderData
  options: RenderOptions
  templateName: string
}

/** The resume as the PDF will print it: the server renders both from the same typst template. */
export default function PreviewDialogContent({ data, options, templateName }: PreviewDialogContentProps) {
  const preview = usePreviewPages(data, options)
  return (
    <DialogContent size="wide">
      <div className="grid gap-4 p-6">
        <DialogHeader>
          <DialogTitle>Resume Preview</DialogTitle>
          <DialogDescription>
            {templateName} template, {options.paper === 'a4' ? 'A4' : 'Letter'} paper. The exported PDF looks the same.
          </DialogDescription>
        </DialogHeader>
        {preview.isPending ? <Spinner label="Rendering preview" /> : null}
        {preview.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(preview.error, 'Could not render the preview. Please try again.')}
          </p>
        ) : null}
        {preview.data ? <PreviewPages pages={preview.data} testId="preview-pages" /> : null}
      </div>
    </DialogContent>
  )
}
