import { afterEach, describe, expect, it, vi } from 'vitest'

import { saveFile } from './save-file'

afterEach(() => {
  vi.useRealTimers()
})

describe('saveFile', () => {
  it('clicks a hidden download link named as asked, removes it, and frees the URL later', () => {
    vi.useFakeTimers()
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:resume')
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const clicks: { download: string; href: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href })
    })

    const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' })
    saveFile(blob, 'Maya Castellanos.pdf')

    expect(created).toHaveBeenCalledWith(blob)
    expect(clicks).toEqual([{ download: 'Maya Castellanos.pdf', href: 'blob:resume' }])
    expect(document.querySelector('a[download]')).toBeNull()
    expect(revoked).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(revoked).toHaveBeenCalledWith('blob:resume')
  })
})
