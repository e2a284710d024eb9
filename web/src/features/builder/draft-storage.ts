import type { BuilderDraft } from './api/builder-api'
import { normalizeBuilderData, type BuilderData } from './builder-data'
import { STEP_COUNT } from './steps'

/** The draft kept in this browser, so a reload loses nothing; signed-in users also keep one on the server. */
export const LOCAL_DRAFT_KEY = 'vitae.builder-draft'

export interface Draft {
  resumeData: BuilderData
  title: string
  resumeId: string | null
  step: number
  /** ISO time of the last change, to choose between this browser's copy and the server's. */
  updatedAt: string
}

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The server writes UTC times, some without a zone suffix; read those as UTC, not local time. */
function asUtc(time: string): string {
  return /(?:Z|[+-]\d\d:?\d\d)$/.test(time) ? time : `${time}Z`
}

export function toDraft(value: Partial<BuilderDraft> | null | undefined): Draft | null {
  if (!value || typeof value !== 'object' || !value.resumeData) return null
  const step = Number.isInteger(value.step) ? Math.min(Math.max(value.step ?? 0, 0), STEP_COUNT - 1) : 0
  return {
    resumeData: normalizeBuilderData(value.resumeData),
    title: typeof value.title === 'string' ? value.title : '',
    resumeId: typeof value.resumeId === 'string' && value.resumeId ? value.resumeId : null,
    step,
    updatedAt: typeof value.updatedAt === 'string' ? asUtc(value.updatedAt) : new Date(0).toISOString(),
  }
}

export function loadLocalDraft(): Draft | null {
  const raw = storage()?.getItem(LOCAL_DRAFT_KEY)
  if (!raw) return null
  try {
    return toDraft(JSON.parse(raw) as Partial<BuilderDraft>)
  } catch {
    return null
  }
}

export function saveLocalDraft(draft: Draft): void {
  try {
    storage()?.setItem(LOCAL_DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // A full or blocked storage only costs the reload copy; the server copy (if any) still holds it.
  }
}

export function clearLocalDraft(): void {
  storage()?.removeItem(LOCAL_DRAFT_KEY)
}

/** The more recently changed of two drafts; this browser's copy wins a tie. */
export function newerDraft(local: Draft | null, server: Draft | null): Draft | null {
  if (!local) return server
  if (!server) return local
  return Date.parse(server.updatedAt) > Date.parse(local.updatedAt) ? server : local
}
