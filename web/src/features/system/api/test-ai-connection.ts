import { useMutation } from '@tanstack/react-query'

import { api, dataOf } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

/** What one 'Test connection' found (POST /api/settings/ai/test); never holds the key. */
export type ConnectionReport = ApiSchema<'ConnectionReport'>

export const CONNECTION_TEST_FAILED_MESSAGE = 'The connection test could not be run. Please try again.'

export function testAiConnection(): Promise<ConnectionReport> {
  return dataOf(api.POST('/api/settings/ai/test'))
}

export function useTestAiConnection() {
  return useMutation({ mutationFn: testAiConnection })
}
