import { afterEach, describe, expect, it } from 'vitest'

import { emptyBuilderData } from './builder-data'
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

const draft = (updatedAt: string, title = 'Mine'): Draft => ({
  resumeData: emptyBuilderData(),
  title,
  resumeId: null,
  step: 2,
  updatedAt,
})

describe('builder drafts', () => {
  afterEach(() => clearLocalDraft())

  it('survives a reload through local storage', () => {
    saveLocalDraft(draft('2026-01-01T00:00:00Z'), 'user-1')
    expect(loadLocalDraft('user-1')).toEqual(draft('2026-01-01T00:00:00Z'))
    clearLocalDraft()
    expect(loadLocalDraft('user-1')).toBeNull()
  })

  it("drops another account's draft", () => {
    saveLocalDraft(draft('2026-01-01T00:00:00Z'), 'user-1')
    expect(loadLocalDraft('user-2')).toBeNull()
    expect(loadLocalDraft('user-1')).toBeNull()
  })

  it('keeps the step in range and fills missing sections', () => {
    const restored = toDraft({ resumeData: { personalInfo: emptyBuilderData().personalInfo, sections: [] }, step: 9 })
    expect(restored?.step).toBe(5)
    expect(restored?.resumeData.sections).toHaveLength(5)
  })

  it('opens the browser copy while it has unsynced changes, else the server copy when it changed elsewhere', () => {
    const local = draft('2026-01-02T00:00:00Z', 'local')
    const server = draft('2026-01-03T00:00:00Z', 'server')
    expect(chooseDraft(local, server, { syncedAt: '2026-01-01T00:00:00Z', dirty: true })).toBe('local')
    expect(chooseDraft(local, server, { syncedAt: '2026-01-01T00:00:00Z', dirty: false })).toBe('server')
    expect(chooseDraft(local, server, { syncedAt: server.updatedAt, dirty: false })).toBe('local')
    expect(chooseDraft(null, server, { syncedAt: null, dirty: false })).toBe('server')
    expect(chooseDraft(local, null, { syncedAt: null, dirty: false })).toBe('local')
  })

  it('remembers the sync state until the draft is cleared', () => {
    saveSyncState({ syncedAt: '2026-01-01T00:00:00Z', dirty: true })
    expect(loadSyncState()).toEqual({ syncedAt: '2026-01-01T00:00:00Z', dirty: true })
    clearLocalDraft()
    expect(loadSyncState()).toEqual({ syncedAt: null, dirty: false })
  })
})
