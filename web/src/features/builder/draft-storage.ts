import type { ServerDraft } from './api/builder-api'
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

/** The server's copy or this browser's, brought to the shape the builder edits (null when it holds no resume). */
export function toDraft(value: Partial<ServerDraft> | null | undefined): Draft | null {
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

/**
 * This browser's draft of the given account (null when signed out). A draft left by another account on a shared
 * browser is dropped, never shown or sent to the server under the wrong name.
 */
export function loadLocalDraft(owner: string | null): Draft | null {
  const raw = storage()?.getItem(LOCAL_DRAFT_KEY)
  if (!raw) return null
  let stored: Partial<Draft> & { owner?: unknown }
  try {
    stored = JSON.parse(raw) as Partial<Draft> & { owner?: unknown }
  } catch {
    return null
  }
  if ((typeof stored.owner === 'string' ? stored.owner : null) !== owner) {
    clearLocalDraft()
    return null
  }
  return toDraft(stored)
}

export function saveLocalDraft(draft: Draft, owner: string | null): void {
  try {
    storage()?.setItem(LOCAL_DRAFT_KEY, JSON.stringify({ ...draft, owner }))
  } catch {
    // A full or blocked storage only costs the reload copy; the server copy (if any) still holds it.
  }
}

export function clearLocalDraft(): void {
  storage()?.removeItem(LOCAL_DRAFT_KEY)
  storage()?.removeItem(SYNC_STATE_KEY)
}

/**
 * How this browser's copy stands against the server's, without comparing the two machines' clocks: the server
 * time of the copy last written or read, and whether the browser has changes the server has not seen.
 */
export interface SyncState {
  syncedAt: string | null
  dirty: boolean
}

export const SYNC_STATE_KEY = 'vitae.builder-draft-sync'

export function loadSyncState(): SyncState {
  try {
    const parsed = JSON.parse(storage()?.getItem(SYNC_STATE_KEY) ?? 'null') as Partial<SyncState> | null
    return { syncedAt: typeof parsed?.syncedAt === 'string' ? parsed.syncedAt : null, dirty: parsed?.dirty === true }
  } catch {
    return { syncedAt: null, dirty: false }
  }
}

export function saveSyncState(state: SyncState): void {
  try {
    storage()?.setItem(SYNC_STATE_KEY, JSON.stringify(state))
  } catch {
    // Without it the next load simply prefers the server's copy.
  }
}

/**
 * Which copy to open: this browser's while it holds changes the server lacks; else the server's when it changed
 * elsewhere since this browser last synced (or the browser has none); else this browser's.
 */
export function chooseDraft(local: Draft | null, server: Draft | null, sync: SyncState): 'local' | 'server' {
  if (!server) return 'local'
  if (!local) return 'server'
  if (sync.dirty) return 'local'
  return server.updatedAt !== sync.syncedAt ? 'server' : 'local'
}

/**
 * Opens a resume in the builder: it becomes this browser's draft (and, signed in, the server's on the builder's
 * next save), tied to `resumeId` so that saving from the builder replaces that resume's structure.
 */
export function openInBuilder(
  resumeData: BuilderData,
  title: string,
  resumeId: string | null,
  owner: string | null,
): void {
  saveLocalDraft({ resumeData, title, resumeId, step: 0, updatedAt: new Date().toISOString() }, owner)
  saveSyncState({ ...loadSyncState(), dirty: true })
}
