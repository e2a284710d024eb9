import { afterEach, describe, expect, it } from 'vitest'

import { emptyBuilderData } from './builder-data'
import { clearLocalDraft, loadLocalDraft, newerDraft, saveLocalDraft, toDraft, type Draft } from './draft-storage'

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
    saveLocalDraft(draft('2026-01-01T00:00:00Z'))
    expect(loadLocalDraft()).toEqual(draft('2026-01-01T00:00:00Z'))
    clearLocalDraft()
    expect(loadLocalDraft()).toBeNull()
  })

  it('keeps the step in range and fills missing sections', () => {
    const restored = toDraft({ resumeData: { personalInfo: emptyBuilderData().personalInfo, sections: [] }, step: 9 })
    expect(restored?.step).toBe(5)
    expect(restored?.resumeData.sections).toHaveLength(5)
  })

  it('takes the newer of the browser and server copies', () => {
    const local = draft('2026-01-02T00:00:00Z', 'local')
    const server = draft('2026-01-03T00:00:00Z', 'server')
    expect(newerDraft(local, server)?.title).toBe('server')
    expect(newerDraft(server, local)?.title).toBe('server')
    expect(newerDraft(null, local)?.title).toBe('local')
  })
})
