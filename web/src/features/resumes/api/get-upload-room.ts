import { useQuery } from '@tanstack/react-query'

import { api, dataOf } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

export const UPLOAD_ROOM_URL = '/api/resumes/storage' as const

/** GET /api/resumes/storage: room for resumes in the account (or, for a visitor, in this browser). */
export type UploadRoom = ApiSchema<'StorageStatus'>

/**
 * The room left, asked again each time an upload screen opens (uploads, claims and deletions elsewhere change it),
 * so a full storage is refused before a file is sent rather than after.
 */
export function useUploadRoom(enabled = true) {
  return useQuery({
    queryKey: [UPLOAD_ROOM_URL],
    queryFn: ({ signal }): Promise<UploadRoom> => dataOf(api.GET(UPLOAD_ROOM_URL, { signal })),
    staleTime: 0,
    enabled,
  })
}
