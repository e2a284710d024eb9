/**
 * The file a visitor chose on the landing page before signing in (SPEC §2: the landing upload needs an account).
 * It waits here, in this tab's memory, while the visitor goes through /auth (a route change, not a page load), and
 * the landing box uploads it once they are signed in. A reload on the way forgets it: the visitor then chooses it
 * again, as before.
 */
let waiting: File | null = null

export function keepUntilSignedIn(file: File): void {
  waiting = file
}

/** The waiting file's name, for the sign-in screen to say what it is waiting for. */
export function waitingUploadName(): string | null {
  return waiting?.name ?? null
}

/** Hands over the waiting file, once: the landing box uploads it. */
export function takeWaitingUpload(): File | null {
  const file = waiting
  waiting = null
  return file
}
