import type { components } from './schema'

/**
 * A shape of the API by its backend model's name (generated into `schema.d.ts` by `npm run api:types`). Replies carry
 * every field; in a request, fields with a server default may be left out. A model the API both reads and returns
 * appears twice, as `Name-Input` and `Name-Output`.
 */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name]
