import { Plus, Trash2, X } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

import { emptyEducationItem, emptyItem, type BuilderItem, type ItemSectionId } from '../builder-data'
import { canRemoveEntry, removeBullet, removeEntry, replaceAt } from '../list-rules'
import { TextAreaField, TextField } from './fields'
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
              <ul className="grid gap-2" aria-labelledby={`${sectionId}-${index}-bullets`}>
                {item.bullets.map((bullet, bulletIndex) => (
                  <li key={bulletIndex} className="flex items-center gap-2">
                    <Input
                      id={focus.idFor(index, 'bullet', bulletIndex)}
                      aria-label={`${entryName} ${labels.bullets.toLowerCase()} ${bulletIndex + 1}`}
                      value={bullet}
                      onChange={(event) =>
                        setItem(index, { ...item, bullets: replaceAt(item.bullets, bulletIndex, event.target.value) })
                      }
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${entryName} bullet ${bulletIndex + 1}`}
                      onClick={() => setItem(index, removeBullet(item, bulletIndex))}
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
                  setItem(index, { ...item, bullets: [...item.bullets, ''] })
                  focus.focusLater(focus.idFor(index, 'bullet', item.bullets.length))
                }}
              >
                <Plus aria-hidden="true" />
                Add bullet to {entryName}
              </Button>
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
