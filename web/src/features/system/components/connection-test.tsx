import { CircleCheck, CircleX, LoaderCircle, PlugZap } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'

import { CONNECTION_TEST_FAILED_MESSAGE, useTestAiConnection } from '../api/test-ai-connection'
import { connectionFacts } from '../connection-summary'

/** 'Test connection': one tiny request to the configured model, and what it found (or why it failed). */
export function ConnectionTest() {
  const test = useTestAiConnection()
  const report = test.data
  return (
    <div className="grid gap-3">
      <div>
        <Button variant="outline" onClick={() => test.mutate()} disabled={test.isPending}>
          {test.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <PlugZap aria-hidden="true" />
          )}
          {test.isPending ? 'Testing connection...' : 'Test connection'}
        </Button>
      </div>
      <div aria-live="polite" data-testid="connection-result">
        {test.isError ? (
          <p
            role="alert"
            className="rounded-lg bg-destructive-soft px-4 py-3 text-sm font-medium text-destructive-strong"
          >
            {errorMessage(test.error, CONNECTION_TEST_FAILED_MESSAGE)}
          </p>
        ) : report && !test.isPending ? (
          <div
            className={cn(
              'grid gap-3 rounded-lg px-4 py-3 text-sm ring-1',
              report.ok ? 'bg-success-soft ring-success-border' : 'bg-destructive-soft ring-destructive-border',
            )}
          >
            <p
              className={cn('flex gap-2 font-semibold', report.ok ? 'text-success-strong' : 'text-destructive-strong')}
            >
              {report.ok ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              )}
              {report.message}
            </p>
            <dl className="grid gap-x-4 gap-y-1 text-foreground sm:grid-cols-[max-content_1fr]">
              {connectionFacts(report).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-muted-foreground">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
    </div>
  )
}
