import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

import { backendRoot, distDir, freePort, stopServer, uvCommand, waitForHealth } from './global-setup'

/** The model name the server is configured with; the stub answers to any. */
export const STUB_MODEL = 'stub-model'

/** Words only the stub model writes, by task: seeing one in the app shows the model answered. */
export interface StubTexts {
  commentary: string
  editReason: string
  assistantAnswer: string
  /** The interviewer's questions, asked in this order. */
  questions: string[]
  followUp: string
  feedback: string
  narrative: string
}

/** What the backend's stub model (tests/integration/openai_stub_server.py) prints once it listens. */
interface StubAnnouncement {
  baseUrl: string
  texts: StubTexts
}

export interface ModelServer {
  /** The Vitae server that asks the stub model for every AI task. */
  baseUrl: string
  /** The model name that server is configured with, as the app names it. */
  model: string
  texts: StubTexts
  close: () => Promise<void>
}

const STUB_STARTUP_TIMEOUT_MS = 60_000

interface StartedProcess {
  process: ChildProcess
  output: () => string
}

function startProcess(args: string[], env: NodeJS.ProcessEnv = {}): StartedProcess {
  const [command, ...prefix] = uvCommand()
  let output = ''
  const child = spawn(command!, [...prefix, '--directory', backendRoot, 'run', '--frozen', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stopServer ends uv and the Python process under it
  })
  // Both pipes are read to the end, so a chatty process never blocks on a full pipe.
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { process: child, output: () => output }
}

/** The stub's first line on stdout, once it listens. */
function announcement(stub: StartedProcess): Promise<StubAnnouncement> {
  const lines = createInterface({ input: stub.process.stdout! })
  return new Promise<StubAnnouncement>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The stub model did not start:\n${stub.output()}`)),
      STUB_STARTUP_TIMEOUT_MS,
    )
    lines.once('line', (line) => {
      clearTimeout(timer)
      resolve(JSON.parse(line) as StubAnnouncement)
    })
    stub.process.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The stub model exited with code ${code}:\n${stub.output()}`))
    })
  })
}

/**
 * A Vitae server of its own, configured with the stub model as its OpenAI-compatible engine, for the journey that
 * checks the app names the model's answers; the run's shared server keeps the offline engine. The stub and the
 * server start side by side: the server only calls the stub when a task comes.
 */
export async function startModelServer(): Promise<ModelServer> {
  const [stubPort, port] = await Promise.all([freePort(), freePort()])
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-e2e-model-data-'))
  const stub = startProcess(['python', '-m', 'tests.integration.openai_stub_server', '--port', String(stubPort)])
  const server = startProcess(['vitae', 'serve', '--host', '127.0.0.1', '--port', String(port)], {
    VITAE_DATA_DIR: dataDir,
    VITAE_WEB_DIST_DIR: distDir,
    VITAE_AI_PROVIDER: 'openai',
    VITAE_OPENAI_BASE_URL: `http://127.0.0.1:${stubPort}/v1`,
    VITAE_OPENAI_MODEL: STUB_MODEL,
  })
  const close = async (): Promise<void> => {
    await Promise.all([stopServer(server.process), stopServer(stub.process)])
    rmSync(dataDir, { recursive: true, force: true })
  }
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    const [announced] = await Promise.all([announcement(stub), waitForHealth(baseUrl, server.process, server.output)])
    return { baseUrl, model: STUB_MODEL, texts: announced.texts, close }
  } catch (error) {
    await close()
    throw error
  }
}
