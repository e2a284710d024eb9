import { Cpu, Info, Sparkles } from 'lucide-react'

import { useModelName } from '@/hooks/use-model-name'
import { cn } from '@/lib/cn'

export const MODEL_ENGINE = 'openai'

/** Which engine made an answer, as the API names it; absent in answers from before engines were named. */
export interface EngineAttribution {
  engine?: string
  fallbackReason?: string
}

/** The sentence the note says, for the engine (and model name) given. */
export function engineNoteText({ engine, fallbackReason }: EngineAttribution, model: string): string {
  if (engine === MODEL_ENGINE) return model ? `Written by ${model}` : 'Written by the configured model'
  if (fallbackReason) {
    return 'The configured model did not answer in time or correctly, so the offline engine wrote this'
  }
  return 'Written by the offline engine'
}

interface EngineNoteProps extends EngineAttribution {
  className?: string
}

/**
 * A small muted line naming the engine behind an AI answer: the configured model, the offline engine, or the
 * offline engine standing in for a model that failed, with the reason one click away. Nothing for answers that
 * name no engine.
 */
export function EngineNote({ engine, fallbackReason, className }: EngineNoteProps) {
  const model = useModelName(engine)
  if (!engine) return null
  const text = engineNoteText({ engine, fallbackReason }, model)
  const Icon = engine === MODEL_ENGINE ? Sparkles : fallbackReason ? Info : Cpu
  return (
    <div
      data-slot="engine-note"
      data-engine={engine}
      className={cn('flex flex-wrap items-start gap-x-1.5 gap-y-1 text-xs text-muted-foreground', className)}
    >
      <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>{text}.</span>
      {engine !== MODEL_ENGINE && fallbackReason ? (
        <details className="basis-full pl-5">
          <summary className="w-fit cursor-pointer rounded-sm underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            Why?<span className="sr-only"> The reason the offline engine answered</span>
          </summary>
          <p className="mt-1">{fallbackReason}</p>
        </details>
      ) : null}
    </div>
  )
}
