/**
 * The posting typed into a resume's job match workspace, kept for this browser tab: it survives the way through
 * sign-in (the tailored PDF needs an account) and a reload, and goes with the tab.
 */

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function key(resumeId: string): string {
  return `vitae.job-posting.${resumeId}`
}

/** The tab's session storage, or null where it cannot be used (blocked storage). */
export function tabStorage(): Store | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function readPosting(storage: Store | null, resumeId: string): string {
  try {
    return storage?.getItem(key(resumeId)) ?? ''
  } catch {
    return ''
  }
}

export function writePosting(storage: Store | null, resumeId: string, posting: string): void {
  try {
    if (posting.trim()) storage?.setItem(key(resumeId), posting)
    else storage?.removeItem(key(resumeId))
  } catch {
    // A full or blocked store: the posting is simply not kept.
  }
}
