import { useMutation } from '@tanstack/react-query'

import { apiJson } from '@/lib/api-client'

/** What one 'Test connection' found (POST /api/settings/ai/test); never holds the key. */
export interface ConnectionReport {
  ok: boolean
  status: 'offline' | 'connected' | 'failed'
  engine: string
  model: string
  latencyMs: number | null
  /** Whether the model answered in the JSON schema asked for; null when not known. */
  structuredOutput: boolean | null
  voiceModel: string
  transcriptionModel: string
  message: string
}

export const CONNECTION_TEST_FAILED_MESSAGE = 'The connection test could not be run. Please try again.'

export function testAiConnection(): Promise<ConnectionReport> {
  return apiJson<ConnectionReport>('POST', '/api/settings/ai/test')
}

export function useTestAiConnection() {
  return useMutation({ mutationFn: testAiConnection })
}
