import { Briefcase } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'

import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'

import { jobMatchPath } from '../job-match-path'

export interface PickableResume {
  id: string
  /** How the person recognises it: its role or title. */
  label: string
}

/**
 * The way from Resume Tweaking (/editor) to the job match workspace of a resume already uploaded: pick one, and its
 * page opens on the workspace.
 */
export function MatchResumePicker({ resumes }: { resumes: readonly PickableResume[] }) {
  const selectId = useId()
  const [, navigate] = useLocation()
  const [picked, setPicked] = useState<string | null>(null)
  // The first resume until one is picked, and again if the picked one leaves the list.
  const chosen = resumes.find((resume) => resume.id === picked)?.id ?? resumes[0]?.id
  if (chosen === undefined) return null

  function open(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault()
    if (chosen !== undefined) navigate(jobMatchPath(chosen))
  }

  return (
    <section
      aria-labelledby={`${selectId}-heading`}
      className="grid gap-3 rounded-2xl border border-secondary-border bg-secondary/60 p-5"
      data-testid="match-resume-picker"
    >
      <div className="grid gap-1">
        <h2 id={`${selectId}-heading`} className="flex items-center gap-2 text-base font-semibold text-foreground">
          <Briefcase aria-hidden="true" className="size-5 text-primary" />
          Match a resume to a job
        </h2>
        <p className="text-sm text-foreground">
          Paste a job posting once: see how one of your resumes fits it, and tailor the resume to it.
        </p>
      </div>
      <form className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end" onSubmit={open}>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={selectId}>Resume</Label>
          <NativeSelect id={selectId} value={chosen} onChange={(event) => setPicked(event.target.value)}>
            {resumes.map((resume) => (
              <option key={resume.id} value={resume.id}>
                {resume.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit">Open Job Match</Button>
      </form>
    </section>
  )
}
