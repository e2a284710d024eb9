import { Briefcase, FileSearch, FileWarning, FolderInput, LogIn, ScrollText, Upload } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, Redirect, useLocation, useParams, useSearch } from 'wouter'

import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { EngineNote } from '@/components/ui/engine-note'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import type { User } from '@/features/auth/types'
import { JOB_MATCH_TAB } from '@/features/job-match/job-match-path'
import { tabStorage } from '@/features/job-match/posting-storage'
import { rememberVisitorResult } from '@/features/job-match/visitor-results'
import { AdviceList } from '@/features/compare/components/advice-list'
import type { DownloadOptions } from '@/features/resumes/api/download-resume'
import { isNotFound, useResume } from '@/features/resumes/api/get-resume'
import { useKeepResume } from '@/features/resumes/api/keep-resume'
import { EnhancedVersionCard, type LoginRequiredAction } from '@/features/resumes/components/enhanced-version-card'
import { ResumeHeader } from '@/features/resumes/components/resume-header'
import { ResumeReport } from '@/features/resumes/components/resume-report'
import { UncertainSections } from '@/features/resumes/components/uncertain-sections'
import { VersionsPanel } from '@/features/resumes/components/versions-panel'
import { rememberedPdfOptions } from '@/features/resumes/download-preferences'
import { useAcceptedChanges } from '@/features/resumes/hooks/use-accepted-changes'
import { useResumeDownload, useResumeSave } from '@/features/resumes/hooks/use-resume-file-actions'
import { LOGIN_REQUIRED_TITLE, VISITOR_DOWNLOAD_MESSAGE, VISITOR_SAVE_MESSAGE } from '@/features/resumes/messages'
import { resumeDisplayTitle, resumeOverallScore } from '@/features/resumes/resume-display'
import type { Resume } from '@/features/resumes/types'
import { useScoringRubric } from '@/features/scoring/api/get-scoring-rubric'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { toast } from '@/hooks/use-toast'
import { comparisonFileName, detailFileName } from '@/lib/download-file-names'
import { signInPath } from '@/lib/safe-redirect'

const loadComparisonDialog = () => import('@/features/compare/components/comparison-dialog')
const loadJobMatchWorkspace = () => import('@/features/job-match/components/job-match-workspace')
// Matching and tailoring have their own tab and only some visitors open it: its code loads when it is first wanted.
const JobMatchWorkspace = lazy(loadJobMatchWorkspace)
// The comparison view is the heaviest screen of the page and only some visitors open it: it loads on demand.
const ComparisonDialog = lazy(loadComparisonDialog)

const LOGIN_REQUIRED_MESSAGES: Record<LoginRequiredAction, string> = {
  save: VISITOR_SAVE_MESSAGE,
  download: VISITOR_DOWNLOAD_MESSAGE,
}

/**
 * What the page does when the person comes back from signing in: the query it is sent back with. 'keep' claims the
 * resume ('Sign in to keep it'), 'save' saves it to the dashboard, and 'download' is the dashboard's own
 * ?download=true (SPEC §2), so the action that needed an account is carried out once there is one.
 */
const AFTER_SIGN_IN: Record<LoginRequiredAction | 'keep', string> = {
  keep: 'keep=1',
  save: 'save=1',
  download: 'download=true',
}

/** The tabs of the page; `?tab=job-match` opens the job match workspace (the nav's Resume Tweaking links there). */
type DetailTab = 'report' | typeof JOB_MATCH_TAB

/** The name Save to Dashboard sends (SPEC §7 body userName). */
function userNameOf(user: User | null): string {
  return user ? user.fullName || user.name || user.username : ''
}

function LoadingResume() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <Spinner size="lg" label="Loading resume..." />
      <p className="text-sm font-medium text-muted-foreground" aria-hidden="true">
        Loading resume...
      </p>
    </div>
  )
}

