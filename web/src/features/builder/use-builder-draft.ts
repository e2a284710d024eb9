import { useCallback, useEffect, useRef, useState } from 'react'

import { deleteServerDraft, fetchServerDraft, putServerDraft, putServerDraftOnExit } from './api/builder-api'
import { emptyBuilderData, type BuilderData } from './builder-data'
import {
  chooseDraft,
  clearLocalDraft,
  loadLocalDraft,
  loadSyncState,
  saveLocalDraft,
  saveSyncState,
  toDraft,
  type Draft,
} from './draft-storage'

/** How long typing pauses before the server copy is written: one request per pause, not per key. */
const SERVER_SAVE_DELAY_MS = 1000

function freshDraft(): Draft {
  return { resumeData: emptyBuilderData(), title: '', resumeId: null, step: 0, updatedAt: new Date().toISOString() }
}

export interface BuilderDraftState {
  draft: Draft
  update: (change: Partial<Omit<Draft, 'updatedAt'>>) => void
  setData: (change: (data: BuilderData) => BuilderData) => void
  reset: () => void
}

/**
 * The builder's working copy: starts from this browser's draft, opens the server's instead when it changed
 * elsewhere (signed-in users), and writes every change to local storage at once and to the server after a pause.
 */
export function useBuilderDraft(owner: string | null): BuilderDraftState {
  const signedIn = owner !== null
  const [draft, setDraftState] = useState<Draft>(() => loadLocalDraft(owner) ?? freshDraft())
  // The latest copy, read by edits made before React re-renders (several in one event).
  const latest = useRef(draft)
  const setDraft = useCallback((next: Draft) => {
    latest.current = next
    setDraftState(next)
  }, [])
  // Bumped by every edit, so a server reply only marks the copy synced when nothing changed meanwhile.
  const revision = useRef(0)
  const serverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // The last write sent to the server, settled or not: 'Start New' deletes the server's copy only after it, so that
  // a write still on its way cannot bring the old resume back.
  const lastWrite = useRef<Promise<unknown>>(Promise.resolve())

  const pushToServer = useCallback((copy: Draft) => {
    const sent = revision.current
    lastWrite.current = putServerDraft(copy)
      .then((saved) => {
        if (revision.current === sent && saved.updatedAt) saveSyncState({ syncedAt: saved.updatedAt, dirty: false })
      })
      .catch(() => {
        // Still marked unsynced; the next change tries the server again.
      })
  }, [])

  useEffect(() => {
    if (!signedIn) return
    let cancelled = false
    fetchServerDraft()
      .then((reply) => {
        if (cancelled) return
        const server = toDraft(reply)
        const local = loadLocalDraft(owner)
        if (server && chooseDraft(local, server, loadSyncState()) === 'server') {
          saveLocalDraft(server, owner)
          saveSyncState({ syncedAt: reply?.updatedAt ?? null, dirty: false })
          setDraft(server)
        } else if (local && loadSyncState().dirty) {
          pushToServer(local)
        }
      })
      .catch(() => {
        // No server copy reachable: the browser's copy is still there.
      })
    return () => {
      cancelled = true
    }
  }, [signedIn, owner, pushToServer, setDraft])

  useEffect(() => {
    // A write still waiting for its pause goes out now when the page is left or the screen closes.
    const flush = (): void => {
      if (serverTimer.current === undefined) return
      clearTimeout(serverTimer.current)
      serverTimer.current = undefined
      putServerDraftOnExit(latest.current)
    }
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [])

  const commit = useCallback(
    (next: Draft) => {
      revision.current += 1
      saveLocalDraft(next, owner)
      saveSyncState({ ...loadSyncState(), dirty: true })
      if (!signedIn) return
      clearTimeout(serverTimer.current)
      serverTimer.current = setTimeout(() => {
        serverTimer.current = undefined
        pushToServer(next)
      }, SERVER_SAVE_DELAY_MS)
    },
    [signedIn, owner, pushToServer],
  )

  const change = useCallback(
    (edit: (current: Draft) => Draft) => {
      const next = { ...edit(latest.current), updatedAt: new Date().toISOString() }
      setDraft(next)
      commit(next)
    },
    [commit, setDraft],
  )

  const update = useCallback(
    (patch: Partial<Omit<Draft, 'updatedAt'>>) => change((current) => ({ ...current, ...patch })),
    [change],
  )

  const setData = useCallback(
    (edit: (data: BuilderData) => BuilderData) =>
      change((current) => ({ ...current, resumeData: edit(current.resumeData) })),
    [change],
  )

  const reset = useCallback(() => {
    revision.current += 1
    clearTimeout(serverTimer.current)
    serverTimer.current = undefined
    clearLocalDraft()
    if (signedIn) {
      lastWrite.current = lastWrite.current.then(() => deleteServerDraft()).catch(() => undefined)
    }
    setDraft(freshDraft())
  }, [signedIn, setDraft])

  return { draft, update, setData, reset }
}
