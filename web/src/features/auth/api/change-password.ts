import { useMutation } from '@tanstack/react-query'

import { toast } from '@/hooks/use-toast'
import { api, dataOf, errorMessage } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

export type PasswordChange = ApiSchema<'PasswordChange'>

export function changePassword(change: PasswordChange) {
  return dataOf(api.POST('/api/me/password', { body: change }))
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast({
        title: 'Password changed',
        description: 'Other browsers signed in to your account have been signed out.',
        variant: 'success',
      })
    },
    onError: (error) => {
      toast({
        title: 'Password not changed',
        description: errorMessage(error, 'Unable to change your password'),
        variant: 'destructive',
      })
    },
  })
}
