import { PenLine } from 'lucide-react'
import { Link } from 'wouter'

import { Button } from '@/components/ui/button'

/** SPEC §2: Create New goes to the Resume Builder. */
export function CreateNewTab() {
  return (
    <div className="grid justify-items-center gap-4 rounded-lg border border-dashed px-6 py-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <PenLine aria-hidden="true" className="size-6" />
      </span>
      <p className="max-w-sm text-sm text-muted-foreground">
        Build a resume from scratch in six guided steps, with an AI assistant and a live ATS score as you write.
      </p>
      <Button asChild>
        <Link href="/builder">Open the Resume Builder</Link>
      </Button>
    </div>
  )
}
