import { Download, FileText, Pencil, SearchX, Trash2, Upload, type LucideIcon } from 'lucide-react'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Link } from 'wouter'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

import { formatDay, formatMoment } from '../format-date'
import {
  DEFAULT_VIEW,
  isFiltered,
  resumeHeading,
  resumeScore,
  resumeFileTitle,
  resumeSubtitle,
  visibleResumes,
  type ResumeListView,
  type SortKey,
} from '../resume-list'
import type { DashboardResume } from '../types'
import { MetaLine } from './meta-line'
import { ResumeListToolbar } from './resume-list-toolbar'
import { ScoreChip } from './score-chip'
import { cellClass, headerCellClass, tableClass } from './table-styles'

// The confirmation (Radix AlertDialog) loads when a delete button is first pointed at or focused, not with the page.
const loadDeleteDialog = () => import('./delete-resume-dialog')
const DeleteResumeDialog = lazy(() => loadDeleteDialog().then((module) => ({ default: module.DeleteResumeDialog })))

export const EMPTY_RESUMES_TEXT = 'No resumes found. Upload a resume to get started.'

const SORT_NAMES: Record<SortKey, string> = { updated: 'last updated', score: 'ATS score', title: 'title' }

function resumePath(id: string): string {
  return `/editor/${encodeURIComponent(id)}`
}

function ariaSort(view: ResumeListView, column: SortKey): 'ascending' | 'descending' | undefined {
  return view.sort === column ? view.direction : undefined
}

const iconActionClass =
  'inline-flex size-9 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4'
const neutralAction = `${iconActionClass} text-foreground hover:bg-accent hover:text-foreground`
const dangerAction = `${iconActionClass} text-destructive hover:bg-destructive-soft hover:text-destructive-strong`

interface RowProps {
  resume: DashboardResume
  onDelete: (resume: DashboardResume) => void
}

/** SPEC §2 actions: edit (/editor/{id}), download (/editor/{id}?download=true), delete after confirmation. */
function RowActions({ resume, onDelete, className }: RowProps & { className: string }) {
  const heading = resumeHeading(resume)
  const path = resumePath(resume.id)
  return (
    <div className={className}>
      <Link href={path} className={neutralAction} aria-label={`Edit ${heading}`} title="Edit">
        <Pencil aria-hidden="true" />
      </Link>
      <Link
        href={`${path}?download=true`}
        className={neutralAction}
        aria-label={`Download ${heading}`}
        title="Download"
      >
        <Download aria-hidden="true" />
      </Link>
      <button
        type="button"
        className={dangerAction}
        aria-label={`Delete ${heading}`}
        title="Delete"
        onClick={() => onDelete(resume)}
        onPointerEnter={() => void loadDeleteDialog()}
        onFocus={() => void loadDeleteDialog()}
      >
        <Trash2 aria-hidden="true" />
      </button>
    </div>
  )
}

function ResumeRow({ resume, onDelete }: RowProps) {
  const heading = resumeHeading(resume)
  const subtitle = resumeSubtitle(resume)
  const score = resumeScore(resume)
  const path = resumePath(resume.id)
  return (
    <tr data-testid="your-resume" data-resume-id={resume.id} className="border-t">
      <td className={`${cellClass} md:max-w-xs`}>
        <Link href={path} className="line-clamp-2 font-semibold text-foreground hover:underline md:line-clamp-1">
          {heading}
        </Link>
        {subtitle ? <p className="line-clamp-2 text-sm text-muted-foreground md:line-clamp-1">{subtitle}</p> : null}
        <MetaLine
          always={resumeFileTitle(resume)}
          smallScreens={[resume.industry, `Updated ${formatDay(resume.updatedAt)}`]}
        />
        {/* Below the small breakpoint the actions sit under the title, leaving the title the row's width. */}
        <RowActions resume={resume} onDelete={onDelete} className="-ml-2 mt-1 flex gap-1 sm:hidden" />
      </td>
      <td className={`${cellClass} hidden text-sm md:table-cell`}>{resume.industry || '–'}</td>
      <td className={`${cellClass} hidden text-sm lg:table-cell`}>{resume.specialization || '–'}</td>
      <td className={cellClass}>
        <div className="grid justify-items-start gap-1">
          <ScoreChip score={score} />
          {resume.bestVersionId ? (
            <Link
              href={`${path}#versions`}
              className="text-xs font-medium whitespace-nowrap text-primary hover:underline"
              aria-label={`Best: ${resume.bestScore}, see the versions of ${heading}`}
              data-testid="best-version-link"
            >
              Best: {resume.bestScore}
            </Link>
          ) : null}
        </div>
      </td>
      <td className={`${cellClass} hidden text-sm whitespace-nowrap text-muted-foreground md:table-cell`}>
        <time dateTime={resume.updatedAt} title={formatMoment(resume.updatedAt)}>
          {formatDay(resume.updatedAt)}
        </time>
      </td>
      <td className={`${cellClass} hidden sm:table-cell`}>
        <RowActions resume={resume} onDelete={onDelete} className="flex justify-end gap-0.5" />
      </td>
    </tr>
  )
}

