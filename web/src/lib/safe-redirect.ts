/**
 * Where to go after signing in. Only a path on this site is followed, so a crafted link cannot send
 * someone elsewhere (`//evil.example` and `/\evil.example` are refused).
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback
  if (next === '/auth' || next.startsWith('/auth?') || next.startsWith('/auth/')) return fallback
  return next
}
