import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import type { TestProject } from 'vitest/node'

import { STUB_TRANSCRIPTION_MODEL, startSpeechStub } from './speech-stub'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    chromiumPath: string | null
  }
}

export const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const backendRoot = resolve(webRoot, '..', 'backend')
export const distDir = join(webRoot, 'dist')
const DEFAULT_CHROMIUM = '/usr/bin/chromium'
const STARTUP_TIMEOUT_MS = 120_000

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('No port')),
      )
    })
  })
}

/** `uv` on PATH, else the module form that `make` installs with pip. */
export function uvCommand(): string[] {
  return spawnSync('uv', ['--version'], { stdio: 'ignore' }).status === 0 ? ['uv'] : ['python3', '-m', 'uv']
}

export async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited with code ${server.exitCode} before it was ready:\n${output()}`)
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.status === 200) return
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250))
  }
  throw new Error(`The server did not answer /api/health within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output()}`)
}

export function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (server.exitCode !== null || server.pid === undefined) return done()
    const pid = server.pid
    const killTimer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }, 10_000)
    server.once('exit', () => {
      clearTimeout(killTimer)
      done()
    })
    try {
      // The server runs in its own process group (uv and the Python process under it).
      process.kill(-pid, 'SIGTERM')
    } catch {
      clearTimeout(killTimer)
      done()
    }
  })
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM
  if (!existsSync(chromiumPath)) {
    const banner = '!'.repeat(78)
    console.warn(
      `\n${banner}\nEND-TO-END TESTS SKIPPED: no Chromium at ${chromiumPath}\n` +
        `Install it (apt-get install chromium) or set CHROMIUM_PATH.\n${banner}\n`,
    )
    project.provide('chromiumPath', null)
    project.provide('baseUrl', '')
    return async () => {}
  }
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`The web app is not built: ${join(distDir, 'index.html')} is missing. Run "npm run build" first.`)
  }

  const port = await freePort()
  // Answers recorded in browsers without speech recognition are transcribed by a local stub server.
  const speechStub = await startSpeechStub()
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-e2e-data-'))
  const [command, ...prefix] = uvCommand()
  let output = ''
  const server = spawn(
    command!,
    [
      ...prefix,
      '--directory',
      backendRoot,
      'run',
      '--frozen',
      'vitae',
      'serve',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    {
      env: {
        ...process.env,
        VITAE_DATA_DIR: dataDir,
        VITAE_WEB_DIST_DIR: distDir,
        // Every journey signs up and uploads from this one address: the per-address limits are for strangers.
        VITAE_REGISTRATIONS_PER_ADDRESS: '10000',
        VITAE_ANONYMOUS_UPLOADS_PER_ADDRESS: '10000',
        VITAE_RENDERS_PER_ADDRESS: '10000',
        VITAE_OPENAI_TRANSCRIPTION_BASE_URL: speechStub.baseUrl,
        VITAE_OPENAI_TRANSCRIPTION_MODEL: STUB_TRANSCRIPTION_MODEL,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  server.stdout?.on('data', keep)
  server.stderr?.on('data', keep)

  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(baseUrl, server, () => output)
  } catch (error) {
    await stopServer(server)
    await speechStub.close()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  project.provide('chromiumPath', chromiumPath)
  project.provide('baseUrl', baseUrl)

  return async () => {
    await stopServer(server)
    await speechStub.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
