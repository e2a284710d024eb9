import { Download, LoaderCircle, Save, Sparkles } from 'lucide-react'
import { useId, useMemo, useState, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { toast } from '@/hooks/use-toast'
import { type WordDiffRun } from '@/lib/word-diff'

import { appliedBadgeText } from '../accepted-changes'
import { anchoredWordDiff } from '../anchored-diff'
import { sideRuns } from '../side-runs'
import type { ComparisonChange, ComparisonScores, KeptOutFact, LineAdvice } from '../types'
import { BeforeAfterSlider } from './before-after-slider'
import { DiffView } from './diff-view'
import { AdviceList } from './advice-list'
import { ImprovementsList } from './improvements-list'
import { KeptOutList } from './kept-out-list'
import { ScoreComparison } from './score-comparison'
import { SideBySideView, type RevealRequest } from './side-by-side-view'

/** A text as one unmarked run. */
function plainRuns(text: string): WordDiffRun[] {
  return [{ type: 'unchanged', text, whitespace: '' }]
}

const DESCRIPTION = 'review every change, reject the ones you do not want, then save or download the enhanced version.'

/** SPEC §5 Detail page: the comparison's own checks before it saves or downloads. */
export const NO_CONTENT_TO_SAVE_MESSAGE = 'No resume content available to save'
export const NO_RESUME_ID_MESSAGE = 'Resume ID not available for download'

type ComparisonMode = 'side-by-side' | 'diff' | 'slider'

const MODES: readonly string[] = ['side-by-side', 'diff', 'slider'] satisfies ComparisonMode[]

function isMode(value: string): value is ComparisonMode {
  return MODES.includes(value)
}

export interface ComparisonDialogProps {
  open: boolean
  /** SPEC §2 'close' input. */
  onClose: () => void
  resumeId: string | null | undefined
  resumeTitle: string
  originalContent: string
  enhancedContent: string | null
  improvements?: readonly ComparisonChange[]
  /** The changes the enhanced text holds; every listed change when not given. */
  acceptedIds?: readonly string[]
  keptOut?: readonly KeptOutFact[]
  /** What only the person can add, shown beside its line; never part of either text. */
  advice?: readonly LineAdvice[]
  scores?: ComparisonScores | null
  /** Called with the whole accepted set after each Accept or Reject; without it the list is read-only. */
  onAcceptedChange?: (acceptedIds: string[]) => void
  /** True while the enhanced text is being rebuilt for a new accepted set. */
  updating?: boolean
  onSave: () => Promise<unknown>
  onDownload: () => Promise<unknown>
  /** Which engine made the changes, shown under the title (the caller knows the engine; this view only shows it). */
  engineNote?: ReactNode
}

/**
 * SPEC §2 Comparison view: Side by Side (default, scroll-synced), Diff View and a Before/After slider; the applied
 * improvements, each of which can be accepted or rejected, with the '{n} Improvements Applied' badge; the two
 * scores; and Save to Dashboard and Download.
 */
export default function ComparisonDialog({
  open,
  onClose,
  resumeId,
  resumeTitle,
  originalContent,
  enhancedContent,
  improvements = [],
  acceptedIds,
  keptOut = [],
  advice = [],
  scores = null,
  onAcceptedChange,
  updating = false,
  onSave,
  onDownload,
  engineNote,
}: ComparisonDialogProps) {
  const [downloading, setDownloading] = useState(false)
  const [saving, setSaving] = useState(false)
  const [highlight, setHighlight] = useState(true)
  const highlightId = useId()
  const enhanced = enhancedContent ?? ''
  const [mode, setMode] = useState<ComparisonMode>('side-by-side')
  const [reveal, setReveal] = useState<RevealRequest | null>(null)
  const entries = useMemo(() => anchoredWordDiff(originalContent, enhanced), [originalContent, enhanced])
  const originalRuns = useMemo(() => sideRuns(originalContent, entries, 'original'), [originalContent, entries])
  const enhancedRuns = useMemo(() => sideRuns(enhanced, entries, 'enhanced'), [enhanced, entries])
  const accepted = acceptedIds ?? improvements.map((change) => change.id)
  const appliedCount = improvements.filter((change) => accepted.includes(change.id)).length
  // Screen readers hear the outcome of an accept or reject, not only that work started.
  const [hasUpdated, setHasUpdated] = useState(false)
  if (updating && !hasUpdated) setHasUpdated(true)
  const enhancedScore = scores?.enhanced
  const settledAnnouncement = hasUpdated
    ? `Enhanced version updated: ${appliedBadgeText(appliedCount)}${enhancedScore == null ? '' : `, score ${Math.round(enhancedScore)}`}.`
    : ''

  async function save(): Promise<void> {
    if (!resumeId || !enhancedContent) {
      toast({ title: 'Error', description: NO_CONTENT_TO_SAVE_MESSAGE, variant: 'destructive' })
      return
    }
    setSaving(true)
    try {
      await onSave()
    } finally {
      setSaving(false)
    }
  }

  async function download(): Promise<void> {
    if (!resumeId) {
      toast({ title: 'Error', description: NO_RESUME_ID_MESSAGE, variant: 'destructive' })
      return
    }
    setDownloading(true)
    try {
      await onDownload()
    } finally {
      setDownloading(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent size="fill" closeLabel="Close comparison" data-testid="comparison-dialog">
        <header
          className="flex shrink-0 flex-col gap-2 border-b p-4 pr-14 sm:gap-3 sm:px-6 sm:pr-16 lg:flex-row lg:items-center lg:justify-between"
          data-testid="comparison-header"
        >
          <div className="grid max-w-xl gap-1">
            <DialogTitle className="flex items-center gap-2">
              <Sparkles aria-hidden="true" className="size-5 text-primary" />
              Original and enhanced
            </DialogTitle>
            {/* Two lines on a phone, so the texts keep most of the screen; the whole sentence stays in the title. */}
            <DialogDescription className="line-clamp-2 sm:line-clamp-none" title={`${resumeTitle}: ${DESCRIPTION}`}>
              {resumeTitle}: {DESCRIPTION}
            </DialogDescription>
            {engineNote}
          </div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <p
              className="inline-flex items-center rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground ring-1 ring-secondary-border ring-inset"
              data-testid="applied-badge"
            >
              {appliedBadgeText(appliedCount)}
            </p>
            {scores ? <ScoreComparison scores={scores} updating={updating} /> : null}
            <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
              {updating ? (
                <span className="inline-flex items-center gap-1.5">
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  Updating the enhanced version…
                </span>
              ) : (
                <span className="sr-only">{settledAnnouncement}</span>
              )}
            </p>
          </div>
        </header>

        {/* Below lg the body scrolls as one column between the header and the footer; from lg the texts and the
            list of improvements each scroll in a column of their own, as tall as the window allows. */}
        <div
          className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:overflow-hidden"
          data-testid="comparison-body"
        >
          <div className="min-w-0 p-4 sm:p-6 lg:min-h-0">
            <Tabs
              defaultValue="side-by-side"
              value={mode}
              onValueChange={(value) => setMode(isMode(value) ? value : 'side-by-side')}
              className="lg:h-full lg:grid-rows-[auto_minmax(0,1fr)]"
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <TabsList aria-label="Comparison mode" className="w-full sm:w-auto">
                  <TabsTrigger value="side-by-side">Side by Side</TabsTrigger>
                  <TabsTrigger value="diff">Diff View</TabsTrigger>
                  <TabsTrigger value="slider">Before/After</TabsTrigger>
                </TabsList>
                {mode === 'diff' ? null : (
                  <label htmlFor={highlightId} className="inline-flex items-center gap-2 text-sm text-foreground">
                    <input
                      id={highlightId}
                      type="checkbox"
                      checked={highlight}
                      onChange={(event) => setHighlight(event.target.checked)}
                      className="size-4 accent-primary"
                    />
                    Highlight changes
                  </label>
                )}
              </div>
              <TabsContent value="side-by-side" className="lg:min-h-0">
                <SideBySideView
                  originalRuns={originalRuns}
                  enhancedRuns={enhancedRuns}
                  highlight={highlight}
                  reveal={reveal}
                />
              </TabsContent>
              <TabsContent value="diff" className="lg:min-h-0">
                <DiffView entries={entries} />
              </TabsContent>
              <TabsContent value="slider" className="lg:min-h-0">
                <BeforeAfterSlider
                  originalRuns={highlight ? originalRuns : plainRuns(originalContent)}
                  enhancedRuns={highlight ? enhancedRuns : plainRuns(enhanced)}
                />
              </TabsContent>
            </Tabs>
          </div>
          <aside
            aria-label="Improvements"
            className="relative grid min-w-0 content-start gap-4 border-t p-4 sm:p-6 lg:min-h-0 lg:overflow-y-auto lg:overscroll-contain lg:border-t-0 lg:border-l"
            data-testid="comparison-improvements"
          >
            <ImprovementsList
              improvements={improvements}
              acceptedIds={accepted}
              onAcceptedChange={onAcceptedChange}
              onShow={(change) => {
                setMode('side-by-side')
                setReveal({
                  original: change.before,
                  enhanced: accepted.includes(change.id) ? change.after : change.before,
                  nonce: (reveal?.nonce ?? 0) + 1,
                })
              }}
            />
            <AdviceList
              advice={advice}
              onShow={(item) => {
                setMode('side-by-side')
                setReveal({ original: item.line, enhanced: item.line, nonce: (reveal?.nonce ?? 0) + 1 })
              }}
            />
            <KeptOutList facts={keptOut} />
          </aside>
        </div>

        <footer
          className="flex shrink-0 flex-wrap items-center gap-2 border-t p-3 sm:justify-end sm:p-4 sm:px-6 [&>[data-slot=button]]:flex-1 sm:[&>[data-slot=button]]:flex-none"
          data-testid="comparison-footer"
        >
          {/* On a phone the corner button closes; the two actions share the row, or stack where it is too narrow. */}
          <Button variant="ghost" onClick={onClose} className="max-sm:hidden">
            Close
          </Button>
          <Button variant="outline" onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
            {downloading ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Download aria-hidden="true" />
            )}
            {downloading ? 'Downloading…' : 'Download PDF'}
          </Button>
          <Button onClick={() => void save()} disabled={saving || updating} aria-busy={saving}>
            {saving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
            {saving ? 'Saving…' : 'Save to Dashboard'}
          </Button>
        </footer>
      </DialogContent>
    </Dialog>
  )
}
