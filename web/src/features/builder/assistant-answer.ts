import { DEFAULT_SKILL_CATEGORY, type BuilderItem, type SkillCategory } from './builder-data'

/*
 * SPEC §4 'AI enhancement in builder': an enhancement answer carries a fenced JSON block of items (work, education,
 * projects) or categories (skills); the summary comes back as plain text. Anything else is reported as unparsable so
 * the chat can ask the user to apply the changes by hand.
 */

export const MANUAL_APPLY_NOTE =
  "I couldn't apply these suggestions automatically. Please review them above and apply the changes manually."

export type ParsedEnhancement =
  | { kind: 'items'; items: BuilderItem[] }
  | { kind: 'categories'; categories: SkillCategory[] }
  | { kind: 'invalid' }
  | { kind: 'missing' }

const FENCE = /```(?:json)?\s*\n?([\s\S]*?)```/i

export function fencedBlock(answer: string): string | null {
  const match = FENCE.exec(answer)
  return match ? (match[1] ?? '').trim() : null
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []

function toItem(value: unknown): BuilderItem | null {
  if (!isRecord(value)) return null
  return {
    title: text(value.title),
    subtitle: text(value.subtitle),
    date: text(value.date),
    description: text(value.description),
    bullets: strings(value.bullets),
  }
}

function toCategory(value: unknown): SkillCategory | null {
  if (!isRecord(value)) return null
  const skills = strings(value.skills)
  return skills.length > 0 ? { name: text(value.name) || DEFAULT_SKILL_CATEGORY, skills } : null
}

/** Reads the fenced JSON block of an answer: `{"items": [...]}` or `{"categories": [...]}` (a bare list too). */
export function parseEnhancement(answer: string): ParsedEnhancement {
  const block = fencedBlock(answer)
  if (block === null) return { kind: 'missing' }
  let parsed: unknown
  try {
    parsed = JSON.parse(block)
  } catch {
    return { kind: 'invalid' }
  }
  const record = isRecord(parsed) ? parsed : { items: parsed }
  if (Array.isArray(record.categories)) {
    const categories = record.categories.map(toCategory)
    if (categories.length > 0 && categories.every((category) => category !== null))
      return { kind: 'categories', categories: categories as SkillCategory[] }
    return { kind: 'invalid' }
  }
  if (Array.isArray(record.items)) {
    const items = record.items.map(toItem)
    if (items.length > 0 && items.every((item) => item !== null))
      return { kind: 'items', items: items as BuilderItem[] }
  }
  return { kind: 'invalid' }
}

/** The summary answer as plain text: a fenced block's content if there is one, else the answer itself. */
export function summaryText(answer: string): string {
  const block = fencedBlock(answer)
  return (block ?? answer).trim()
}
