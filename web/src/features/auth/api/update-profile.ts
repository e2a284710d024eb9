import { useMutation, useQueryClient } from '@tanstack/react-query'

import { toast } from '@/hooks/use-toast'
import { api, dataOf, errorMessage } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

import type { User } from '../types'
import { currentUserQueryKey } from './get-current-user'

export type ProfileUpdate = ApiSchema<'ProfileUpdate'>

export function updateProfile(update: ProfileUpdate): Promise<User> {
  return dataOf(api.PATCH('/api/me', { body: update }))
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user)
      toast({ title: 'Profile updated', description: `Your name is now ${user.fullName}.`, variant: 'success' })
    },
    onError: (error) => {
      toast({
        title: 'Update failed',
        description: errorMessage(error, 'Unable to update your profile'),
        variant: 'destructive',
      })
    },
  })
}
