/*
 * SPEC §5 removal rules: a job, education entry or skill category can be removed only while more than one exists;
 * removing the last bullet or skill clears it instead, so the editor always keeps a field to type in.
 */

export function canRemoveEntry(count: number): boolean {
  return count > 1
}

export function removeEntry<T>(list: readonly T[], index: number): T[] {
  if (!canRemoveEntry(list.length)) return [...list]
  return list.filter((_, position) => position !== index)
}

export function removeString(list: readonly string[], index: number): string[] {
  if (list.length <= 1) return ['']
  return list.filter((_, position) => position !== index)
}

export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((current, position) => (position === index ? value : current))
}
