import { Plus, Trash2 } from 'lucide-react'

import { Button } from '@/components/ui/button'

import { emptyEducationItem, emptyItem, type BuilderItem, type ItemSectionId } from '../builder-data'
import { canRemoveEntry, removeEntry, replaceAt } from '../list-rules'
import { TextAreaField, TextField } from './fields'
import { LineList } from './line-list'
import { useFocusAfterAdd } from './use-focus-after-add'

interface ItemLabels {
  entry: string
  title: string
  subtitle: string
  date: string
  bullets: string
}

const LABELS: Record<ItemSectionId, ItemLabels> = {
  'work-experience': {
    entry: 'Job',
    title: 'Job Title',
    subtitle: 'Company',
    date: 'Dates',
    bullets: 'Achievements',
  },
  education: { entry: 'Education', title: 'Degree', subtitle: 'Institution', date: 'Dates', bullets: 'Highlights' },
  projects: {
    entry: 'Project or Certification',
    title: 'Project or Certification Name',
    subtitle: 'Organization or Issuer',
    date: 'Date',
    bullets: 'Highlights',
  },
}

interface ItemsStepProps {
  sectionId: ItemSectionId
  items: BuilderItem[]
  onChange: (items: BuilderItem[]) => void
}

export function ItemsStep({ sectionId, items, onChange }: ItemsStepProps) {
  const labels = LABELS[sectionId]
  const focus = useFocusAfterAdd()
  const removable = canRemoveEntry(items.length)
  const setItem = (index: number, item: BuilderItem) => onChange(replaceAt(items, index, item))
  return (
    <div className="grid gap-6">
      {items.map((item, index) => {
        const entryName = `${labels.entry} ${index + 1}`
        return (
          <fieldset key={index} className="grid gap-4 rounded-lg border p-4" data-testid="builder-entry">
            <div className="flex items-center justify-between gap-2">
              <legend className="text-base font-semibold">{entryName}</legend>
              <Button
                variant="ghost"
                size="sm"
                disabled={!removable}
                title={removable ? undefined : 'At least one entry is kept'}
                aria-label={`Remove ${entryName}`}
                onClick={() => onChange(removeEntry(items, index))}
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={labels.title}
                value={item.title}
                onValueChange={(title) => setItem(index, { ...item, title })}
              />
              <TextField
                label={labels.subtitle}
                value={item.subtitle}
                onValueChange={(subtitle) => setItem(index, { ...item, subtitle })}
              />
              <TextField
                label={labels.date}
                value={item.date}
                placeholder="Jan 2020 - Present"
                onValueChange={(date) => setItem(index, { ...item, date })}
              />
            </div>
            <TextAreaField
              label="Description"
              rows={3}
              value={item.description}
              onValueChange={(description) => setItem(index, { ...item, description })}
            />
            <div className="grid gap-2">
              <p className="text-sm font-medium" id={`${sectionId}-${index}-bullets`}>
                {labels.bullets}
              </p>
              <LineList
                lines={item.bullets}
                onChange={(bullets) => setItem(index, { ...item, bullets })}
                lineLabel={(position) => `${entryName} ${labels.bullets.toLowerCase()} ${position + 1}`}
                removeLabel={(position) => `Remove ${entryName} bullet ${position + 1}`}
                addLabel={`Add bullet to ${entryName}`}
                focus={focus}
                idPrefix={[index, 'bullet']}
                labelledBy={`${sectionId}-${index}-bullets`}
              />
            </div>
          </fieldset>
        )
      })}
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => onChange([...items, sectionId === 'education' ? emptyEducationItem() : emptyItem()])}
      >
        <Plus aria-hidden="true" />
        Add {labels.entry}
      </Button>
    </div>
  )
}
