/**
 * The page's Content-Security-Policy nonce. The server writes a fresh one into `<meta property="csp-nonce">` on every
 * load and allows only style elements that carry it, besides the built stylesheets. Browsers hide a nonce attribute
 * from getAttribute once the page is parsed, so the element's `nonce` property is read first.
 */
export function pageNonce(page: Document = document): string | undefined {
  const meta = page.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')
  return meta?.nonce || meta?.getAttribute('nonce') || undefined
}
