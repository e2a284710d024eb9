import { Download, Eye, Save, Sparkles } from 'lucide-react'
import { useId, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

export const ENHANCED_VERSION_REASON = 'Available once the enhanced version exists'

export type LoginRequiredAction = 'save' | 'download'

interface ActionButtonProps {
  icon: ReactNode
  children: ReactNode
  /** Null when the button works; otherwise why it does not yet. */
  unavailableReason: string | null
  reasonId: string
  onClick?: () => void
  variant?: 'default' | 'outline'
}

/**
 * A button that stays focusable when it cannot act (aria-disabled rather than disabled), so keyboard and screen
 * reader users reach it and hear why, and pointer users see the reason as a tooltip and in the text below.
 */
function ActionButton({
  icon,
  children,
  unavailableReason,
  reasonId,
  onClick,
  variant = 'outline',
}: ActionButtonProps) {
  const unavailable = unavailableReason !== null
  return (
    <Button
      variant={variant}
      className="w-full justify-start"
      aria-disabled={unavailable || undefined}
      aria-describedby={unavailable ? reasonId : undefined}
      title={unavailableReason ?? undefined}
      onClick={unavailable ? undefined : onClick}
    >
      {icon}
      {children}
    </Button>
  )
}

interface EnhancedVersionCardProps {
  signedIn: boolean
  onLoginRequired: (action: LoginRequiredAction) => void
}

/**
 * SPEC §2 'Enhanced Version' card with Save to Dashboard, Download Enhanced Resume and View Enhanced Resume.
 * The enhanced version is not produced yet, so for a signed-in user the three wait for it; a visitor who
 * asks to save or download is first sent to sign in (SPEC §5 Detail page).
 */
export function EnhancedVersionCard({ signedIn, onLoginRequired }: EnhancedVersionCardProps) {
  const reasonId = useId()
  const waitingReason = signedIn ? ENHANCED_VERSION_REASON : null
  return (
    <Card data-testid="enhanced-version-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          Enhanced Version
        </CardTitle>
        <p className="w-fit rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          Not generated yet
        </p>
        <CardDescription>
          An improved copy of this resume will appear here, applying the fixes of the report: stronger opening verbs,
          tighter bullets, standard headings. It will keep every fact of your original and add none, and you will
          compare it with the original side by side before saving or downloading it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <ActionButton icon={<Eye aria-hidden="true" />} unavailableReason={ENHANCED_VERSION_REASON} reasonId={reasonId}>
          View Enhanced Resume
        </ActionButton>
        <ActionButton
          icon={<Download aria-hidden="true" />}
          unavailableReason={waitingReason}
          reasonId={reasonId}
          onClick={() => onLoginRequired('download')}
        >
          Download Enhanced Resume
        </ActionButton>
        <ActionButton
          icon={<Save aria-hidden="true" />}
          unavailableReason={waitingReason}
          reasonId={reasonId}
          onClick={() => onLoginRequired('save')}
        >
          Save to Dashboard
        </ActionButton>
        <p id={reasonId} className="mt-1 text-xs text-slate-600">
          {ENHANCED_VERSION_REASON}
          {signedIn ? '.' : '; saving and downloading also need an account.'}
        </p>
      </CardContent>
    </Card>
  )
}
