/**
 * The Print button (SPEC §7): the tailored resume in a new window, then the browser's print dialog. The resume text
 * is escaped and the page forbids scripts and outside loads, so a resume that contains markup prints as text and
 * never runs.
 */

import { pageNonce } from '@/lib/csp-nonce'

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

// No script, frame, form, image or font may load: only the inline style below applies.
const PRINT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"

const PRINT_STYLE = `
  body { margin: 2rem; font: 11pt/1.5 Georgia, 'Times New Roman', serif; color: #111; }
  h1 { font: 600 10pt/1.2 system-ui, sans-serif; color: #555; margin: 0 0 1rem; }
  pre { white-space: pre-wrap; word-wrap: break-word; font: inherit; margin: 0; }
  @media print { body { margin: 0; } h1 { display: none; } }
`

/**
 * The whole document of the print window, with the resume text escaped. The window inherits this page's policy, which
 * admits the style element only with the page's nonce.
 */
export function printableHtml(title: string, content: string, nonce = pageNonce()): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${PRINT_POLICY}">`,
    `<title>${escapeHtml(title)}</title>`,
    nonce ? `<style nonce="${escapeHtml(nonce)}">${PRINT_STYLE}</style>` : `<style>${PRINT_STYLE}</style>`,
    '</head>',
    '<body>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<pre>${escapeHtml(content)}</pre>`,
    '</body>',
    '</html>',
  ].join('\n')
}

type OpenWindow = (url: string, target: string) => Window | null

/**
 * Opens the print window and asks it to print. False when the browser refused to open it (a pop-up blocker).
 * `openWindow` is window.open; tests pass their own.
 */
export function printInNewWindow(
  title: string,
  content: string,
  openWindow: OpenWindow = (url, target) => window.open(url, target),
): boolean {
  const printWindow = openWindow('', '_blank')
  if (!printWindow) return false
  // The new page must not reach back into this one.
  printWindow.opener = null
  printWindow.document.open()
  printWindow.document.write(printableHtml(title, content))
  printWindow.document.close()
  printWindow.focus()
  printWindow.print()
  return true
}
