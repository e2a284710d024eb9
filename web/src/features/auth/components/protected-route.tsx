import type { ReactNode } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'

import { PageSpinner } from '@/components/ui/spinner'
import { signInPath } from '@/lib/safe-redirect'

import { useCurrentUser } from '../api/get-current-user'

/**
 * Shows its content only to a signed-in user: a spinner while the session loads, otherwise a redirect to
 * /auth that remembers where the person was going.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser()
  const [location] = useLocation()
  const search = useSearch()
  if (isPending) {
    return <PageSpinner label="Checking your session" />
  }
  if (!user) {
    return <Redirect to={signInPath(search ? `${location}?${search}` : location)} replace />
  }
  return <>{children}</>
}
