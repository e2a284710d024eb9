/** SVG pages shown as images (never as markup), so nothing in the resume can run in the page. */
function svgSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

interface PreviewPagesProps {
  pages: string[]
  testId: string
}

export function PreviewPages({ pages, testId }: PreviewPagesProps) {
  return (
    <div className="grid min-w-0 gap-4 bg-accent p-4" data-testid={testId}>
      {pages.map((page, index) => (
        <img
          key={index}
          src={svgSource(page)}
          alt={`Page ${index + 1} of ${pages.length} of the resume preview`}
          className="mx-auto w-full max-w-3xl bg-background shadow"
        />
      ))}
    </div>
  )
}
