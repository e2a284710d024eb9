import { useQuery } from '@tanstack/react-query'

import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'

import { previewPages, type RenderOptions } from '../api/builder-api'
import type { BuilderData } from '../builder-data'

/** SVG pages shown as images (never as markup), so nothing in the resume can run in the page. */
function svgSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

interface PreviewDialogContentProps {
  data: BuilderData
  options: RenderOptions
  templateName: string
}

/** The resume as the PDF will print it: the server renders both from the same typst template. */
export default function PreviewDialogContent({ data, options, templateName }: PreviewDialogContentProps) {
  const preview = useQuery({
    queryKey: ['/api/resumes/preview', options.template, options.paper, JSON.stringify(data)],
    queryFn: () => previewPages(data, options),
  })
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
        {preview.data ? (
          <div className="grid gap-4 bg-slate-100 p-4" data-testid="preview-pages">
            {preview.data.map((page, index) => (
              <img
                key={index}
                src={svgSource(page)}
                alt={`Page ${index + 1} of ${preview.data.length} of the resume preview`}
                className="mx-auto w-full max-w-3xl bg-white shadow"
              />
            ))}
          </div>
        ) : null}
      </div>
    </DialogContent>
  )
}
