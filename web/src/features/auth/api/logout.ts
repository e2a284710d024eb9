import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'wouter'

import { toast } from '@/hooks/use-toast'
import { api, errorMessage } from '@/lib/api-client'

import { forgetSession } from './forget-session'

export async function logout(): Promise<void> {
  await api.POST('/api/auth/logout')
}

/** Signs out and forgets every cached answer, so nothing of the last account stays on screen. */
export function useLogout() {
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Leave first, so a protected screen is gone before the user is; it would otherwise bounce to /auth.
      navigate('/')
      forgetSession(queryClient)
      toast({ title: 'Logged out', description: 'You have been signed out.' })
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: errorMessage(error, 'Unable to logout'), variant: 'destructive' })
    },
  })
}
