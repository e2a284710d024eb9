import { Eraser, LoaderCircle, Mic, MicOff, Plus, Send, Square } from 'lucide-react'
import { useId, type KeyboardEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'

import type { SpeechAvailability } from '../speech/speech-service'
import { SPEECH_UNAVAILABLE_REASONS, SPEECH_UNAVAILABLE_TITLE } from '../messages'
import { TEXTAREA_CLASS } from './field-styles'

interface ResponseCardProps {
  response: string
  interim: string
  typed: string
  onTypedChange: (text: string) => void
  onAddText: () => void
  onClear: () => void
  availability: SpeechAvailability
  listening: boolean
  /** The recording is with the server, being turned into text. */
  transcribing?: boolean
  onStartRecording: () => void
  onStopRecording: () => void
  onSend: () => void
  sending: boolean
  /** Sending and recording are closed: the interview is over or being completed. */
  closed: boolean
  alert: string | null
}

function SpeechUnavailable({ availability }: { availability: SpeechAvailability }) {
  if (availability.status !== 'unavailable') return null
  return (
    <div className="flex gap-3 rounded-lg bg-muted p-3 text-sm ring-1 ring-border" data-testid="speech-unavailable">
      <MicOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid gap-0.5">
        <p className="font-semibold text-foreground">{SPEECH_UNAVAILABLE_TITLE}</p>
        <p className="text-foreground">{SPEECH_UNAVAILABLE_REASONS[availability.reason]}</p>
      </div>
    </div>
  )
}

/**
 * SPEC §2 'Your Response': the answer as spoken (Start/Stop Recording) and typed ('Add Text'), then Send Response.
 * Typing works fully on its own; text still in the typing box is sent with the answer.
 */
export function ResponseCard({
  response,
  interim,
  typed,
  onTypedChange,
  onAddText,
  onClear,
  availability,
  listening,
  transcribing = false,
  onStartRecording,
  onStopRecording,
  onSend,
  sending,
  closed,
  alert,
}: ResponseCardProps) {
  const typedId = useId()
  const canRecord = availability.status === 'available' && !closed && !sending

  function addOnShortcut(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      onAddText()
    }
  }

  return (
    <Card data-testid="your-response">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>Your Response</CardTitle>
          {transcribing ? (
            <span className="inline-flex items-center gap-2 text-sm font-semibold text-foreground" role="status">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Transcribing your answer...
            </span>
          ) : listening ? (
            <span className="inline-flex items-center gap-2 text-sm font-semibold text-destructive" role="status">
              <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-destructive" />
              Recording
            </span>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SpeechUnavailable availability={availability} />
        <div className="flex flex-wrap gap-3">
          {listening ? (
            // Separate keys: one button turning into the other would fade its colours through an unreadable mix.
            <Button key="stop" variant="destructive" onClick={onStopRecording} disabled={transcribing}>
              <Square aria-hidden="true" />
              Stop Recording
            </Button>
          ) : (
            <Button key="start" variant="secondary" onClick={onStartRecording} disabled={!canRecord}>
              <Mic aria-hidden="true" />
              Start Recording
            </Button>
          )}
          <Button variant="ghost" onClick={onClear} disabled={!response || sending || listening}>
            <Eraser aria-hidden="true" />
            Clear response
          </Button>
        </div>
        <div
          role="region"
          aria-label="Response transcript"
          aria-live="polite"
          data-testid="response-transcript"
          className={cn(
            'min-h-28 rounded-lg border bg-muted p-3 text-sm leading-relaxed whitespace-pre-wrap',
            listening && 'border-destructive-border ring-2 ring-destructive-soft',
          )}
        >
          {response || interim ? (
            <>
              {response}
              {interim ? (
                <span className="text-muted-foreground italic">
                  {response ? ' ' : ''}
                  {interim}
                </span>
              ) : null}
            </>
          ) : (
            <span className="text-muted-foreground">Your answer appears here as you speak or add text.</span>
          )}
        </div>
        <div className="grid gap-2">
          <label htmlFor={typedId} className="text-sm font-medium">
            Type your answer
          </label>
          <textarea
            id={typedId}
            rows={4}
            value={typed}
            disabled={closed}
            onChange={(event) => onTypedChange(event.target.value)}
            onKeyDown={addOnShortcut}
            placeholder="Type here, then Add Text (Ctrl+Enter) or send it straight away."
            className={cn(TEXTAREA_CLASS, 'resize-y')}
          />
          <div>
            <Button variant="outline" size="sm" onClick={onAddText} disabled={closed || !typed.trim()}>
              <Plus aria-hidden="true" />
              Add Text
            </Button>
          </div>
        </div>
        {alert ? (
          <p
            role="alert"
            className="rounded-md bg-destructive-soft px-3 py-2 text-sm font-medium text-destructive-strong"
            data-testid="response-alert"
          >
            {alert}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="justify-end">
        <Button onClick={onSend} disabled={closed || sending} className="w-full sm:w-auto">
          {sending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          {sending ? 'Sending...' : 'Send Response'}
        </Button>
      </CardFooter>
    </Card>
  )
}
