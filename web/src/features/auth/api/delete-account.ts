import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'wouter'

import { toast } from '@/hooks/use-toast'
import { api, errorMessage } from '@/lib/api-client'

import { forgetSession } from './forget-session'

/** Deletes the account and everything it owns; the server asks for the account's password. */
export async function deleteAccount(currentPassword: string): Promise<void> {
  await api.DELETE('/api/me', { body: { currentPassword } })
}

export function useDeleteAccount() {
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      navigate('/')
      forgetSession(queryClient)
      toast({ title: 'Account deleted', description: 'Your account and all of its data have been removed.' })
    },
    onError: (error) => {
      toast({
        title: 'Account not deleted',
        description: errorMessage(error, 'Unable to delete your account'),
        variant: 'destructive',
      })
    },
  })
}
