export interface NamedUser {
  name?: string | null
  fullName?: string | null
  username?: string | null
}

/**
 * Avatar initials (SPEC §2): first letters of the first and last words of the name,
 * else the first two letters of the username, else 'U'.
 */
export function initialsFor(user: NamedUser | null | undefined): string {
  const words = (user?.name ?? user?.fullName ?? '').trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  const last = words[words.length - 1]
  if (first && last) {
    const letters = words.length > 1 ? firstLetter(first) + firstLetter(last) : firstLetter(first)
    return letters.toUpperCase()
  }
  const username = (user?.username ?? '').trim()
  if (username) {
    return Array.from(username).slice(0, 2).join('').toUpperCase()
  }
  return 'U'
}

function firstLetter(word: string): string {
  return Array.from(word)[0] ?? ''
}
