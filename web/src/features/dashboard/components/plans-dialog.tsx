import { Check, Copy } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useReturnFocus } from '@/hooks/use-return-focus'
import { cn } from '@/lib/cn'

import { setPlanCommand, trialText } from '../storage'
import type { DashboardStats } from '../types'

interface PlanCardProps {
  name: string
  current: boolean
  storage: string
  description: string
}

function PlanCard({ name, current, storage, description }: PlanCardProps) {
  return (
    <li
      className={cn('grid gap-1.5 rounded-lg border p-4', current ? 'border-primary ring-1 ring-primary' : '')}
      data-testid={`plan-${name.toLowerCase()}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{name}</h3>
        {current ? (
          <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-900">Your plan</span>
        ) : null}
      </div>
      <p className="text-sm font-medium text-foreground">{storage}</p>
      <p className="text-sm text-muted-foreground">{description}</p>
    </li>
  )
}

interface PlansDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  stats: DashboardStats
  email: string
}

/**
 * What the two plans hold and how to move to Professional. Vitae takes no payments: an administrator of the
 * server changes the plan with a command, and the dialog says so rather than showing a checkout.
 */
export function PlansDialog({ open, onOpenChange, stats, email }: PlansDialogProps) {
  const [copied, setCopied] = useState(false)
  const headingId = useId()
  const returnFocus = useReturnFocus()
  const command = setPlanCommand(email)
  const limit = stats.storageInfo.limit

  async function copyCommand(): Promise<void> {
    try {
      await navigator.clipboard.writeText(command)
      setCopied(true)
    } catch {
      // No clipboard permission (or an insecure origin): the command stays selectable on screen.
      setCopied(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setCopied(false)
        onOpenChange(next)
      }}
    >
      <DialogContent {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Plans and upgrading</DialogTitle>
          <DialogDescription>
            Both plans include every feature. They differ in how many resumes your account can keep.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid min-w-0 gap-3 sm:grid-cols-2">
          <PlanCard
            name="Base"
            current={!stats.isPremium}
            storage={stats.isPremium ? 'A smaller resume limit' : `Up to ${limit} resumes`}
            description="The plan every account starts on."
          />
          <PlanCard
            name="Professional"
            current={stats.isPremium}
            storage={stats.isPremium ? `Up to ${limit} resumes` : 'A much larger resume limit'}
            description="For keeping a resume per application, with every version."
          />
        </ul>
        <p className="text-sm text-muted-foreground">
          You are on the <span className="font-semibold text-foreground">{stats.planName}</span> plan, using{' '}
          {stats.storageInfo.used} of {limit} resumes. {trialText(stats.trialDaysRemaining)}.
        </p>
        <section aria-labelledby={headingId} className="grid min-w-0 gap-2 rounded-lg bg-muted p-4">
          <h3 id={headingId} className="font-semibold">
            How to upgrade
          </h3>
          <p className="text-sm text-muted-foreground">
            There is no online payment in Vitae. The administrator of this server moves an account to Professional by
            running this command; your new limit applies as soon as they have.
          </p>
          <div className="flex items-center gap-2 rounded-md border bg-background py-1.5 pr-1.5 pl-3">
            <code className="min-w-0 flex-1 font-mono text-sm break-all" data-testid="set-plan-command">
              {command}
            </code>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void copyCommand()}
              aria-label={copied ? 'Command copied' : 'Copy command'}
            >
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </section>
      </DialogContent>
    </Dialog>
  )
}
