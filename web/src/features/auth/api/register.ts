import { useMutation, useQueryClient } from '@tanstack/react-query'

import { toast } from '@/hooks/use-toast'
import { api, dataOf, errorMessage } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

import type { User } from '../types'
import { currentUserQueryKey } from './get-current-user'

export type Registration = ApiSchema<'Registration'>

export function register(registration: Registration): Promise<User> {
  return dataOf(api.POST('/api/auth/register', { body: registration }))
}

export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: register,
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQueryKey, user)
      // Greeted first: the screen the person goes back to may finish their action at once, and its toast must
      // replace this one (one toast at a time), not be replaced by it.
      toast({ title: 'Account created!', description: `Welcome to Vitae, ${user.firstName}.`, variant: 'success' })
      await queryClient.refetchQueries({ queryKey: currentUserQueryKey })
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
