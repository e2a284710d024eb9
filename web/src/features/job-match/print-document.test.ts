import { describe, expect, it, vi } from 'vitest'

import { escapeHtml, openPrintWindow, printableHtml, svgSource } from './print-document'
import type { TailoredPages } from './types'

const HOSTILE = `Grace <script>alert("x")</script> & <img src=x onerror=alert(1)> 'quoted' </pre><b>bold</b>`
const PRINTED: TailoredPages = { name: 'Grace Hopper', paper: 'letter', pages: ['<svg id="p1"/>', '<svg id="p2"/>'] }

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html')
}

describe('escapeHtml', () => {
  it('escapes every character that could open markup or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
    expect(escapeHtml('Plain text, 40% faster')).toBe('Plain text, 40% faster')
  })
})

describe('printableHtml', () => {
  it('puts each page on a sheet as an image, titled with the name', () => {
    const parsed = parse(printableHtml('Grace Hopper', PRINTED))
    expect(parsed.title).toBe('Grace Hopper')
    const pages = [...parsed.querySelectorAll('.sheet > img')] as HTMLImageElement[]
    expect(pages.map((page) => page.getAttribute('src'))).toEqual(PRINTED.pages.map(svgSource))
    expect(pages.map((page) => page.alt)).toEqual(['Page 1 of 2 of Grace Hopper', 'Page 2 of 2 of Grace Hopper'])
  })

  it('sizes the sheets to the paper, one page each, without margins of its own', () => {
    const letter = parse(printableHtml('t', PRINTED)).querySelector('style')?.textContent
    expect(letter).toContain('@page { size: 8.5in 11in; margin: 0; }')
    expect(letter).toContain('break-after: page')
    const a4 = parse(printableHtml('t', { ...PRINTED, paper: 'a4' })).querySelector('style')?.textContent
    expect(a4).toContain('@page { size: 210mm 297mm; margin: 0; }')
  })

  it('holds a hostile name and page as text and data: no element, script or handler comes out of them', () => {
    const parsed = parse(printableHtml(HOSTILE, { ...PRINTED, pages: [`"><script>alert(1)</script>`] }))
    expect(parsed.querySelectorAll('script, b')).toHaveLength(0)
    expect(parsed.querySelectorAll('img')).toHaveLength(1)
    expect(parsed.title).toBe(HOSTILE)
  })

  it('forbids scripts and outside loads through its content security policy, admitting only data images', () => {
    const policy = parse(printableHtml('t', PRINTED))
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute('content')
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain('img-src data:')
    expect(policy).not.toContain('script-src')
  })

  it("gives its style element the opening page's nonce, which the policy it inherits requires", () => {
    expect(
      parse(printableHtml('t', PRINTED, 'n0nce"x'))
        .querySelector('style')
        ?.getAttribute('nonce'),
    ).toBe('n0nce"x')
    expect(parse(printableHtml('t', PRINTED, undefined)).querySelector('style[nonce]')).toBeNull()
  })
})

describe('openPrintWindow', () => {
  it('opens a window at once that says it is preparing, then fills it with the pages and prints', async () => {
    const document = { open: vi.fn(), write: vi.fn(), close: vi.fn(), images: [] }
    const printWindow = { document, focus: vi.fn(), print: vi.fn(), close: vi.fn(), opener: {} as unknown }
    const open = vi.fn(() => printWindow as unknown as Window)
    const opened = openPrintWindow(open)
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(printWindow.opener).toBeNull()
    expect(parse(String(document.write.mock.calls[0]?.[0])).body.textContent).toContain('Preparing your resume...')
    opened?.print('Grace Hopper', PRINTED)
    expect(document.write).toHaveBeenLastCalledWith(printableHtml('Grace Hopper', PRINTED))
    await vi.waitFor(() => expect(printWindow.print).toHaveBeenCalled())
  })

  it('reports a window the browser would not open', () => {
    expect(openPrintWindow(() => null)).toBeNull()
  })
})
