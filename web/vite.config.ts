import { fileURLToPath, URL } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { searchForWorkspaceRoot } from 'vite'
import { defineConfig } from 'vitest/config'

// The published scoring rubric lives in the repository's docs/ and is shown in the app as written.
const docsDir = fileURLToPath(new URL('../docs', import.meta.url))
const apiTarget = process.env.VITAE_API_URL ?? 'http://127.0.0.1:8000'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), '@docs': docsDir },
  },
  server: {
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), docsDir] },
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        // The API refuses state-changing requests whose Origin is not its own host. A request from this dev
        // server's own pages is same-origin in production, so only that origin is rewritten to the API's.
        configure: (proxy) => {
          proxy.on('proxyReq', (proxyRequest, request) => {
            if (request.headers.origin === `http://${request.headers.host}`) {
              proxyRequest.setHeader('origin', new URL(apiTarget).origin)
            }
          })
        },
      },
    },
  },
  // The server puts a fresh nonce in place of this on every page (backend/src/vitae/web/spa.py) and names it in the
  // page's Content-Security-Policy; the app gives it to the style elements that libraries create at run time.
  html: { cspNonce: 'VITAE_CSP_NONCE' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/report-bundle-size.mjs reads the manifest to add up each route's first-load JavaScript.
    manifest: true,
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
})