function ResumeNotFound() {
  return (
    <PageContainer width="narrow">
      <EmptyState
        icon={FileSearch}
        headingLevel="h1"
        title="Resume not found"
        description="It may have been deleted, or it belongs to another account. Resumes uploaded without an account can only be opened in the browser that uploaded them."
        action={
          <Button asChild>
            <Link href="/">Return Home</Link>
          </Button>
        }
      />
    </PageContainer>
  )
}

function ResumeLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <PageContainer width="narrow">
      <EmptyState
        icon={FileWarning}
        headingLevel="h1"
        title="Failed to fetch resume"
        description="The server did not answer as expected. Check your connection and try again."
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    </PageContainer>
  )
}

interface ResumeDetailProps {
  resume: Resume
  user: User | null
}

function ResumeDetail({ resume, user }: ResumeDetailProps) {
  const [location, navigate] = useLocation()
  const signedIn = user !== null
  const rubric = useScoringRubric()
  const query = new URLSearchParams(useSearch())
  const downloadRequested = query.get('download') === 'true'
  const keepRequested = query.get('keep') === '1'
  const saveRequested = query.get('save') === '1'
  const handledDownload = useRef(false)
  const handledReturn = useRef(false)
  const [comparing, setComparing] = useState(false)
  const tab: DetailTab = query.get('tab') === JOB_MATCH_TAB ? JOB_MATCH_TAB : 'report'
  // Once opened, the workspace stays mounted (hidden) so the posting and its results survive a look at the report.
  const [matchOpened, setMatchOpened] = useState(false)
  if (tab === JOB_MATCH_TAB && !matchOpened) setMatchOpened(true)
  const { download, pendingFormat } = useResumeDownload(resume.id)
  const { save, isPending: saving } = useResumeSave(resume.id)
  const keep = useKeepResume(resume.id)
  const accepted = useAcceptedChanges(resume)

  /**
   * SPEC §5 and §8: a destructive 'Login Required' toast, then /auth, which sends the person back here with `back`:
   * by default the query that finishes the action; for one this page cannot redo by itself (a tailored PDF), the
   * tab it was asked from.
   */
  function requireLogin(action: LoginRequiredAction, back = AFTER_SIGN_IN[action]): void {
    toast({ title: LOGIN_REQUIRED_TITLE, description: LOGIN_REQUIRED_MESSAGES[action], variant: 'destructive' })
    navigate(signInPath(`${location}?${back}`))
  }

  // A visitor's result: Resume Tweaking in the nav offers its job match from now on, as it does an account's resumes.
  const visitorsResult = !signedIn && resume.isAnonymous
  const displayTitle = resumeDisplayTitle(resume)
  useEffect(() => {
    if (visitorsResult) rememberVisitorResult(tabStorage(), { id: resume.id, label: displayTitle })
  }, [visitorsResult, resume.id, displayTitle])

  // Back from signing in to keep or save this resume: done at once, and the query dropped so a reload does not redo it.
  useEffect(() => {
    if (!signedIn || handledReturn.current || !(keepRequested || saveRequested)) return
    handledReturn.current = true
    navigate(location, { replace: true })
    if (saveRequested) void save(userNameOf(user))
    else if (resume.isAnonymous) keep.mutate()
  })

  /**
   * Point 6 of the fidelity rules: the parsed resume opens in the builder; saved from there (to this resume when it
   * is the person's own), the corrected structure is the source of every version. The builder's code is fetched
   * then, not with the page: few resumes need it, and the page's first load stays within its budget.
   */
  async function fixInBuilder(): Promise<void> {
    const [{ openInBuilder }, { builderDataFromParsed }] = await Promise.all([
      import('@/features/builder/draft-storage'),
      import('@/features/builder/parsed-resume'),
    ])
    const owned = signedIn && !resume.isAnonymous
    openInBuilder(
      // The parse with the lines it placed nowhere restored (a headline, a note under the name), when there is one.
      builderDataFromParsed(resume.enhancement?.baseResume ?? resume.parsedResume),
      resumeDisplayTitle(resume),
      owned ? resume.id : null,
      user?.id ?? null,
    )
    toast({ title: 'Opened in the builder', description: 'Correct the sections, then save to update this resume.' })
    navigate('/builder')
  }

  function downloadFromDetail(options: DownloadOptions): void {
    void download(options, detailFileName(resume, options.format))
  }

  // SPEC §2: ?download=true (the dashboard's download link) asks for the PDF as the page opens. The query is
  // dropped at once, so reloading the page does not download again.
  useEffect(() => {
    if (!downloadRequested || handledDownload.current) return
    handledDownload.current = true
    if (!signedIn) {
      requireLogin('download')
      return
    }
    navigate(location, { replace: true })
    downloadFromDetail({ format: 'pdf', ...rememberedPdfOptions() })
  })

  function selectTab(next: string): void {
    navigate(next === JOB_MATCH_TAB ? `${location}?tab=${JOB_MATCH_TAB}` : location, { replace: true })
  }

  const enhancement = resume.enhancement
  return (
    <PageContainer className="grid gap-8">
      <ResumeHeader
        resume={resume}
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/dashboard">Back to Dashboard</Link>
            </Button>
            <Button asChild>
              <Link href="/editor">
                <Upload aria-hidden="true" />
                Upload Another Resume
              </Link>
            </Button>
          </>
        }
      />
      {signedIn ? null : (
        <aside
          aria-label="Guest upload"
          className="flex flex-col gap-3 rounded-xl border border-secondary-border bg-secondary px-4 py-3 sm:flex-row sm:items-center"
        >
          <p className="flex-1 text-sm text-secondary-foreground">
            <span className="font-semibold">You are not signed in.</span> This resume is kept for this browser only.
            Sign in or create an account to keep it in your dashboard.
          </p>
          <Button asChild size="sm" variant="outline">
            <Link href={signInPath(`${location}?${AFTER_SIGN_IN.keep}`)}>
              <LogIn aria-hidden="true" />
              Sign in to keep it
            </Link>
          </Button>
        </aside>
      )}
      {signedIn && resume.isAnonymous ? (
        <aside
          aria-label="Not in your dashboard yet"
          className="flex flex-col gap-3 rounded-xl border border-secondary-border bg-secondary px-4 py-3 sm:flex-row sm:items-center"
          data-testid="keep-offer"
        >
          <p className="flex-1 text-sm text-secondary-foreground">
            <span className="font-semibold">Not in your dashboard yet.</span> You uploaded this resume before signing
            in; it is kept for this browser only until you claim it.
          </p>
          <Button size="sm" variant="outline" onClick={() => keep.mutate()} disabled={keep.isPending}>
            <FolderInput aria-hidden="true" />
            {keep.isPending ? 'Claiming...' : 'Keep it in my dashboard'}
          </Button>
        </aside>
      ) : null}
      <Tabs defaultValue="report" value={tab} onValueChange={selectTab} className="min-w-0">
        <TabsList aria-label="Resume views" className="w-full sm:w-fit">
          <TabsTrigger value="report" className="gap-2 sm:px-5">
            <ScrollText aria-hidden="true" className="size-4" />
            Report
          </TabsTrigger>
          <TabsTrigger
            value={JOB_MATCH_TAB}
            className="gap-2 sm:px-5"
            onPointerEnter={() => void loadJobMatchWorkspace()}
            onFocus={() => void loadJobMatchWorkspace()}
          >
            <Briefcase aria-hidden="true" className="size-4" />
            Match to a Job
          </TabsTrigger>
        </TabsList>
        <TabsContent value="report" forceMount>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <ResumeReport resume={resume} checkCount={rubric.data?.checks.length} />
            <div className="grid gap-6">
              <EnhancedVersionCard
                resume={resume}
                signedIn={signedIn}
                onLoginRequired={requireLogin}
                onView={() => setComparing(true)}
                onPrepareView={() => void loadComparisonDialog()}
                onDownload={downloadFromDetail}
                pendingFormat={pendingFormat}
                onSave={() => void save(userNameOf(user))}
                saving={saving}
              />
              <UncertainSections sections={enhancement?.uncertainSections ?? []} onFix={() => void fixInBuilder()} />
              <AdviceList advice={enhancement?.advice ?? []} />
              <VersionsPanel resumeId={resume.id} />
            </div>
          </div>
        </TabsContent>
        {matchOpened ? (
          <TabsContent value={JOB_MATCH_TAB} forceMount>
            <Suspense fallback={<Spinner label="Loading the job match..." />}>
              <JobMatchWorkspace
                resumeId={resume.id}
                resumeTitle={resumeDisplayTitle(resume)}
                originalContent={resume.originalContent || resume.content}
                renderOptions={rememberedPdfOptions()}
                signedIn={signedIn}
                onLoginRequired={() => requireLogin('download', `tab=${JOB_MATCH_TAB}`)}
              />
            </Suspense>
          </TabsContent>
        ) : null}
      </Tabs>
      {comparing ? (
        <Suspense fallback={<Spinner label="Opening the comparison..." />}>
          <ComparisonDialog
            open
            onClose={() => setComparing(false)}
            resumeId={resume.id}
            resumeTitle={resumeDisplayTitle(resume)}
            originalContent={enhancement?.baseContent || resume.originalContent || resume.content}
            enhancedContent={resume.enhancedContent}
            improvements={enhancement?.improvements ?? []}
            acceptedIds={accepted.acceptedIds}
            keptOut={enhancement?.reverted ?? []}
            advice={enhancement?.advice ?? []}
            scores={{ original: resumeOverallScore(resume), enhanced: enhancement?.enhancedScore ?? null }}
            onAcceptedChange={enhancement ? accepted.choose : undefined}
            engineNote={
              enhancement ? (
                <EngineNote engine={enhancement.engine} fallbackReason={enhancement.fallbackReason} />
              ) : undefined
            }
            updating={accepted.updating}
            onSave={async () => {
              if (!signedIn) {
                requireLogin('save')
                return
              }
              await save(userNameOf(user))
            }}
            onDownload={async () => {
              if (!signedIn) {
                requireLogin('download')
                return
              }
              await download(
                { format: 'pdf', version: 'enhanced', ...rememberedPdfOptions() },
                comparisonFileName(resumeDisplayTitle(resume), new Date()),
              )
            }}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  )
}

/**
 * /editor/{id}. The route table guards it (SPEC §2), but the visitor who uploaded a resume may see it: the API
 * answers only its owner or the browser that uploaded it, so the page asks first and sends a signed-out person
 * to sign in only when the answer is 'not found' (it may be their account's resume).
 */
export default function ResumeDetailPage() {
  const { id } = useParams<{ id: string }>()
  const [location] = useLocation()
  const search = useSearch()
  const session = useCurrentUser()
  const resume = useResume(id)
  const failedToLoad = resume.isError && !isNotFound(resume.error)
  useDocumentTitle(resume.data ? resumeDisplayTitle(resume.data) : 'Resume')

  useEffect(() => {
    if (failedToLoad) toast({ title: 'Failed to fetch resume', variant: 'destructive' })
  }, [failedToLoad])

  if (resume.isPending || session.isPending) return <LoadingResume />
  if (resume.data) return <ResumeDetail resume={resume.data} user={session.data ?? null} />
  if (failedToLoad) return <ResumeLoadFailed onRetry={() => void resume.refetch()} />
  if (!session.data) return <Redirect to={signInPath(search ? `${location}?${search}` : location)} replace />
  return <ResumeNotFound />
}
