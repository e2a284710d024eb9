import { Check, Copy, ExternalLink, Mail } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useReturnFocus } from '@/hooks/use-return-focus'
import { cn } from '@/lib/cn'

import { trialText } from '../storage'
import { upgradeContact, upgradeRequest } from '../upgrade-request'
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
          <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
            Your plan
          </span>
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
 * What the two plans hold and how to ask for Professional. Vitae takes no payments: the people who run the site
 * move an account on request, so the dialog gives the request to send (and whom to send it to, when the server
 * names someone) rather than a checkout.
 */
export function PlansDialog({ open, onOpenChange, stats, email }: PlansDialogProps) {
  const [copied, setCopied] = useState(false)
  const headingId = useId()
  const returnFocus = useReturnFocus()
  const request = upgradeRequest(email)
  const contact = upgradeContact(stats.upgradeContact, email)
  const limit = stats.storageInfo.limit

  async function copyRequest(): Promise<void> {
    try {
      await navigator.clipboard.writeText(request)
      setCopied(true)
    } catch {
      // No clipboard permission (or an insecure origin): the request stays selectable on screen.
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
        <ul className="grid gap-3 sm:grid-cols-2">
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
        {stats.isPremium ? null : (
          <section aria-labelledby={headingId} className="grid gap-3 rounded-lg bg-muted p-4" data-testid="upgrade-how">
            <h3 id={headingId} className="font-semibold">
              How to get Professional
            </h3>
            <p className="text-sm text-muted-foreground">
              There is no online payment in Vitae. The people who run this site move accounts to Professional on
              request, and your new limit applies as soon as they have.{' '}
              {contact
                ? 'Send them this request:'
                : 'Ask whoever gave you access to Vitae (a career service, a school or an employer), with this request:'}
            </p>
            <blockquote
              className="rounded-md border bg-background px-3 py-2 text-sm text-foreground"
              data-testid="upgrade-request"
            >
              {request}
            </blockquote>
            <div className="flex flex-wrap gap-2">
              {contact ? (
                <Button asChild size="sm">
                  <a
                    href={contact.href}
                    {...(contact.kind === 'web' ? { target: '_blank', rel: 'noreferrer' } : {})}
                    data-testid="upgrade-contact"
                  >
                    {contact.kind === 'email' ? <Mail aria-hidden="true" /> : <ExternalLink aria-hidden="true" />}
                    {contact.label}
                  </a>
                </Button>
              ) : null}
              <Button size="sm" variant="outline" onClick={() => void copyRequest()}>
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied ? 'Request copied' : 'Copy request'}
              </Button>
            </div>
          </section>
        )}
      </DialogContent>
    </Dialog>
  )
}
