/** Short names for the kinds of change, as the 'Applied Improvements' list shows them. */
const KIND_LABELS: Record<string, string> = {
  action_verb: 'Action verb',
  pronoun: 'Pronoun removed',
  filler: 'Filler removed',
  trim: 'Tightened',
  tense: 'Tense',
  split: 'Bullet split',
  bullet_points: 'Bullet points',
  quantify_prompt: 'Add a figure',
  heading: 'Standard heading',
  date_format: 'Date format',
  contact_format: 'Contact format',
  skills_dedupe: 'Duplicate skills',
  skills_group: 'Skills grouped',
}

/** The label of a kind; a kind this app does not know yet reads as its words ('new_kind' → 'New kind'). */
export function improvementKindLabel(kind: string): string {
  const known = KIND_LABELS[kind]
  if (known) return known
  const words = kind.replaceAll('_', ' ').trim()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Change'
}

/** What the truthfulness guard calls a fact kind, in plain words: 'employer', 'number', 'job title'. */
export function factKindLabel(kind: string): string {
  return kind.replaceAll('_', ' ').trim().toLowerCase() || 'fact'
}

/** 'Kept out: would have added "Google" (employer)'. */
export function keptOutSentence(fact: string, kind: string): string {
  return `Kept out: would have added “${fact}” (${factKindLabel(kind)})`
}