interface ListMessageProps {
  icon: LucideIcon
  text: string
  testId: string
  children: ReactNode
}

/** What stands in the table's place when there is nothing to list. */
function ListMessage({ icon: Icon, text, testId, children }: ListMessageProps) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-input bg-muted px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="max-w-md text-sm font-medium text-foreground">{text}</p>
      {children}
    </div>
  )
}

interface YourResumesProps {
  resumes: readonly DashboardResume[]
  onUpload: () => void
}

/** SPEC §2 Your Resumes, with filtering and ordering, each row's best version, and confirmed deletion. */
export function YourResumes({ resumes, onUpload }: YourResumesProps) {
  const [view, setView] = useState<ResumeListView>(DEFAULT_VIEW)
  const [deleting, setDeleting] = useState<DashboardResume | null>(null)
  const rows = visibleResumes(resumes, view)

  return (
    <Card data-testid="your-resumes">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText aria-hidden="true" className="size-5 text-primary" />
          Your Resumes
        </CardTitle>
        <CardDescription>Open one to see its analysis, download it, or keep only the ones you need.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {resumes.length === 0 ? (
          <ListMessage icon={Upload} text={EMPTY_RESUMES_TEXT} testId="resumes-empty">
            <Button onClick={onUpload}>Upload Resume</Button>
          </ListMessage>
        ) : (
          <>
            <ResumeListToolbar view={view} onChange={setView} />
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="resume-count">
              {isFiltered(view)
                ? `Showing ${rows.length} of ${resumes.length} resumes`
                : `${resumes.length} ${resumes.length === 1 ? 'resume' : 'resumes'}`}
            </p>
            {rows.length === 0 ? (
              <ListMessage
                icon={SearchX}
                text="No resume matches this search and score filter."
                testId="resumes-no-match"
              >
                <Button variant="outline" onClick={() => setView({ ...view, query: '', band: 'all' })}>
                  Clear filters
                </Button>
              </ListMessage>
            ) : (
              <div className="-mx-2 overflow-x-auto sm:-mx-3">
                <table className={tableClass}>
                  <caption className="sr-only">
                    Your resumes, sorted by {SORT_NAMES[view.sort]}, {view.direction}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" className={headerCellClass} aria-sort={ariaSort(view, 'title')}>
                        Resume
                      </th>
                      <th scope="col" className={`${headerCellClass} hidden md:table-cell`}>
                        Industry
                      </th>
                      <th scope="col" className={`${headerCellClass} hidden lg:table-cell`}>
                        Specialization
                      </th>
                      <th scope="col" className={headerCellClass} aria-sort={ariaSort(view, 'score')}>
                        ATS Score
                      </th>
                      <th
                        scope="col"
                        className={`${headerCellClass} hidden md:table-cell`}
                        aria-sort={ariaSort(view, 'updated')}
                      >
                        Last Updated
                      </th>
                      <th scope="col" className={`${headerCellClass} hidden text-right sm:table-cell`}>
                        Actions
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((resume) => (
                      <ResumeRow key={resume.id} resume={resume} onDelete={setDeleting} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </CardContent>
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteResumeDialog resume={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      ) : null}
    </Card>
  )
}
