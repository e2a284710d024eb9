import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { expect, inject } from 'vitest'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

export const DESKTOP = { width: 1280, height: 900 }
export const MOBILE = { width: 390, height: 844 }

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export const chromiumPath = inject('chromiumPath')
export const baseUrl = inject('baseUrl')

export interface BrowserSession {
  context: BrowserContext
  page: Page
  /** What the server's Content-Security-Policy refused in this browser so far (Chromium reports it on the console). */
  cspViolations: string[]
  close: () => Promise<void>
}

/**
 * A fresh headless Chromium with its own profile directory, so no cookie leaks between journeys; `origin` is the
 * server its relative paths go to (the run's shared server unless a journey starts its own). Closing it fails if the
 * page's Content-Security-Policy refused anything meanwhile: every journey checks that the app runs under it.
 */
export async function openBrowser(
  viewport = DESKTOP,
  extraArgs: string[] = [],
  origin: string = baseUrl,
): Promise<BrowserSession> {
  if (!chromiumPath) throw new Error('Chromium is not available.')
  const userDataDir = mkdtempSync(join(tmpdir(), 'vitae-e2e-profile-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    viewport,
    baseURL: origin,
    acceptDownloads: true,
  })
  // Injected by the browser itself, as the app's policy refuses inline scripts (axe is a test tool, not the app).
  await context.addInitScript({ content: axeSource })
  const cspViolations: string[] = []
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      cspViolations.push(`${message.page()?.url()}: ${message.text()}`)
  })
  const page = context.pages()[0] ?? (await context.newPage())
  return {
    context,
    page,
    cspViolations,
    close: async () => {
      await context.close()
      rmSync(userDataDir, { recursive: true, force: true })
      if (cspViolations.length > 0) {
        throw new Error(`The Content-Security-Policy refused:\n${cspViolations.join('\n')}`)
      }
    },
  }
}

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[] }[]
}

/** Runs axe-core on the page as it is now and fails on any serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } })
      .axe
    const results = await axe.run(document)
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }))
  })
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  if (blocking.length > 0) {
    const details = blocking
      .map(
        (violation) =>
          `${violation.impact} ${violation.id}: ${violation.help} at ${JSON.stringify(violation.nodes.map((n) => n.target))}`,
      )
      .join('\n')
    throw new Error(`Accessibility violations on ${page.url()}:\n${details}`)
  }
}

/** Opens a path, waits for the screen to settle, and checks its accessibility. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await settle(page)
  await expectAccessible(page)
}

/** Waits until no request is in flight and no spinner is shown. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page
    .locator('[data-slot="spinner"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {})
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname
}

let counter = 0

/** An email address no other journey of this run uses. */
export function uniqueEmail(label: string): string {
  counter += 1
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`
}

/** Waits for a toast whose text contains every given string (Radix also echoes it in a live region). */
export async function expectToast(page: Page, ...texts: string[]): Promise<void> {
  let toast = page.locator('[data-slot="toast"]')
  for (const text of texts) toast = toast.filter({ hasText: text })
  await toast.first().waitFor()
}

const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'screenshots')

/** Keeps a picture of the page as it is now in web/screenshots/ (not committed), for reviewing the design. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true })
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) })
}

/** Fails if the page is wider than the window, which would make a phone scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}
