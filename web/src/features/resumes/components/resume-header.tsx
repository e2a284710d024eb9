import { Briefcase, Calendar, FileText, Layers } from 'lucide-react'
import type { ReactNode } from 'react'

import { formatFileSize, resumeDisplayTitle } from '../resume-display'
import type { Resume } from '../types'

/** One fact about the resume on one line; a long one (a file name) is cut short, its whole text in the title. */
function Fact({ icon, title, children }: { icon: ReactNode; title?: string; children: ReactNode }) {
  return (
    <li className="inline-flex max-w-full min-w-0 items-center gap-1.5 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground">
      {icon}
      <span className="min-w-0 truncate" title={title ?? (typeof children === 'string' ? children : undefined)}>
        {children}
      </span>
    </li>
  )
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** The title rule of SPEC §2, the inferred title and subtitle, and where the resume came from. */
export function ResumeHeader({ resume, actions }: { resume: Resume; actions: ReactNode }) {
  const subtitle = [resume.aiTitle, resume.aiSubtitle].filter(Boolean).join(' · ')
  return (
    <header className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
      <div className="grid min-w-0 gap-2">
        <h1 className="text-3xl font-bold tracking-tight hyphens-auto text-foreground sm:text-4xl">
          {resumeDisplayTitle(resume)}
        </h1>
        {subtitle ? <p className="text-base text-foreground sm:text-lg">{subtitle}</p> : null}
        <ul className="flex flex-wrap gap-x-5 gap-y-1.5" aria-label="About this resume">
          {resume.industry ? <Fact icon={<Layers aria-hidden="true" />}>{resume.industry}</Fact> : null}
          {resume.specialization ? <Fact icon={<Briefcase aria-hidden="true" />}>{resume.specialization}</Fact> : null}
          {resume.file ? (
            <Fact
              icon={<FileText aria-hidden="true" />}
              title={`${resume.file.name} (${formatFileSize(resume.file.size)})`}
            >
              {resume.file.name} ({formatFileSize(resume.file.size)})
            </Fact>
          ) : null}
          <Fact icon={<Calendar aria-hidden="true" />}>
            Uploaded <time dateTime={resume.createdAt}>{dateFormat.format(new Date(resume.createdAt))}</time>
          </Fact>
        </ul>
      </div>
      <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>
    </header>
  )
}
