import { FileCheck2, Target } from 'lucide-react'

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

interface JobMatcherCardProps {
  skillCount: number
}

/** SPEC §2 'Job Description Matcher' card: what it will do for this resume, and what it will compare. */
export function JobMatcherCard({ skillCount }: JobMatcherCardProps) {
  return (
    <Card data-testid="job-matcher-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Target aria-hidden="true" className="size-5 text-primary" />
          Job Description Matcher
        </CardTitle>
        <p className="w-fit rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          Not available yet
        </p>
        <CardDescription>
          Paste a job description to score this resume against that job instead of your field in general.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm text-slate-700">
          <li className="flex gap-2">
            <FileCheck2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            The skills the job asks for that this resume names, and those it does not.
          </li>
          <li className="flex gap-2">
            <FileCheck2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />A match score for that job,
            compared against the {skillCount} {skillCount === 1 ? 'skill' : 'skills'} recognised in this resume.
          </li>
          <li className="flex gap-2">
            <FileCheck2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            Missing keywords are listed for you to add if true; they are never written in for you.
          </li>
        </ul>
      </CardContent>
    </Card>
  )
}
