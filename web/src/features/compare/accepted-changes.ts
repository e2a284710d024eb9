/** The accepted set of changes, kept in the order the changes are listed. */

export function setAccepted(
  changeIds: readonly string[],
  accepted: readonly string[],
  id: string,
  accept: boolean,
): string[] {
  const chosen = new Set(accepted)
  if (accept) chosen.add(id)
  else chosen.delete(id)
  return changeIds.filter((changeId) => chosen.has(changeId))
}

/** SPEC §2 badge: '{n} Improvements Applied', counting the accepted changes ('1 Improvement Applied'). */
export function appliedBadgeText(count: number): string {
  return `${count} ${count === 1 ? 'Improvement' : 'Improvements'} Applied`
}
