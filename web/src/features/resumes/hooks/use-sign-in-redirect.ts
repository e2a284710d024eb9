import { useLocation, useSearch } from 'wouter'

import { signInPath } from '@/lib/safe-redirect'

/** Sends the person to sign in, to come back to where they are now. Never signs anyone in by itself. */
export function useSignInRedirect(): () => void {
  const [location, navigate] = useLocation()
  const search = useSearch()
  return () => navigate(signInPath(search ? `${location}?${search}` : location))
}
