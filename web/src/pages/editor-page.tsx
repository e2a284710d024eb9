import { useQuery } from '@tanstack/react-query'
import { Gauge, ListChecks, ScanText, type LucideIcon } from 'lucide-react'

import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { anonymousResumesQueryOptions } from '@/features/dashboard/api/get-anonymous-resumes'
import { dashboardResumesQueryOptions } from '@/features/dashboard/api/get-dashboard-resumes'
import { resumeFileTitle, resumeHeading } from '@/features/dashboard/resume-list'
import type { ResumeSummary } from '@/features/dashboard/types'
import { MatchResumePicker, type PickableResume } from '@/features/job-match/components/match-resume-picker'
import { tabStorage } from '@/features/job-match/posting-storage'
import { visitorResults } from '@/features/job-match/visitor-results'
import { EditorUpload } from '@/features/resumes/components/editor-upload'
import { useDocumentTitle } from '@/hooks/use-document-title'

interface Outcome {
  title: string
  description: string
  icon: LucideIcon
}

const OUTCOMES: readonly Outcome[] = [
  {
    title: 'A score you can trust',
    description: 'Overall and in four categories, from a published rubric.',
    icon: Gauge,
  },
  {
    title: 'Every point explained',
    description: 'Each finding quotes your text and says how to fix it.',
    icon: ListChecks,
  },
  {
    title: 'What an ATS sees',
    description: 'The fields and sections a machine reads from your file.',
    icon: ScanText,
  },
]

function pickable(resume: ResumeSummary): PickableResume {
  return { id: resume.id, label: [resumeHeading(resume), resumeFileTitle(resume)].filter(Boolean).join(' · ') }
}

export default function EditorPage() {
  useDocumentTitle('Upload your resume')
  const { data: user } = useCurrentUser()
  // Resume Tweaking in the nav leads here: a person picks a resume to match to a job, or uploads one. An account's
  // resumes are its own and those this browser uploaded before signing in; a visitor's, the results opened in this tab.
  const owned = useQuery({ ...dashboardResumesQueryOptions, enabled: Boolean(user) })
  const unclaimed = useQuery({ ...anonymousResumesQueryOptions, enabled: Boolean(user) })
  const choices = user ? [...(owned.data ?? []), ...(unclaimed.data ?? [])].map(pickable) : visitorResults(tabStorage())
  return (
    <PageContainer width="narrow">
      <PageHeader
        title="Upload Your Resume"
        description={`We parse it, score it for ATS compatibility and suggest improvements. ${
          user ? 'It is kept in your dashboard.' : 'You can upload without an account and claim the resume later.'
        }`}
      />
      {choices.length > 0 ? (
        <div className="mt-8">
          <MatchResumePicker resumes={choices} />
        </div>
      ) : null}
      <div className="mt-8 rounded-2xl border bg-background p-6 shadow-sm sm:p-8">
        <EditorUpload />
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3" aria-label="What you get">
        {OUTCOMES.map(({ title, description, icon: Icon }) => (
          <li key={title} className="flex gap-3 sm:flex-col sm:gap-2">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="text-sm font-semibold text-foreground">{title}</p>
              <p className="text-sm text-muted-foreground">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageContainer>
  )
}
