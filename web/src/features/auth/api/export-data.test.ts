import { describe, expect, it } from 'vitest'

import { attachmentFilename } from './export-data'

describe('attachmentFilename', () => {
  it('reads the quoted file name', () => {
    expect(attachmentFilename('attachment; filename="vitae-data-2026-11-22.json"')).toBe('vitae-data-2026-11-22.json')
  })

  it('reads an encoded file name and strips path separators', () => {
    expect(attachmentFilename("attachment; filename*=UTF-8''my%20data%2F..json")).toBe('my data_..json')
  })

  it('falls back without a header', () => {
    expect(attachmentFilename(null)).toBe('vitae-data.json')
    expect(attachmentFilename('attachment')).toBe('vitae-data.json')
  })
})
