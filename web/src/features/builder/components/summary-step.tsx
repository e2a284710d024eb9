import { Lightbulb } from 'lucide-react'

import { TextAreaField } from './fields'

/** Sentences as a reader counts them: runs of text ended by ., ! or ? (or the end of the text). */
export function sentenceCount(text: string): number {
  return text.split(/[.!?]+(?:\s+|$)/).filter((part) => part.trim()).length
}

interface SummaryStepProps {
  content: string
  onChange: (content: string) => void
}

export function SummaryStep({ content, onChange }: SummaryStepProps) {
  const sentences = sentenceCount(content)
  return (
    <div className="grid gap-3">
      <TextAreaField
        label="Professional Summary"
        rows={6}
        value={content}
        onValueChange={onChange}
        placeholder="Experienced software engineer with..."
      />
      <p
        className="flex items-start gap-2 rounded-md bg-secondary p-3 text-sm text-secondary-foreground"
        data-testid="summary-tip"
      >
        <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Tip: keep your summary to 3 to 5 sentences: who you are, your key strengths and what you are looking for.
          {sentences > 0 ? ` You have ${sentences} ${sentences === 1 ? 'sentence' : 'sentences'}.` : ''}
        </span>
      </p>
    </div>
  )
}
