import { PencilRuler, TriangleAlert } from 'lucide-react'

import { Button } from '@/components/ui/button'

import type { UncertainSection } from '../types'

interface UncertainSectionsProps {
  sections: readonly UncertainSection[]
  /** Opens the parsed resume in the builder, where the person corrects its structure. */
  onFix: () => void
}

/**
 * The sections Vitae could not read with confidence, each with why. They are kept as written in the enhanced
 * version and every download; the builder is where their structure is put right, and that becomes the source.
 */
export function UncertainSections({ sections, onFix }: UncertainSectionsProps) {
  if (sections.length === 0) return null
  return (
    <section
      aria-labelledby="uncertain-sections-heading"
      className="grid gap-2 rounded-lg border border-warning-border bg-warning-soft p-3"
      data-testid="uncertain-sections"
    >
      <h3 id="uncertain-sections-heading" className="flex items-center gap-2 text-sm font-semibold text-warning-strong">
        <TriangleAlert aria-hidden="true" className="size-4 text-warning" />
        Not sure how to read {sections.length === 1 ? 'one section' : `${sections.length} sections`}
      </h3>
      <p className="text-xs text-warning-strong">
        Kept exactly as you wrote {sections.length === 1 ? 'it' : 'them'} in the enhanced version and every download.
        Check the structure in the builder to have {sections.length === 1 ? 'it' : 'them'} improved too.
      </p>
      <ul className="grid gap-2">
        {sections.map((section) => (
          <li
            key={`${section.heading}-${section.reason}`}
            data-reason={section.reason}
            className="grid gap-0.5 text-sm"
          >
            <p className="font-medium break-words text-warning-strong">{section.heading}</p>
            <p className="text-warning-strong">{section.message}</p>
          </li>
        ))}
      </ul>
      <Button size="sm" variant="outline" className="w-fit" onClick={onFix}>
        <PencilRuler aria-hidden="true" />
        Fix in the builder
      </Button>
    </section>
  )
}
