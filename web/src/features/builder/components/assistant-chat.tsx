import { Bot, LoaderCircle, Send, User } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { EngineNote } from '@/components/ui/engine-note'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'

import type { ChatMessage } from '../use-assistant'

export const SUGGESTION_CHIPS = [
  'Write a professional bio',
  'Format my phone number',
  'How to describe my experience',
] as const

interface AssistantChatProps {
  messages: ChatMessage[]
  pending: boolean
  onAsk: (question: string) => void
  onTweak: () => void
}

export function AssistantChat({ messages, pending, onAsk, onTweak }: AssistantChatProps) {
  const [question, setQuestion] = useState('')
  const logRef = useRef<HTMLDivElement>(null)
  const blank = !question.trim()

  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages.length])

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault()
    if (blank || pending) return
    onAsk(question)
    setQuestion('')
  }

  return (
    <section
      aria-labelledby="assistant-heading"
      className="grid content-start gap-3 self-start rounded-xl border bg-card p-4 shadow-sm lg:sticky lg:top-20"
    >
      <h2 id="assistant-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Bot aria-hidden="true" className="size-5 text-primary" />
        AI Assistant
      </h2>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Assistant conversation"
        tabIndex={0}
        data-testid="assistant-log"
        className="grid max-h-96 min-h-40 content-start gap-3 overflow-y-auto rounded-md bg-muted p-3"
      >
        {messages.map((message) => (
          <div
            key={message.id}
            data-testid={`chat-${message.type}`}
            className={cn('flex gap-2', message.type === 'user' ? 'justify-end' : 'justify-start')}
          >
            {message.type === 'ai' ? <Bot aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" /> : null}
            <div
              className={cn(
                'grid max-w-[85%] gap-2 rounded-lg px-3 py-2 text-sm whitespace-pre-wrap',
                message.type === 'user' ? 'bg-primary text-primary-foreground' : 'border bg-background text-foreground',
              )}
            >
              <span className="sr-only">{message.type === 'user' ? 'You:' : 'Assistant:'}</span>
              {message.content}
              {message.suggestion ? (
                <Button size="sm" variant="secondary" className="justify-self-start" onClick={onTweak}>
                  {message.suggestion}
                </Button>
              ) : null}
              <EngineNote
                engine={message.engine}
                fallbackReason={message.fallbackReason}
                className="whitespace-normal"
              />
            </div>
            {message.type === 'user' ? <User aria-hidden="true" className="mt-1 size-4 shrink-0" /> : null}
          </div>
        ))}
        {pending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Thinking...
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2" aria-label="Suggested questions" role="group">
        {SUGGESTION_CHIPS.map((chip) => (
          <Button key={chip} size="sm" variant="outline" disabled={pending} onClick={() => onAsk(chip)}>
            {chip}
          </Button>
        ))}
      </div>
      <form onSubmit={submit} className="flex gap-2">
        <Input
          aria-label="Ask the assistant"
          placeholder="Ask about your resume..."
          value={question}
          maxLength={2000}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <Button type="submit" disabled={blank || pending} aria-label="Send question">
          <Send aria-hidden="true" />
        </Button>
      </form>
    </section>
  )
}
