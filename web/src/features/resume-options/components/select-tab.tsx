import { ChevronRight } from 'lucide-react'

import { cn } from '@/lib/cn'
import { resumeScoreTone, scoreToneSurface } from '@/lib/score-bands'

import type { ResumeChoice } from '../types'
import { choiceTitle } from '../upload-state'

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

interface SelectTabProps {
  resumes: readonly ResumeChoice[]
  onSelect: (resume: ResumeChoice) => void
}

/** The account's resumes to pick one from, newest first, each with its score. */
export function SelectTab({ resumes, onSelect }: SelectTabProps) {
  return (
    <ul className="-mx-1 grid max-h-80 gap-1 overflow-y-auto px-1 py-1" aria-label="Your resumes">
      {resumes.map((resume) => {
        const score = resume.atsScore ?? resume.overallScore
        const title = choiceTitle(resume)
        const details = [
          // The file's title tells apart resumes read as the same role; else the person's name.
          resume.title.trim() && resume.title.trim() !== title ? resume.title.trim() : resume.name.trim(),
          `Updated ${dayFormat.format(new Date(resume.updatedAt))}`,
        ]
          .filter(Boolean)
          .join(' · ')
        return (
          <li key={resume.id}>
            <button
              type="button"
              onClick={() => onSelect(resume)}
              className="flex w-full items-center gap-3 rounded-lg border px-3 py-2.5 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              data-testid="resume-choice"
            >
              {score === null ? null : (
                <span
                  className={cn(
                    'inline-flex h-7 min-w-10 items-center justify-center rounded-md px-1.5 text-sm font-bold tabular-nums ring-1 ring-inset',
                    scoreToneSurface[resumeScoreTone(Math.round(score))],
                  )}
                >
                  {Math.round(score)}
                  <span className="sr-only"> out of 100,</span>
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold" title={title}>
                  {title}
                </span>
                <span className="block truncate text-xs text-muted-foreground" title={details}>
                  {details}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            </button>
          </li>
        )
      })}
    </ul>
  )
}
