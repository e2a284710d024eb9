import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search } from 'lucide-react'
import { useId } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'

import { NATURAL_DIRECTION, type ResumeListView, type ScoreBandFilter, type SortKey } from '../resume-list'

const BAND_OPTIONS: { value: ScoreBandFilter; label: string }[] = [
  { value: 'all', label: 'All scores' },
  { value: 'good', label: 'Excellent (80+)' },
  { value: 'fair', label: 'Good (70 to 79)' },
  { value: 'poor', label: 'Needs Improvement (below 70)' },
]

const SORT_OPTIONS: { value: SortKey; label: string }[] = [
  { value: 'updated', label: 'Last updated' },
  { value: 'score', label: 'ATS score' },
  { value: 'title', label: 'Title' },
]

interface ResumeListToolbarProps {
  view: ResumeListView
  onChange: (view: ResumeListView) => void
}

/** Filter by text and score band, order by last update, score or title, either way round. */
export function ResumeListToolbar({ view, onChange }: ResumeListToolbarProps) {
  const id = useId()
  const ascending = view.direction === 'ascending'
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end" data-testid="resume-list-toolbar">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-query`}>Search</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-query`}
            type="search"
            className="pl-9"
            placeholder="Title, name or industry"
            value={view.query}
            onChange={(event) => onChange({ ...view, query: event.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-band`}>Score</Label>
        <NativeSelect
          id={`${id}-band`}
          value={view.band}
          onChange={(event) => onChange({ ...view, band: event.target.value as ScoreBandFilter })}
        >
          {BAND_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <div className="flex gap-2">
          <NativeSelect
            id={`${id}-sort`}
            className="flex-1"
            value={view.sort}
            onChange={(event) => {
              const sort = event.target.value as SortKey
              onChange({ ...view, sort, direction: NATURAL_DIRECTION[sort] })
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <Button
            variant="outline"
            size="icon"
            aria-label={ascending ? 'Ascending order: switch to descending' : 'Descending order: switch to ascending'}
            title={ascending ? 'Ascending' : 'Descending'}
            data-direction={view.direction}
            onClick={() => onChange({ ...view, direction: ascending ? 'descending' : 'ascending' })}
          >
            {ascending ? <ArrowUpNarrowWide aria-hidden="true" /> : <ArrowDownWideNarrow aria-hidden="true" />}
          </Button>
        </div>
      </div>
    </div>
  )
}
