import { ArrowLeft } from 'lucide-react'
import { Link, useSearch } from 'wouter'

import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'

import { ANALYSIS_INTRO } from '../messages'
import { AnalysisLoader } from './analysis-states'
import { InterviewReport } from './interview-report'

/** SPEC §2 'Interview analysis' (/interview-analysis?sessionId=...): loading, error, no data, or the analysis. */
export function InterviewAnalysis() {
  const sessionId = new URLSearchParams(useSearch()).get('sessionId')?.trim() || null
  return (
    <PageContainer>
      <PageHeader title="Interview Analysis" description={ANALYSIS_INTRO} />
      <div className="mt-8 grid gap-8">
        <AnalysisLoader sessionId={sessionId}>
          {(feedback) => (
            <>
              <InterviewReport feedback={feedback} />
              <div>
                <Button asChild>
                  <Link href="/interview-prep">
                    <ArrowLeft aria-hidden="true" />
                    Return to Interview Prep
                  </Link>
                </Button>
              </div>
            </>
          )}
        </AnalysisLoader>
      </div>
    </PageContainer>
  )
}
