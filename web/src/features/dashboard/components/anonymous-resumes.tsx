import { Inbox, LoaderCircle } from 'lucide-react'
import { Link } from 'wouter'

import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

import { useClaimResumes } from '../api/claim-resume'
import { formatDay, formatMoment } from '../format-date'
import { resumeFileTitle, resumeHeading, resumeScore, resumeSubtitle } from '../resume-list'
import type { ResumeSummary } from '../types'
import { MetaLine } from './meta-line'
import { ScoreChip } from './score-chip'
import { cellClass, headerCellClass, tableClass } from './table-styles'

function claimAllLabel(progress: { done: number; total: number } | null): string {
  if (!progress) return 'Claim All Resumes'
  return `Claiming ${Math.min(progress.done + 1, progress.total)} of ${progress.total}...`
}

/** SPEC §2 Anonymous Resumes: what this browser uploaded before signing in, to claim one by one or all at once. */
export function AnonymousResumes({ resumes }: { resumes: readonly ResumeSummary[] }) {
  const { claim, claimAll, claimingId, busy, progress, failures } = useClaimResumes()
  if (resumes.length === 0 && failures.length === 0) return null

  return (
    <Card data-testid="anonymous-resumes">
      <CardHeader>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle className="flex items-center gap-2">
              <Inbox aria-hidden="true" className="size-5 text-primary" />
              Anonymous Resumes
            </CardTitle>
            <CardDescription>
              Uploaded in this browser before you signed in. Claim them to keep them in your account.
            </CardDescription>
          </div>
          {resumes.length > 0 ? (
            <Button onClick={() => claimAll(resumes)} disabled={busy} aria-live="polite">
              {progress ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {claimAllLabel(progress)}
            </Button>
          ) : null}
        </div>
      </CardHeader>

      {resumes.length > 0 ? (
        <div className="overflow-x-auto px-2 pb-2 sm:px-4">
          <table className={tableClass}>
            <caption className="sr-only">Anonymous resumes waiting to be claimed</caption>
            <thead>
              <tr>
                <th scope="col" className={headerCellClass}>
                  Title
                </th>
                <th scope="col" className={headerCellClass}>
                  ATS Score
                </th>
                <th scope="col" className={`${headerCellClass} hidden sm:table-cell`}>
                  Created
                </th>
                <th scope="col" className={`${headerCellClass} text-right`}>
                  Claim
                </th>
              </tr>
            </thead>
            <tbody>
              {resumes.map((resume) => {
                const heading = resumeHeading(resume)
                return (
                  <tr key={resume.id} data-testid="anonymous-resume" className="border-t">
                    <td className={cellClass}>
                      <Link
                        href={`/editor/${encodeURIComponent(resume.id)}`}
                        className="font-semibold text-foreground hover:underline"
                      >
                        {heading}
                      </Link>
                      <p className="text-sm text-muted-foreground">{resumeSubtitle(resume)}</p>
                      <MetaLine
                        always={resumeFileTitle(resume)}
                        smallScreens={[`Created ${formatDay(resume.createdAt)}`]}
                        breakpoint="sm"
                      />
                    </td>
                    <td className={cellClass}>
                      <ScoreChip score={resumeScore(resume)} />
                    </td>
                    <td className={`${cellClass} hidden text-sm whitespace-nowrap text-muted-foreground sm:table-cell`}>
                      <time dateTime={resume.createdAt} title={formatMoment(resume.createdAt)}>
                        {formatDay(resume.createdAt)}
                      </time>
                    </td>
                    <td className={`${cellClass} text-right`}>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        onClick={() => claim(resume)}
                        aria-label={`Claim ${heading}`}
                      >
                        {claimingId === resume.id ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                        Claim
                      </Button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      {failures.length > 0 ? (
        <div
          role="alert"
          data-testid="claim-failures"
          className="mx-4 mb-4 grid gap-1 rounded-lg border border-destructive-border bg-destructive-soft px-4 py-3 text-sm text-destructive-strong sm:mx-6 sm:mb-6"
        >
          <p className="font-semibold">
            {failures.length === 1 ? 'One resume was not claimed' : `${failures.length} resumes were not claimed`}
          </p>
          <ul className="grid gap-1">
            {failures.map(({ resume, message }) => (
              <li key={resume.id}>
                <span className="font-medium">{resumeHeading(resume)}</span>: {message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  )
}
