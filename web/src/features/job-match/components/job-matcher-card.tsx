import { LoaderCircle, ShieldCheck, Target } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { toast } from '@/hooks/use-toast'
import { errorMessage } from '@/lib/api-client'

import { useMatchResume } from '../api/match-resume'
import { checkJobDescription, hasJobDescription } from '../job-description'
import { MATCH_FAILED_MESSAGE, MATCH_FAILED_TITLE } from '../messages'
import type { MatchResult } from '../types'
import { TEXTAREA_CLASS } from './field-styles'
import { KeywordTable } from './keyword-table'
import { MatchScore } from './match-score'
import { RequirementChecks } from './requirement-checks'

function requiredSummary(result: MatchResult): string {
  const required = (list: MatchResult['matchedKeywords']) => list.filter((item) => item.importance === 'required')
  const found = result.requiredMet ?? required(result.matchedKeywords).length
  const total = result.requiredTotal ?? found + required(result.missingKeywords).length
  if (total === 0) return 'The posting lists no required skill the matcher recognises.'
  return `Your resume shows ${found} of the ${total} required ${total === 1 ? 'skill' : 'skills'}.`
}

function SoftSkills({ result }: { result: MatchResult }) {
  if (result.softSkillsMatched.length + result.softSkillsMissing.length === 0) return null
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-foreground">Soft skills</h3>
      <ul className="flex flex-wrap gap-1.5" aria-label="Soft skills">
        {result.softSkillsMatched.map((skill) => (
          <li
            key={`found-${skill}`}
            className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-medium text-green-800"
          >
            {skill}
            <span className="sr-only">: found</span>
          </li>
        ))}
        {result.softSkillsMissing.map((skill) => (
          <li
            key={`missing-${skill}`}
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 line-through decoration-slate-400"
          >
            {skill}
            <span className="sr-only">: missing</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function MatchReport({ result, stale }: { result: MatchResult; stale: boolean }) {
  return (
    <section aria-label="Match result" className="grid gap-5" data-testid="match-result">
      {stale ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900" role="status">
          The job description changed since this match. Match again to update it.
        </p>
      ) : null}
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Match Score</h3>
        <MatchScore score={result.matchScore} label="Match score" testId="match-score" />
        <p className="text-sm text-slate-700">{requiredSummary(result)}</p>
        {result.missingMustHaves && result.missingMustHaves.length > 0 ? (
          <p className="text-sm text-red-800" data-testid="missing-must-haves">
            Missing must-have: {result.missingMustHaves.join(', ')}. The score stays below a good match until your
            resume shows {result.missingMustHaves.length === 1 ? 'it' : 'them'}.
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-foreground">Keywords</h3>
        <KeywordTable matched={result.matchedKeywords} missing={result.missingKeywords} />
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-foreground">Requirements</h3>
        <RequirementChecks result={result} />
      </div>
      <SoftSkills result={result} />
      {result.suggestions.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-foreground">Suggestions</h3>
          <ol className="grid list-decimal gap-1.5 pl-5 text-sm text-slate-700" data-testid="match-suggestions">
            {result.suggestions.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <p className="flex items-start gap-1.5 text-xs text-slate-600">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        Add a missing keyword only where it is true: a recruiter will ask about it.
      </p>
    </section>
  )
}

interface JobMatcherCardProps {
  resumeId: string
  jobDescription: string
  onJobDescriptionChange: (text: string) => void
}

/**
 * SPEC §2 'Job Description Matcher' card: paste a posting, get the match score in its band, the posting's skills
 * found and missing (required or preferred), the title, education and experience checks and what to do next.
 */
export function JobMatcherCard({ resumeId, jobDescription, onJobDescriptionChange }: JobMatcherCardProps) {
  const fieldId = useId()
  const hintId = `${fieldId}-hint`
  const match = useMatchResume(resumeId)
  const [matched, setMatched] = useState<{ result: MatchResult; posting: string } | null>(null)
  const ready = hasJobDescription(jobDescription)

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault()
    const check = checkJobDescription(jobDescription)
    if (!check.ok) {
      toast({ title: MATCH_FAILED_TITLE, description: check.message, variant: 'destructive' })
      return
    }
    match.mutate(check.text, {
      onSuccess: (result) => setMatched({ result, posting: check.text }),
      onError: (error) =>
        toast({
          title: MATCH_FAILED_TITLE,
          description: errorMessage(error, MATCH_FAILED_MESSAGE),
          variant: 'destructive',
        }),
    })
  }

  return (
    <Card data-testid="job-matcher-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Target aria-hidden="true" className="size-5 text-primary" />
          Job Description Matcher
        </CardTitle>
        <CardDescription>
          Paste a job posting to see how this resume fits it: the skills it asks for that you show, those you do not,
          and a match score.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form className="grid gap-3" onSubmit={submit} aria-label="Match to a job description">
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>Job description to match</Label>
            <textarea
              id={fieldId}
              rows={6}
              value={jobDescription}
              aria-describedby={hintId}
              placeholder="Paste the job posting here"
              onChange={(event) => onJobDescriptionChange(event.target.value)}
              className={TEXTAREA_CLASS}
            />
            <p id={hintId} className="text-xs text-muted-foreground">
              The whole posting works best: requirements, nice-to-haves and duties. The company blurb does not count.
            </p>
          </div>
          <Button type="submit" disabled={!ready || match.isPending} aria-busy={match.isPending || undefined}>
            {match.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Target aria-hidden="true" />
            )}
            {match.isPending ? 'Matching...' : 'Match Resume'}
          </Button>
        </form>
        {matched ? <MatchReport result={matched.result} stale={matched.posting !== jobDescription.trim()} /> : null}
      </CardContent>
    </Card>
  )
}
