/** A base that no real page has, to read a path relative to 'this site' without knowing its address. */
const THIS_SITE = 'https://this-site.invalid'

/**
 * Where to go after signing in: only a path on this site is followed, so a crafted link cannot send someone
 * elsewhere. `//evil.example`, `/\evil.example` and paths holding control characters (which browsers drop, turning
 * `/\t/evil.example` into `//evil.example`) are refused, and so is /auth itself, which would loop.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(next)) return fallback
  let url: URL
  try {
    url = new URL(next, THIS_SITE)
  } catch {
    return fallback
  }
  if (url.origin !== THIS_SITE) return fallback
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

/** '/auth?next=...': the sign-in screen, to come back to the given path afterwards. */
export function signInPath(next: string): string {
  const back = safeNextPath(next, '')
  return back && back !== '/' ? `/auth?next=${encodeURIComponent(back)}` : '/auth'
}
