import { describe, expect, it, vi } from 'vitest'

import { escapeHtml, printableHtml, printInNewWindow } from './print-document'

const HOSTILE = `Grace <script>alert("x")</script> & <img src=x onerror=alert(1)> 'quoted' </pre><b>bold</b>`

describe('escapeHtml', () => {
  it('escapes every character that could open markup or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
    expect(escapeHtml('Plain text, 40% faster')).toBe('Plain text, 40% faster')
  })
})

describe('printableHtml', () => {
  it('holds the resume text as text: no element, script or handler comes out of it', () => {
    const html = printableHtml('Grace <b>Hopper</b>', HOSTILE)
    const parsed = new DOMParser().parseFromString(html, 'text/html')
    expect(parsed.querySelectorAll('script, img, b')).toHaveLength(0)
    expect(parsed.querySelector('pre')?.textContent).toBe(HOSTILE)
    expect(parsed.title).toBe('Grace <b>Hopper</b>')
  })

  it('forbids scripts and outside loads through its content security policy', () => {
    const parsed = new DOMParser().parseFromString(printableHtml('t', 'c'), 'text/html')
    const policy = parsed.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')
    expect(policy).toContain("default-src 'none'")
    expect(policy).not.toContain('script-src')
  })

  it("gives its style element the opening page's nonce, which the policy it inherits requires", () => {
    const parsed = new DOMParser().parseFromString(printableHtml('t', 'c', 'n0nce"x'), 'text/html')
    expect(parsed.querySelector('style')?.getAttribute('nonce')).toBe('n0nce"x')
    expect(
      new DOMParser().parseFromString(printableHtml('t', 'c', undefined), 'text/html').querySelector('style[nonce]'),
    ).toBeNull()
  })
})

describe('printInNewWindow', () => {
  it('writes the escaped document into a new window and prints it', () => {
    const document = { open: vi.fn(), write: vi.fn(), close: vi.fn() }
    const printWindow = { document, focus: vi.fn(), print: vi.fn(), opener: {} as unknown }
    const open = vi.fn(() => printWindow as unknown as Window)
    expect(printInNewWindow('Resume', HOSTILE, open)).toBe(true)
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(document.write).toHaveBeenCalledWith(printableHtml('Resume', HOSTILE))
    expect(printWindow.opener).toBeNull()
    expect(printWindow.print).toHaveBeenCalled()
  })

  it('reports a window the browser would not open', () => {
    expect(printInNewWindow('Resume', 'text', () => null)).toBe(false)
  })
})
