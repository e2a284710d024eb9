import {
  ArrowLeft,
  ArrowRight,
  Braces,
  Eye,
  FilePlus2,
  FileDown,
  LoaderCircle,
  Save,
  Sparkles,
  Upload,
} from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'wouter'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { ProgressBar } from '@/components/ui/progress-bar'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useMediaQuery } from '@/hooks/use-media-query'
import { toast } from '@/hooks/use-toast'
import { ApiError } from '@/lib/api-client'
import { detailFileName } from '@/lib/download-file-names'
import { saveFile } from '@/lib/save-file'

import { generatePdf, saveBuilder, useBuilderTemplates, type Paper } from '../api/builder-api'
import { useBuilderScore } from '../api/builder-score'
import {
  categoriesOf,
  isSectionEmpty,
  itemsOf,
  SECTION_TITLES,
  summaryOf,
  withSection,
  type ItemSectionId,
  type SectionId,
} from '../builder-data'
import { toJsonResume } from '../json-resume'
import { nextStep, previousStep, progressLabel, stepProgress, STEPS, type StepId } from '../steps'
import { useAssistant } from '../use-assistant'
import { useBuilderDraft } from '../use-builder-draft'
import { AssistantChat } from './assistant-chat'
import type { BuilderDialog } from './builder-dialogs'
import { TextField } from './fields'
import { ItemsStep } from './items-step'
import { LivePreview } from './live-preview'
import { PersonalInfoStep } from './personal-info-step'
import { ScorePill } from './score-pill'
import { SkillsStep } from './skills-step'
import { SummaryStep } from './summary-step'

const BuilderDialogs = lazy(() => import('./builder-dialogs'))

const ITEM_SECTIONS: readonly ItemSectionId[] = ['work-experience', 'education', 'projects']
const DEFAULT_TEMPLATE = 'classic'
/** From this width the resume is shown beside the steps; narrower screens open it in the Preview dialog. */
export const SIDE_PREVIEW_QUERY = '(min-width: 1200px)'

function isItemSection(id: StepId): id is ItemSectionId {
  return (ITEM_SECTIONS as readonly string[]).includes(id)
}

interface BuilderScreenProps {
  /** The signed-in user's id, or null: drafts are kept per account, and saving needs one. */
  userId: string | null
}

