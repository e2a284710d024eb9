import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'

import { forgetSession } from './forget-session'
import { currentUserQueryKey } from './get-current-user'

describe('forgetSession', () => {
  it('keeps a null current user and drops every other cached answer', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(currentUserQueryKey, { id: '1' })
    queryClient.setQueryData(['/api/settings'], { aiProvider: 'offline' })
    forgetSession(queryClient)
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull()
    expect(queryClient.getQueryData(['/api/settings'])).toBeUndefined()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1)
  })
})
