import { Card } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'

import { resumeOverallScore } from '../resume-display'
import type { Resume } from '../types'
import { AnalysisCommentary } from './analysis-commentary'
import { AtsView } from './ats-view'
import { FindingsReport } from './findings-report'
import { CategoryBreakdown, ScoreOverview } from './score-overview'

/** The score, its four categories, and the report behind them: findings with fixes, and what an ATS read. */
export function ResumeReport({ resume, checkCount }: { resume: Resume; checkCount?: number }) {
  const { analysis, parsedResume } = resume
  const score = resumeOverallScore(resume)
  const scores = resume.categoryScores ?? analysis.categoryScores
  return (
    <div className="grid gap-6">
      <Card className="grid gap-8 p-6 md:grid-cols-2 md:gap-10">
        <ScoreOverview score={score} findings={analysis.findings} checkCount={checkCount} />
        <CategoryBreakdown scores={scores} findings={analysis.findings} />
      </Card>
      <AnalysisCommentary analysis={analysis} />
      <Card className="p-4 sm:p-6">
        <Tabs defaultValue="findings">
          <TabsList aria-label="Report">
            <TabsTrigger value="findings">Findings &amp; fixes ({analysis.findings.length})</TabsTrigger>
            <TabsTrigger value="ats">What an ATS sees</TabsTrigger>
          </TabsList>
          <TabsContent value="findings">
            <h2 className="sr-only">Findings and fixes</h2>
            <FindingsReport findings={analysis.findings} scores={scores} />
          </TabsContent>
          <TabsContent value="ats">
            <h2 className="sr-only">What an ATS sees</h2>
            <AtsView
              parsed={parsedResume}
              skills={analysis.detectedSkills}
              occupation={analysis.occupation}
              yearsOfExperience={analysis.yearsOfExperience}
              text={resume.originalContent || resume.content}
            />
          </TabsContent>
        </Tabs>
      </Card>
    </div>
  )
}
