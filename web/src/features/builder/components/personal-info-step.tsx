import type { PersonalInfo } from '../builder-data'
import { TextField } from './fields'

const FIELDS: readonly { key: keyof PersonalInfo; label: string; type?: string; autoComplete?: string }[] = [
  { key: 'name', label: 'Full Name', autoComplete: 'name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { key: 'location', label: 'Location' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'portfolio', label: 'Portfolio' },
  { key: 'github', label: 'GitHub' },
]

interface PersonalInfoStepProps {
  info: PersonalInfo
  onChange: (info: PersonalInfo) => void
}

export function PersonalInfoStep({ info, onChange }: PersonalInfoStepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <TextField
          key={field.key}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          value={info[field.key]}
          onValueChange={(value) => onChange({ ...info, [field.key]: value })}
        />
      ))}
    </div>
  )
}
