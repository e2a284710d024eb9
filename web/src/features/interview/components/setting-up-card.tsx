import { LoaderCircle } from 'lucide-react'

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ProgressBar } from '@/components/ui/progress-bar'

interface SettingUpCardProps {
  progress: number
  title: string
  /** The failed attempt that is waiting to be retried, with its reason. */
  retry: { attempt: number; of: number; reason: string; delaySeconds: number } | null
}

/** SPEC §2, §4 step 2: 'Setting up your interview...' with a bar that rises to 90% and shows 100% when ready. */
export function SettingUpCard({ progress, title, retry }: SettingUpCardProps) {
  return (
    <Card className="mx-auto w-full max-w-xl" data-testid="interview-setting-up">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary motion-reduce:animate-none" />
          Setting up your interview...
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ProgressBar value={progress} label="Interview setup progress" size="lg" />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {progress >= 100
            ? 'Ready. Your first question is coming up.'
            : `Planning the questions for your ${title} interview and preparing the interviewer's voice.`}
        </p>
        {retry ? (
          <p
            className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-strong ring-1 ring-warning-border"
            role="status"
          >
            {retry.reason} Trying again in {retry.delaySeconds} s (retry {retry.attempt} of {retry.of}).
          </p>
        ) : null}
      </CardContent>
    </Card>
  )
}
