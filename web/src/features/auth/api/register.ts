import { useMutation, useQueryClient } from '@tanstack/react-query'

import { toast } from '@/hooks/use-toast'
import { apiJson, errorMessage } from '@/lib/api-client'

import type { User } from '../types'
import { currentUserQueryKey } from './get-current-user'

export interface Registration {
  email: string
  password: string
  firstName: string
  lastName: string
}

export function register(registration: Registration): Promise<User> {
  return apiJson<User>('POST', '/api/auth/register', registration)
}

export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: register,
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQueryKey, user)
      await queryClient.refetchQueries({ queryKey: currentUserQueryKey })
      toast({ title: 'Account created!', description: `Welcome to Vitae, ${user.firstName}.`, variant: 'success' })
    },
    onError: (error) => {
      toast({
        title: 'Registration failed',
        description: errorMessage(error, 'Unable to create account'),
        variant: 'destructive',
      })
    },
  })
}
