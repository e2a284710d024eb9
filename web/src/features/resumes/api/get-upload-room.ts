import { useQuery } from '@tanstack/react-query'

import type { ApiSchema } from '@/lib/api/types'

export const UPLOAD_ROOM_URL = '/api/resumes/storage'

/** GET /api/resumes/storage: room for resumes in the account (or, for a visitor, in this browser). */
export type UploadRoom = ApiSchema<'StorageStatus'>

/**
 * The room left, asked again each time an upload screen opens (uploads, claims and deletions elsewhere change it),
 * so a full storage is refused before a file is sent rather than after.
 */
export function useUploadRoom(enabled = true) {
  return useQuery<UploadRoom>({ queryKey: [UPLOAD_ROOM_URL], staleTime: 0, enabled })
}
