import type { ApiSchema } from '@/lib/api/types'

/** The signed-in account as the API returns it. */
export type User = ApiSchema<'UserPublic'>
