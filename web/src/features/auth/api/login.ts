import { useMutation, useQueryClient } from '@tanstack/react-query'

import { toast } from '@/hooks/use-toast'
import { api, dataOf, errorMessage } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

import type { User } from '../types'
import { currentUserQueryKey } from './get-current-user'

export type Credentials = ApiSchema<'Credentials'>

export function login(credentials: Credentials): Promise<User> {
  return dataOf(api.POST('/api/auth/login', { body: credentials }))
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQueryKey, user)
      // Greeted first: the screen the person goes back to may finish their action at once, and its toast must
      // replace this one (one toast at a time), not be replaced by it.
      toast({ title: 'Welcome back!', description: `Signed in as ${user.email}`, variant: 'success' })
      await queryClient.refetchQueries({ queryKey: currentUserQueryKey })
    },
    onError: (error) => {
      toast({
        title: 'Login failed',
        description: errorMessage(error, 'Please check your credentials'),
        variant: 'destructive',
      })
    },
  })
}
