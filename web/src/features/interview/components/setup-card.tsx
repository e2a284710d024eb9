import { Eye, LoaderCircle, Play } from 'lucide-react'
import type { FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { cn } from '@/lib/cn'
import {
  DIFFICULTIES,
  DURATIONS,
  EXPERIENCE_LEVELS,
  INTERVIEW_TYPES,
  MAX_JOB_TITLE_LENGTH,
  autoDescription,
  canPreview,
  canStart,
  type InterviewSetupValues,
} from '@/lib/interview-preferences'

import type { InterviewResume } from '../types'
import { TEXTAREA_CLASS } from './field-styles'
import { ResumeContextField } from './resume-context-field'

const TYPE_HINTS: Record<string, string> = {
  Technical: 'Concepts, design and problem solving for the role.',
  Behavioral: 'Stories of your past work, best told as Situation, Task, Action and Result.',
  Mixed: 'Both: know-how questions and stories of your past work.',
}

// Difficulty picks the questions (the bank's level of each, and how the posting's skills are asked about).
const DIFFICULTY_HINTS: Record<string, string> = {
  Standard: 'Core questions: how you have used the skills of the role.',
  Advanced: 'Harder questions: real problems you solved and the trade-offs you weighed.',
  Expert: 'The hardest questions: scale, failure and design under pressure.',
}

interface SetupCardProps {
  values: InterviewSetupValues
  onChange: (values: InterviewSetupValues) => void
  resume: InterviewResume | null
  onResumeChange: (resume: InterviewResume | null) => void
  onResumeBusyChange: (busy: boolean) => void
  preparing: boolean
  /** Why the last Start did not go through (SPEC §5 messages), per field and for the form. */
  formError: string | null
  fieldErrors: Partial<Record<'jobType' | 'jobDescription', string>>
  onPreview: () => void
  onStart: () => void
}

/** SPEC §2 'Interview Setup': type, level, title, description, resume, duration and difficulty. */
export function SetupCard({
  values,
  onChange,
  resume,
  onResumeChange,
  onResumeBusyChange,
  preparing,
  formError,
  fieldErrors,
  onPreview,
  onStart,
}: SetupCardProps) {
  const set = <Field extends keyof InterviewSetupValues>(field: Field, value: InterviewSetupValues[Field]): void =>
    onChange({ ...values, [field]: value })
  const generated =
    values.experienceLevel && values.jobType.trim() && values.interviewType
      ? autoDescription(values.experienceLevel, values.jobType, values.interviewType)
      : null

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault()
    onStart()
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Interview Setup</CardTitle>
        <CardDescription>Tell the interviewer about the job; the questions follow your choices.</CardDescription>
      </CardHeader>
      <form onSubmit={submit} noValidate aria-label="Interview setup">
        <CardContent className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Interview type"
              hint={values.interviewType ? TYPE_HINTS[values.interviewType] : undefined}
            >
              {(control) => (
                <NativeSelect
                  {...control}
                  value={values.interviewType}
                  onChange={(event) =>
                    set('interviewType', event.target.value as InterviewSetupValues['interviewType'])
                  }
                >
                  <option value="">Select interview type</option>
                  {INTERVIEW_TYPES.map((type) => (
                    <option key={type}>{type}</option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Experience level">
              {(control) => (
                <NativeSelect
                  {...control}
                  value={values.experienceLevel}
                  onChange={(event) =>
                    set('experienceLevel', event.target.value as InterviewSetupValues['experienceLevel'])
                  }
                >
                  <option value="">Select experience level</option>
                  {EXPERIENCE_LEVELS.map((level) => (
                    <option key={level}>{level}</option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
          <FormField label="Job title" error={fieldErrors.jobType}>
            {(control) => (
              <Input
                {...control}
                value={values.jobType}
                maxLength={MAX_JOB_TITLE_LENGTH}
                placeholder="e.g. Software Engineer"
                autoComplete="organization-title"
                onChange={(event) => set('jobType', event.target.value)}
              />
            )}
          </FormField>
          <FormField
            label="Job description (optional)"
            error={fieldErrors.jobDescription}
            hint={
              generated
                ? `Paste the posting for questions on its skills. Left empty, the interview uses “${generated}”.`
                : 'Paste the posting for questions on its skills.'
            }
          >
            {(control) => (
              <textarea
                {...control}
                rows={5}
                value={values.jobDescription}
                placeholder={generated ?? 'Paste the job posting here'}
                onChange={(event) => set('jobDescription', event.target.value)}
                className={cn(TEXTAREA_CLASS, 'min-h-28 resize-y')}
              />
            )}
          </FormField>
          <ResumeContextField resume={resume} onChange={onResumeChange} onBusyChange={onResumeBusyChange} />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Duration">
              {(control) => (
                <NativeSelect
                  {...control}
                  value={String(values.duration)}
                  onChange={(event) => set('duration', Number(event.target.value))}
                >
                  {DURATIONS.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {minutes} minutes
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Difficulty" hint={values.difficulty ? DIFFICULTY_HINTS[values.difficulty] : undefined}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={values.difficulty}
                  onChange={(event) => set('difficulty', event.target.value as InterviewSetupValues['difficulty'])}
                >
                  <option value="">Select difficulty</option>
                  {DIFFICULTIES.map((difficulty) => (
                    <option key={difficulty}>{difficulty}</option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
          {formError ? (
            <p
              role="alert"
              className="rounded-md bg-destructive-soft px-3 py-2 text-sm font-medium text-destructive-strong"
              data-testid="setup-error"
            >
              {formError}
            </p>
          ) : null}
        </CardContent>
        <CardFooter>
          <div className="flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onPreview} disabled={!canPreview(values)}>
              <Eye aria-hidden="true" />
              Preview Interview
            </Button>
            <Button type="submit" disabled={!canStart(values, preparing)}>
              {preparing ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Play aria-hidden="true" />}
              {preparing ? 'Preparing Interview...' : 'Start Interview'}
            </Button>
          </div>
        </CardFooter>
      </form>
    </Card>
  )
}
