/**
 * The Print button (SPEC §7): the tailored resume in a new window, then the browser's print dialog. The window shows
 * the pages of the tailored PDF, drawn by the server from the same template as the download, one sheet each, and is
 * titled with the person's name (the name the browser gives a 'Save as PDF'). The pages are SVG images: an image
 * cannot run script or load anything, and the page forbids scripts and outside loads besides.
 */

import { pageNonce } from '@/lib/csp-nonce'

import type { Paper, TailoredPages } from './types'

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!)
}

// No script, frame, form or font may load; images only as data (the pages), styles only inline.
const PRINT_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"

const SHEET: Record<Paper, { width: string; height: string }> = {
  letter: { width: '8.5in', height: '11in' },
  a4: { width: '210mm', height: '297mm' },
}

/**
 * The print window's own style sheet. Its colours are written out, not taken from the tokens: the window is a separate
 * document that loads no style sheet of the app (its policy allows inline styles only), so the tokens are not there.
 */
function printStyle(paper: Paper): string {
  const { width, height } = SHEET[paper]
  return `
  @page { size: ${width} ${height}; margin: 0; }
  html, body { margin: 0; padding: 0; }
  body { background: #e2e8f0; font: 14px/1.5 system-ui, sans-serif; color: #0f172a; }
  .sheet { width: ${width}; height: ${height}; margin: 1rem auto; background: #fff; overflow: hidden;
    box-shadow: 0 1px 4px rgb(15 23 42 / 0.25); break-after: page; }
  .sheet:last-child { break-after: auto; }
  .sheet img { display: block; width: 100%; height: 100%; }
  .note { margin: 40vh auto 0; text-align: center; }
  @media print { body { background: none; } .sheet { margin: 0; box-shadow: none; } }
`
}

/** A page of SVG as an image source. */
export function svgSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

function documentHtml(title: string, paper: Paper, body: string[], nonce: string | undefined): string {
  const style = printStyle(paper)
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${PRINT_POLICY}">`,
    `<title>${escapeHtml(title)}</title>`,
    nonce ? `<style nonce="${escapeHtml(nonce)}">${style}</style>` : `<style>${style}</style>`,
    '</head>',
    '<body>',
    ...body,
    '</body>',
    '</html>',
  ].join('\n')
}

/**
 * The whole document of the print window: each page of the resume on a sheet of its paper, titled `title`. The
 * window inherits this page's policy, which admits the style element only with the page's nonce.
 */
export function printableHtml(title: string, printed: TailoredPages, nonce = pageNonce()): string {
  const count = printed.pages.length
  const sheets = printed.pages.map(
    (page, index) =>
      `<div class="sheet"><img src="${escapeHtml(svgSource(page))}" alt="${escapeHtml(
        `Page ${index + 1} of ${count} of ${title}`,
      )}"></div>`,
  )
  return documentHtml(title, printed.paper, sheets, nonce)
}

/** What the window shows while the pages are drawn. */
export function preparingHtml(nonce = pageNonce()): string {
  return documentHtml('Preparing your resume...', 'letter', ['<p class="note">Preparing your resume...</p>'], nonce)
}

type OpenWindow = (url: string, target: string) => Window | null

/** A print window opened and not yet filled, so that it opens within the click (pop-up blockers allow no later). */
export interface PrintWindow {
  /** Fills the window with the pages and asks it to print. */
  print: (title: string, printed: TailoredPages) => void
  close: () => void
}

function write(target: Window, html: string): void {
  target.document.open()
  target.document.write(html)
  target.document.close()
}

/**
 * Opens the print window at once, showing that the resume is being prepared. Null when the browser refused to open
 * it (a pop-up blocker). `openWindow` is window.open; tests pass their own.
 */
export function openPrintWindow(
  openWindow: OpenWindow = (url, target) => window.open(url, target),
): PrintWindow | null {
  const printWindow = openWindow('', '_blank')
  if (!printWindow) return null
  // The new page must not reach back into this one.
  printWindow.opener = null
  write(printWindow, preparingHtml())
  return {
    print(title, printed) {
      write(printWindow, printableHtml(title, printed))
      printWindow.focus()
      // The pages are images: print once they are decoded, or the dialog may show blank sheets.
      const images = Array.from(printWindow.document.images)
      void Promise.allSettled(images.map((image) => image.decode())).then(() => printWindow.print())
    },
    close() {
      printWindow.close()
    },
  }
}
