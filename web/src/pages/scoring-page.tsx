import { Upload } from 'lucide-react'
import { Link } from 'wouter'

import scoringRubric from '@docs/scoring.md?raw'

import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'
import { MarkdownDocument } from '@/features/scoring/components/markdown-document'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** 'How is this scored?': the published rubric (docs/scoring.md), the same text the repository holds. */
export default function ScoringPage() {
  useDocumentTitle('How is this scored?')
  return (
    <PageContainer className="grid gap-10">
      <article>
        <MarkdownDocument source={scoringRubric} />
      </article>
      <div className="flex flex-col items-start gap-3 rounded-xl bg-muted p-6 ring-1 ring-border sm:flex-row sm:items-center">
        <p className="flex-1 text-foreground">See every check applied to your own resume, with the text it is about.</p>
        <Button asChild>
          <Link href="/editor">
            <Upload aria-hidden="true" />
            Upload a resume
          </Link>
        </Button>
      </div>
    </PageContainer>
  )
}
