import './index.css'

import { setNonce } from 'get-nonce'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App } from '@/app/app'
import { pageNonce } from '@/lib/csp-nonce'

// The style elements that dialogs create (their scroll lock) carry the page's nonce, which its policy requires.
const nonce = pageNonce()
if (nonce) setNonce(nonce)

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element to render into.')

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
