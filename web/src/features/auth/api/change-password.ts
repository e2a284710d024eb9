import { useMutation } from '@tanstack/react-query'

import { toast } from '@/hooks/use-toast'
import { apiJson, errorMessage } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

export type PasswordChange = ApiSchema<'PasswordChange'>

export function changePassword(change: PasswordChange): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', '/api/me/password', change)
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
