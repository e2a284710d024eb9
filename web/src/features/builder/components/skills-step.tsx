import { Plus, Trash2 } from 'lucide-react'

import { Button } from '@/components/ui/button'

import { emptyCategory, type SkillCategory } from '../builder-data'
import { canRemoveEntry, removeEntry, replaceAt } from '../list-rules'
import { TextField } from './fields'
import { LineList } from './line-list'
import { useFocusAfterAdd } from './use-focus-after-add'

interface SkillsStepProps {
  categories: SkillCategory[]
  onChange: (categories: SkillCategory[]) => void
}

export function SkillsStep({ categories, onChange }: SkillsStepProps) {
  const removable = canRemoveEntry(categories.length)
  const focus = useFocusAfterAdd()
  const setCategory = (index: number, category: SkillCategory) => onChange(replaceAt(categories, index, category))
  return (
    <div className="grid gap-6">
      {categories.map((category, index) => {
        const categoryName = `Category ${index + 1}`
        return (
          <fieldset key={index} className="grid gap-4 rounded-lg border p-4" data-testid="builder-category">
            <div className="flex items-center justify-between gap-2">
              <legend className="text-base font-semibold">{categoryName}</legend>
              <Button
                variant="ghost"
                size="sm"
                disabled={!removable}
                aria-label={`Remove ${categoryName}`}
                onClick={() => onChange(removeEntry(categories, index))}
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </div>
            <TextField
              label="Category Name"
              value={category.name}
              onValueChange={(name) => setCategory(index, { ...category, name })}
            />
            <LineList
              lines={category.skills}
              onChange={(skills) => setCategory(index, { ...category, skills })}
              lineLabel={(position) => `${categoryName} skill ${position + 1}`}
              removeLabel={(position) => `Remove ${categoryName} skill ${position + 1}`}
              addLabel={`Add skill to ${categoryName}`}
              focus={focus}
              idPrefix={[index, 'skill']}
              label={`${categoryName} skills`}
              className="grid gap-2 sm:grid-cols-2"
            />
          </fieldset>
        )
      })}
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => onChange([...categories, emptyCategory()])}
      >
        <Plus aria-hidden="true" />
        Add Category
      </Button>
    </div>
  )
}