export function BuilderScreen({ userId }: BuilderScreenProps) {
  const [, navigate] = useLocation()
  const signedIn = userId !== null
  const { draft, update, setData, reset } = useBuilderDraft(userId)
  const data = draft.resumeData
  const assistant = useAssistant(data, setData)
  const templates = useBuilderTemplates()
  const [template, setTemplate] = useState('')
  const [paper, setPaper] = useState<Paper>('letter')
  const [dialog, setDialogState] = useState<BuilderDialog | null>(null)
  // The dialogs' module stays mounted once loaded, so a closing dialog can hand focus back.
  const [dialogsLoaded, setDialogsLoaded] = useState(false)
  const setDialog = (next: BuilderDialog | null): void => {
    if (next) setDialogsLoaded(true)
    setDialogState(next)
  }
  const [exporting, setExporting] = useState(false)
  const [saving, setSaving] = useState(false)

  const liveScore = useBuilderScore(data)
  const sidePreview = useMediaQuery(SIDE_PREVIEW_QUERY)
  const templateList = templates.data ?? []
  const chosenTemplate = template || templateList[0]?.id || DEFAULT_TEMPLATE
  const templateName = templateList.find((item) => item.id === chosenTemplate)?.name ?? chosenTemplate
  const step = STEPS[draft.step] ?? STEPS[0]!
  const title = draft.title.trim() || (data.personalInfo.name.trim() ? `${data.personalInfo.name.trim()} Resume` : '')

  async function exportPdf(): Promise<void> {
    setExporting(true)
    try {
      const blob = await generatePdf(data, title, { template: chosenTemplate, paper })
      saveFile(blob, detailFileName({ name: data.personalInfo.name, title }))
      toast({ title: 'PDF Exported', description: 'Your resume PDF has been downloaded.', variant: 'success' })
    } catch {
      toast({
        title: 'Export Failed',
        description: 'Could not generate PDF. Please try again.',
        variant: 'destructive',
      })
    } finally {
      setExporting(false)
    }
  }

  async function save(): Promise<void> {
    if (!signedIn) {
      setDialog('sign-in')
      return
    }
    setSaving(true)
    try {
      const saved = await saveBuilder(data, title, liveScore.score?.overallScore ?? null, draft.resumeId)
      update({ resumeId: saved.id })
      toast({
        title: 'Resume Saved',
        description:
          saved.overallScore === null
            ? 'Saved to your dashboard.'
            : `Saved to your dashboard with an ATS score of ${saved.overallScore}.`,
        variant: 'success',
      })
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast({
          title: 'Authentication Required',
          description: 'Please log in to save your resume.',
          variant: 'destructive',
        })
        setDialog('sign-in')
      } else {
        toast({
          title: 'Save Failed',
          description: 'Could not save your resume. Please try again.',
          variant: 'destructive',
        })
      }
    } finally {
      setSaving(false)
    }
  }

  function exportJson(): void {
    const blob = new Blob([JSON.stringify(toJsonResume(data), null, 2)], { type: 'application/json' })
    saveFile(blob, detailFileName({ name: data.personalInfo.name, title }, 'json'))
  }

  function enhanceButton(sectionId: SectionId) {
    const empty = isSectionEmpty(data, sectionId)
    return (
      <Button
        variant="secondary"
        size="sm"
        disabled={empty || assistant.pending}
        title={empty ? 'Write something in this section first' : undefined}
        onClick={() => void assistant.enhance(sectionId)}
      >
        {assistant.pending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Sparkles aria-hidden="true" />
        )}
        Enhance with AI
      </Button>
    )
  }

  function stepEditor(id: StepId) {
    if (id === 'personal-info')
      return (
        <PersonalInfoStep
          info={data.personalInfo}
          onChange={(personalInfo) => setData((current) => ({ ...current, personalInfo }))}
        />
      )
    if (id === 'professional-summary')
      return (
        <SummaryStep
          content={summaryOf(data)}
          onChange={(content) => setData((current) => withSection(current, 'professional-summary', { content }))}
        />
      )
    if (id === 'skills')
      return (
        <SkillsStep
          categories={categoriesOf(data)}
          onChange={(categories) => setData((current) => withSection(current, 'skills', { categories }))}
        />
      )
    if (isItemSection(id))
      return (
        <ItemsStep
          sectionId={id}
          items={itemsOf(data, id)}
          onChange={(items) => setData((current) => withSection(current, id, { items }))}
        />
      )
    return null
  }

  const assistantChat = (
    <AssistantChat
      messages={assistant.messages}
      pending={assistant.pending}
      onAsk={(question) => void assistant.ask(question)}
      onTweak={() => navigate(draft.resumeId ? `/editor/${draft.resumeId}` : '/editor')}
    />
  )

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ScorePill live={liveScore} />
        <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Resume actions">
          <Button variant="outline" size="sm" onClick={() => setDialog('upload')}>
            <Upload aria-hidden="true" />
            Upload
          </Button>
          <Button variant="outline" size="sm" onClick={() => setDialog('reset')}>
            <FilePlus2 aria-hidden="true" />
            New
          </Button>
          {sidePreview ? null : (
            <Button variant="outline" size="sm" onClick={() => setDialog('preview')}>
              <Eye aria-hidden="true" />
              Preview
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={() => void exportPdf()} disabled={exporting}>
            {exporting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <FileDown aria-hidden="true" />}
            Export PDF
          </Button>
          <Button variant="outline" size="sm" onClick={exportJson}>
            <Braces aria-hidden="true" />
            Export JSON Resume
          </Button>
          <Button size="sm" onClick={() => void save()} disabled={saving}>
            {saving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
            Save to Dashboard
          </Button>
        </div>
      </div>

      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField
          label="Resume Title"
          value={draft.title}
          placeholder={title || 'My Resume'}
          onValueChange={(value) => update({ title: value })}
        />
        <FormField label="Template" hint={templateList.find((item) => item.id === chosenTemplate)?.description}>
          {(control) => (
            <NativeSelect {...control} value={chosenTemplate} onChange={(event) => setTemplate(event.target.value)}>
              {(templateList.length > 0
                ? templateList
                : [{ id: DEFAULT_TEMPLATE, name: 'Classic', description: '' }]
              ).map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Paper">
          {(control) => (
            <NativeSelect {...control} value={paper} onChange={(event) => setPaper(event.target.value as Paper)}>
              <option value="letter">Letter</option>
              <option value="a4">A4</option>
            </NativeSelect>
          )}
        </FormField>
      </div>

      <div
        className={
          sidePreview
            ? 'grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-6'
            : 'grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]'
        }
      >
        <div className="grid min-w-0 content-start gap-4">
          <div className="grid gap-2">
            <div className="flex justify-between text-sm font-medium">
              <span data-testid="builder-progress">{progressLabel(draft.step)}</span>
              <span>{step.label}</span>
            </div>
            <ProgressBar
              value={stepProgress(draft.step)}
              label="Builder progress"
              valueText={progressLabel(draft.step)}
            />
          </div>
          <Tabs
            defaultValue={STEPS[0]!.id}
            value={step.id}
            onValueChange={(value) =>
              update({
                step: Math.max(
                  0,
                  STEPS.findIndex((item) => item.id === value),
                ),
              })
            }
          >
            <TabsList
              aria-label="Builder steps"
              className={
                // Beside the preview the steps have half the width: three a row, as on a tablet.
                sidePreview
                  ? 'h-auto grid-flow-row grid-cols-3'
                  : 'h-auto grid-flow-row grid-cols-2 sm:grid-cols-3 lg:grid-flow-col lg:grid-cols-none'
              }
            >
              {STEPS.map((item, index) => (
                <TabsTrigger key={item.id} value={item.id} className="min-h-9 py-1 text-xs sm:text-sm">
                  {index + 1}. {item.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {STEPS.map((item) => (
              <TabsContent key={item.id} value={item.id} className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-xl font-semibold">
                    {item.id === 'personal-info' ? item.label : SECTION_TITLES[item.id]}
                  </h2>
                  {item.id === 'personal-info' ? null : enhanceButton(item.id)}
                </div>
                {stepEditor(item.id)}
              </TabsContent>
            ))}
          </Tabs>
          <div className="flex justify-between">
            <Button variant="outline" onClick={() => update({ step: previousStep(draft.step) })}>
              <ArrowLeft aria-hidden="true" />
              Previous
            </Button>
            <Button onClick={() => update({ step: nextStep(draft.step) })}>
              Next
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
          {sidePreview ? assistantChat : null}
        </div>
        {sidePreview ? (
          <LivePreview data={data} options={{ template: chosenTemplate, paper }} templateName={templateName} />
        ) : (
          assistantChat
        )}
      </div>

      {dialogsLoaded ? (
        <Suspense fallback={dialog ? <Spinner label="Loading" /> : null}>
          <BuilderDialogs
            open={dialog}
            onOpenChange={setDialog}
            data={data}
            renderOptions={{ template: chosenTemplate, paper }}
            templateName={templateName}
            onLoaded={(loaded, fileName) => {
              update({ resumeData: loaded, step: 0 })
              setDialog(null)
              toast({
                title: 'Resume Imported',
                description: `${fileName} was loaded into the builder.`,
                variant: 'success',
              })
            }}
            onReset={() => {
              reset()
              setDialog(null)
            }}
            onSignIn={() => navigate(`/auth?next=${encodeURIComponent('/builder')}`)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
