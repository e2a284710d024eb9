import { Plus, Trash2, X } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

import { emptyCategory, type SkillCategory } from '../builder-data'
import { canRemoveEntry, removeEntry, removeSkill, replaceAt } from '../list-rules'
import { TextField } from './fields'
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
            <ul className="grid gap-2 sm:grid-cols-2" aria-label={`${categoryName} skills`}>
              {category.skills.map((skill, skillIndex) => (
                <li key={skillIndex} className="flex items-center gap-2">
                  <Input
                    id={focus.idFor(index, 'skill', skillIndex)}
                    aria-label={`${categoryName} skill ${skillIndex + 1}`}
                    value={skill}
                    onChange={(event) =>
                      setCategory(index, {
                        ...category,
                        skills: replaceAt(category.skills, skillIndex, event.target.value),
                      })
                    }
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${categoryName} skill ${skillIndex + 1}`}
                    onClick={() => setCategory(index, removeSkill(category, skillIndex))}
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
                setCategory(index, { ...category, skills: [...category.skills, ''] })
                focus.focusLater(focus.idFor(index, 'skill', category.skills.length))
              }}
            >
              <Plus aria-hidden="true" />
              Add skill to {categoryName}
            </Button>
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
