import { Briefcase, Target, WandSparkles } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/hooks/use-toast'
import { errorMessage } from '@/lib/api-client'

import { useMatchResume } from '../api/match-resume'
import { useTweakResume } from '../api/tweak-resume'
import { gapsOf } from '../gaps'
import { checkJobDescription } from '../job-description'
import {
  MATCH_FAILED_MESSAGE,
  MATCH_FAILED_TITLE,
  OPTIMIZATION_FAILED_MESSAGE,
  OPTIMIZATION_FAILED_TITLE,
  OPTIMIZED_TITLE,
} from '../messages'
import { readPosting, tabStorage, writePosting } from '../posting-storage'
import { FIRST_VERSION, NoOptimizedContent, otherVersion, versionContent } from '../tweak-result'
import type { MatchResult, RenderOptions, ResumeVersion, TweakResult } from '../types'
import { useTweakExports, type TweakedVersion } from '../use-tweak-exports'
import { GapList } from './gap-list'
import { MatchReport } from './match-report'
import { PostingForm } from './posting-form'
import { TweakResultView } from './tweak-result-view'

export interface JobMatchWorkspaceProps {
  resumeId: string
  /** The print's title when the resume gives no name. */
  resumeTitle: string
  /** The resume as uploaded: the 'Original Resume' of Toggle Version. */
  originalContent: string
  /** The template and paper of the tailored PDF and its print. */
  renderOptions: RenderOptions
  signedIn: boolean
  /** Sends the person to sign in (the tailored PDF needs an account). */
  onLoginRequired: () => void
}

interface Matched {
  result: MatchResult
  posting: string
}

interface Tweaked {
  result: TweakResult
  jobDescription: string
  useEnhancedVersion: boolean
}

/** Brings a new result into view when it starts past the middle of the screen (on a phone, under the posting box),
 * where little more than its title would show. */
function revealIfBelow(element: HTMLElement | null): void {
  if (!element || element.getBoundingClientRect().top < window.innerHeight / 2) return
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  element.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' })
}

function optimizationFailure(error: unknown): string {
  if (error instanceof NoOptimizedContent) return error.message
  return errorMessage(error, OPTIMIZATION_FAILED_MESSAGE)
}

function scoreChange(result: TweakResult): string {
  if (result.originalMatchScore === null) return `ATS match score: ${result.matchScore}%.`
  return `ATS match score ${result.originalMatchScore}% → ${result.matchScore}%.`
}

/**
 * One place to match the resume to a job: a single posting (SPEC §2's Job Description Matcher and Resume Tweaker
 * asked for it twice) feeds the match, the tailoring, or both; what the posting asks for and the resume lacks is
 * listed once, for both.
 */
