import { afterEach, describe, expect, it } from 'vitest'

import { pageNonce } from './csp-nonce'

describe('pageNonce', () => {
  afterEach(() => document.head.querySelector('meta[property="csp-nonce"]')?.remove())

  it("reads the nonce the server wrote into the page's csp-nonce meta element", () => {
    const meta = document.createElement('meta')
    meta.setAttribute('property', 'csp-nonce')
    meta.setAttribute('nonce', 'r4nd0m')
    document.head.append(meta)
    expect(pageNonce()).toBe('r4nd0m')
  })

  it('is undefined on a page without one (the development server)', () => {
    expect(pageNonce()).toBeUndefined()
  })
})
