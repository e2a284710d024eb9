import { Plus, X } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

import { removeString, replaceAt } from '../list-rules'
import type { useFocusAfterAdd } from './use-focus-after-add'

interface LineListProps {
  lines: string[]
  onChange: (lines: string[]) => void
  /** What one line is, for the labels: 'Job 1 achievements 3', 'Remove Job 1 bullet 3'. */
  lineLabel: (position: number) => string
  removeLabel: (position: number) => string
  addLabel: string
  /** Names the inputs so that a new line takes the cursor: `focus.idFor(...prefix, position)`. */
  focus: ReturnType<typeof useFocusAfterAdd>
  idPrefix: (string | number)[]
  /** The list's accessible name: the id of a visible label, or the name itself. */
  labelledBy?: string
  label?: string
  className?: string
}

/**
 * An editable list of one-line texts (a job's bullets, a category's skills): remove any line (the last one is
 * cleared instead, so there is always a field), and add one, which takes the cursor.
 */
export function LineList({
  lines,
  onChange,
  lineLabel,
  removeLabel,
  addLabel,
  focus,
  idPrefix,
  labelledBy,
  label,
  className = 'grid gap-2',
}: LineListProps) {
  return (
    <>
      <ul className={className} aria-labelledby={labelledBy} aria-label={label}>
        {lines.map((line, position) => (
          <li key={position} className="flex items-center gap-2">
            <Input
              id={focus.idFor(...idPrefix, position)}
              aria-label={lineLabel(position)}
              value={line}
              onChange={(event) => onChange(replaceAt(lines, position, event.target.value))}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={removeLabel(position)}
              onClick={() => onChange(removeString(lines, position))}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => {
          onChange([...lines, ''])
          focus.focusLater(focus.idFor(...idPrefix, lines.length))
        }}
      >
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </>
  )
}
