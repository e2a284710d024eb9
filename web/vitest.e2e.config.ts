import { defineConfig } from 'vitest/config'

// End-to-end journeys in Chromium against the real server; one file at a time, with generous timeouts.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./e2e/support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
})
