import { useLocation } from 'wouter'

/** '/auth?next=...' back to the given path. */
export function signInPathBackTo(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`
}

/** Sends the person to sign in, to come back to where they are now. Never signs anyone in by itself. */
export function useSignInRedirect(): () => void {
  const [location, navigate] = useLocation()
  return () => navigate(signInPathBackTo(location))
}