export default function JobMatchWorkspace({
  resumeId,
  resumeTitle,
  originalContent,
  renderOptions,
  signedIn,
  onLoginRequired,
}: JobMatchWorkspaceProps) {
  const match = useMatchResume(resumeId)
  const tweak = useTweakResume(resumeId)
  const exports = useTweakExports({ resumeId, resumeTitle, renderOptions, signedIn, onLoginRequired })
  const [jobDescription, setJobDescription] = useState(() => readPosting(tabStorage(), resumeId))
  const [useEnhancedVersion, setUseEnhancedVersion] = useState(true)
  const [matched, setMatched] = useState<Matched | null>(null)
  const [tweaked, setTweaked] = useState<Tweaked | null>(null)
  const [version, setVersion] = useState<ResumeVersion>(FIRST_VERSION)
  const matchPanel = useRef<HTMLDivElement>(null)
  const tweakPanel = useRef<HTMLDivElement>(null)
  const tailoring = useRef(false)
  const posting = jobDescription.trim()

  useEffect(() => writePosting(tabStorage(), resumeId, jobDescription), [resumeId, jobDescription])

  /** `alongsideTailoring`: the match made with a tailoring, whose result is what the user asked to see, whichever
   * of the two answers first: the tailored resume stays in view as the match result appears above it. */
  function runMatch(text: string, alongsideTailoring = false): void {
    match.mutate(text, {
      onSuccess: (result) => {
        setMatched({ result, posting: text })
        const shown = alongsideTailoring || tailoring.current ? tweakPanel : matchPanel
        requestAnimationFrame(() => revealIfBelow(shown.current))
      },
      onError: (error) =>
        toast({
          title: MATCH_FAILED_TITLE,
          description: errorMessage(error, MATCH_FAILED_MESSAGE),
          variant: 'destructive',
        }),
    })
  }

  function startMatch(): void {
    const check = checkJobDescription(jobDescription)
    if (!check.ok) {
      toast({ title: MATCH_FAILED_TITLE, description: check.message, variant: 'destructive' })
      return
    }
    runMatch(check.text)
  }

  function startTweak(): void {
    const check = checkJobDescription(jobDescription)
    if (!check.ok) {
      toast({ title: OPTIMIZATION_FAILED_TITLE, description: check.message, variant: 'destructive' })
      return
    }
    // The gap list comes with the match: a posting tailored to is matched too, once.
    if (matched?.posting !== check.text && !match.isPending) runMatch(check.text, true)
    const request = { jobDescription: check.text, useEnhancedVersion }
    tailoring.current = true
    tweak.mutate(request, {
      onSettled: () => {
        tailoring.current = false
      },
      onSuccess: (result) => {
        setTweaked({ result, ...request })
        setVersion(FIRST_VERSION)
        requestAnimationFrame(() => revealIfBelow(tweakPanel.current))
        toast({ title: OPTIMIZED_TITLE, description: scoreChange(result), variant: 'success' })
      },
      onError: (error) =>
        toast({ title: OPTIMIZATION_FAILED_TITLE, description: optimizationFailure(error), variant: 'destructive' }),
    })
  }

  // Download and Print need a result and a posting in the box (SPEC §5); they export the result as shown.
  const exported: TweakedVersion | null =
    tweaked && posting
      ? {
          content: tweaked.result.optimizedContent,
          jobDescription: tweaked.jobDescription,
          useEnhancedVersion: tweaked.useEnhancedVersion,
        }
      : null
  const gaps = gapsOf(matched?.result ?? null, tweaked?.result ?? null)

  return (
    <section aria-label="Match to a Job" className="grid gap-6" data-testid="job-match-workspace">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Briefcase aria-hidden="true" className="size-5 text-primary" />
            Job Posting
          </CardTitle>
          <CardDescription>
            One job posting, two answers: how well this resume fits it (the skills it shows, those it lacks, a match
            score) and the resume tailored to it, its summary aimed at the role and the most relevant bullets first.
            Nothing you have not done is ever added.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PostingForm
            jobDescription={jobDescription}
            onJobDescriptionChange={setJobDescription}
            useEnhancedVersion={useEnhancedVersion}
            onUseEnhancedVersionChange={setUseEnhancedVersion}
            onMatch={startMatch}
            onTweak={startTweak}
            matching={match.isPending}
            tweaking={tweak.isPending}
          />
        </CardContent>
      </Card>
      {gaps ? (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <Card ref={matchPanel} className="scroll-mt-20" data-testid="match-panel">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Target aria-hidden="true" className="size-5 text-primary" />
                How This Resume Fits
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-5">
              {matched ? (
                <MatchReport
                  result={matched.result}
                  stale={matched.posting !== posting}
                  gaps={<GapList gaps={gaps} />}
                />
              ) : (
                <GapList gaps={gaps} />
              )}
            </CardContent>
          </Card>
          <Card ref={tweakPanel} className="scroll-mt-20" data-testid="tweak-panel">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <WandSparkles aria-hidden="true" className="size-5 text-primary" />
                Tailored Resume
              </CardTitle>
            </CardHeader>
            <CardContent>
              {tweaked ? (
                <TweakResultView
                  result={tweaked.result}
                  version={version}
                  content={versionContent(version, {
                    original: originalContent,
                    optimized: tweaked.result.optimizedContent,
                  })}
                  onToggleVersion={() => setVersion(otherVersion)}
                  onDownload={() => void exports.downloadPdf(exported)}
                  onPrint={() => void exports.print(exported)}
                  downloading={exports.downloading}
                  printing={exports.printing}
                  stale={tweaked.jobDescription !== posting}
                />
              ) : (
                <p className="text-sm text-foreground" data-testid="tweak-invitation">
                  {tweak.isPending
                    ? 'Tailoring the resume to this posting...'
                    : 'Tweak Resume for This Job tailors the resume to the same posting: the summary aimed at the role, the most relevant bullets first, your skills in the posting’s words. Then download or print it.'}
                </p>
              )}
            </CardContent>
          </Card>
        </div>
      ) : null}
    </section>
  )
}
