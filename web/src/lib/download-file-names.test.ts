import { describe, expect, it } from 'vitest'

import { comparisonFileName, detailFileName, isoDate, tweakFileName } from './download-file-names'

describe('detailFileName', () => {
  it("uses the person's name, else the title without its upload extension, else 'resume'", () => {
    expect(detailFileName({ name: 'Maya Castellanos', title: 'maya-cv.pdf' })).toBe('Maya Castellanos.pdf')
    expect(detailFileName({ name: '  ', title: 'maya-cv.docx' })).toBe('maya-cv.pdf')
    expect(detailFileName({ name: '', title: '' })).toBe('resume.pdf')
    expect(detailFileName({ name: 'José Álvarez', title: '' }, 'docx')).toBe('José Álvarez.docx')
  })

  it('keeps separators, quotes and control characters out of the name', () => {
    expect(detailFileName({ name: 'a/b\\c:"d"\n', title: '' })).toBe('a b c d.pdf')
    expect(detailFileName({ name: '../..', title: 'cv' })).toBe('cv.pdf')
  })

  it('removes bidirectional controls and other invisible characters', () => {
    expect(detailFileName({ name: 'Invoice_\u202efdp.exe', title: '' })).toBe('Invoice_fdp.exe.pdf')
    expect(detailFileName({ name: 'Ma\u200bya\u2066 Cas\ufefftel\u00adlanos\u3164\ufe0f\ue000', title: '' })).toBe(
      'Maya Castellanos.pdf',
    )
    expect(comparisonFileName('\u202eMaya\u200d cv', new Date(2026, 2, 7))).toBe('enhanced_Maya_cv_2026-03-07.pdf')
  })

  it('caps the name at 100 characters', () => {
    expect(detailFileName({ name: 'x'.repeat(300), title: '' })).toBe(`${'x'.repeat(100)}.pdf`)
  })
})

describe('comparisonFileName', () => {
  const on = new Date(2026, 2, 7, 23, 30)

  it("reads 'enhanced_{title}_{date}.pdf' with underscores for spaces", () => {
    expect(isoDate(on)).toBe('2026-03-07')
    expect(comparisonFileName('Maya Castellanos', on)).toBe('enhanced_Maya_Castellanos_2026-03-07.pdf')
    expect(comparisonFileName('maya cv.pdf', on, 'docx')).toBe('enhanced_maya_cv_2026-03-07.docx')
    expect(comparisonFileName(' / ', on)).toBe('enhanced_resume_2026-03-07.pdf')
  })
})

describe('tweakFileName', () => {
  it("names the tailored PDF 'optimized_resume_{id}.pdf', keeping unsafe characters out", () => {
    expect(tweakFileName('5d336bf7-389a-4139-89b7-547fdd3e766a')).toBe(
      'optimized_resume_5d336bf7-389a-4139-89b7-547fdd3e766a.pdf',
    )
    expect(tweakFileName('../a b')).toBe('optimized_resume_a_b.pdf')
    expect(tweakFileName('')).toBe('optimized_resume_resume.pdf')
  })
})
