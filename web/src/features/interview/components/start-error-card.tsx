import { CircleAlert, RotateCcw } from 'lucide-react'
import { Link } from 'wouter'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'

import { ERROR_TITLE } from '../messages'

/** SPEC §2: the card titled 'Error' once the automatic retries are spent, with 'Retry' and the way back. */
export function StartErrorCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card className="mx-auto w-full max-w-xl border-destructive-border" data-testid="interview-error">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive-strong">
          <CircleAlert aria-hidden="true" className="size-5" />
          {ERROR_TITLE}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p role="alert" className="text-sm text-foreground">
          {message}
        </p>
      </CardContent>
      <CardFooter>
        <div className="flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" asChild>
            <Link href="/interview-prep">Return to Interview Prep</Link>
          </Button>
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Retry
          </Button>
        </div>
      </CardFooter>
    </Card>
  )
}
