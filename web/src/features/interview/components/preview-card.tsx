import { BarChart3, Bot, CheckCircle2, Lightbulb, ListChecks } from 'lucide-react'
import type { ReactNode } from 'react'

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { InterviewSetupValues } from '@/lib/interview-preferences'

import type { InterviewResume } from '../types'

function Chip({ children }: { children: ReactNode }) {
  return (
    <li className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
      {children}
    </li>
  )
}

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-sm text-foreground">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {item}
        </li>
      ))}
    </ul>
  )
}

interface PreviewCardProps {
  values: InterviewSetupValues
  resume: InterviewResume | null
}

/** SPEC §2 'Interview Preview': the interviewer, the choices, what to expect and what the analysis covers. */
export function PreviewCard({ values, resume }: PreviewCardProps) {
  const title = values.jobType.trim()
  return (
    <Card data-testid="interview-preview" aria-labelledby="interview-preview-title">
      <CardHeader>
        <CardTitle id="interview-preview-title">Interview Preview</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm ring-4 ring-secondary-border"
          >
            <Bot className="size-7" />
          </span>
          <div className="grid min-w-0 gap-0.5">
            <p className="font-semibold">AI Interviewer</p>
            <p className="truncate text-sm text-muted-foreground" title={`${values.experienceLevel} ${title}`}>
              {values.experienceLevel} {title}
            </p>
          </div>
        </div>
        <ul className="flex flex-wrap gap-2" aria-label="Your choices">
          <Chip>{values.experienceLevel}</Chip>
          <Chip>{title}</Chip>
          <Chip>{values.interviewType}</Chip>
          <Chip>{values.difficulty}</Chip>
        </ul>
        <section className="grid gap-2.5" aria-labelledby="what-to-expect">
          <h3 id="what-to-expect" className="flex items-center gap-2 text-sm font-semibold">
            <ListChecks aria-hidden="true" className="size-4 text-primary" />
            What to Expect
          </h3>
          <CheckList
            items={[
              `About ${values.duration} minutes of questions and answers`,
              resume
                ? `Questions tailored to the ${title} role and your resume`
                : `Questions tailored to the ${title} role`,
              `${values.difficulty}-level assessment of each answer`,
            ]}
          />
        </section>
        <section className="grid gap-2.5" aria-labelledby="analysis-includes">
          <h3 id="analysis-includes" className="flex items-center gap-2 text-sm font-semibold">
            <BarChart3 aria-hidden="true" className="size-4 text-primary" />
            Post-Interview Analysis Will Include
          </h3>
          <CheckList
            items={[
              'Response quality and relevance scoring',
              'Communication skills assessment',
              'Technical knowledge evaluation',
            ]}
          />
        </section>
        <div className="flex gap-3 rounded-lg bg-warning-soft p-3 text-sm text-warning-strong ring-1 ring-warning-border">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <p>
            <span className="font-semibold">How it works: </span>
            each question appears on screen, and Play reads it aloud. Answer out loud with Start Recording or type your
            answer, then send it. Complete the interview whenever you like to see your analysis.
          </p>
        </div>
      </CardContent>
    </Card>
  )
}
