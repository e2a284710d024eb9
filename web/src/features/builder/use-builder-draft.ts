import { useCallback, useEffect, useRef, useState } from 'react'

import { deleteServerDraft, fetchServerDraft, putServerDraft } from './api/builder-api'
import { emptyBuilderData, type BuilderData } from './builder-data'
import { clearLocalDraft, loadLocalDraft, newerDraft, saveLocalDraft, toDraft, type Draft } from './draft-storage'

/** How long typing pauses before the server copy is written: one request per pause, not per key. */
const SERVER_SAVE_DELAY_MS = 1200

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
 * The builder's working copy: starts from this browser's draft, adopts the server's when it is newer (signed-in
 * users), and writes every change back to local storage at once and to the server after a pause.
 */
export function useBuilderDraft(signedIn: boolean): BuilderDraftState {
  const [draft, setDraft] = useState<Draft>(() => loadLocalDraft() ?? freshDraft())
  const touched = useRef(false)
  const serverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    if (!signedIn) return
    let cancelled = false
    fetchServerDraft()
      .then((server) => {
        if (cancelled) return
        setDraft((local) => {
          const chosen = newerDraft(local, toDraft(server))
          return chosen ?? local
        })
      })
      .catch(() => {
        // No server copy reachable: the browser's copy is still there.
      })
    return () => {
      cancelled = true
    }
  }, [signedIn])

  useEffect(() => {
    if (!touched.current) return
    saveLocalDraft(draft)
    if (!signedIn) return
    clearTimeout(serverTimer.current)
    serverTimer.current = setTimeout(() => {
      putServerDraft({ ...draft }).catch(() => {
        // Kept locally; the next change tries the server again.
      })
    }, SERVER_SAVE_DELAY_MS)
  }, [draft, signedIn])

  useEffect(() => () => clearTimeout(serverTimer.current), [])

  const update = useCallback((change: Partial<Omit<Draft, 'updatedAt'>>) => {
    touched.current = true
    setDraft((current) => ({ ...current, ...change, updatedAt: new Date().toISOString() }))
  }, [])

  const setData = useCallback((change: (data: BuilderData) => BuilderData) => {
    touched.current = true
    setDraft((current) => ({ ...current, resumeData: change(current.resumeData), updatedAt: new Date().toISOString() }))
  }, [])

  const reset = useCallback(() => {
    touched.current = false
    clearTimeout(serverTimer.current)
    clearLocalDraft()
    if (signedIn) deleteServerDraft().catch(() => undefined)
    setDraft(freshDraft())
  }, [signedIn])

  return { draft, update, setData, reset }
}
