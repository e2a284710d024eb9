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

/** The screen widths every layout must fit: small and common phones, a tablet, and laptop to desktop. */
export const LAYOUT_WIDTHS = [360, 390, 768, 1024, 1280, 1440] as const

/**
 * What sticks out of the window: the page's extra width, and each visible element whose box crosses the window's
 * left or right edge without a scrolling box of its own around it (such an element is cut off, or makes the page
 * scroll sideways). Elements inside a box that scrolls sideways are that box's business, as in a wide table.
 */
export function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth
    const problems: string[] = []
    const extra = document.documentElement.scrollWidth - width
    if (extra > 0) problems.push(`the page is ${extra} px wider than the window`)
    const scrollsSideways = (element: Element): boolean => {
      const style = getComputedStyle(element)
      return (style.overflowX === 'auto' || style.overflowX === 'scroll') && element !== document.documentElement
    }
    const describe = (element: Element): string => {
      const name = element.tagName.toLowerCase()
      const slot = element.getAttribute('data-slot') ?? element.getAttribute('data-testid')
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)
      return `${name}${slot ? `[${slot}]` : ''} "${text}"`
    }
    const moving = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
      .filter((target): target is Element => target instanceof Element)
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) continue
      if (element instanceof HTMLElement && element.scrollWidth > element.clientWidth + 1) {
        const style = getComputedStyle(element)
        // Screen-reader-only text is clipped on purpose; a form field scrolls its own value.
        if (style.clipPath === 'inset(50%)' || element.matches('input, textarea, select')) continue
        const clips = style.overflowX === 'hidden' || style.overflowX === 'clip'
        // An ellipsis is a deliberate cut (the full text sits in a title); any other clipped content is lost.
        if (clips && style.textOverflow !== 'ellipsis' && !element.closest('[data-clips-content]')) {
          problems.push(`${describe(element)} cuts off ${element.scrollWidth - element.clientWidth} px of its content`)
        }
      }
      if (box.right <= width + 1 && box.left >= -1) continue
      // A box on its way in or out (a toast sliding from the edge) is measured once it has arrived.
      if (moving.some((box) => box.contains(element))) continue
      const style = getComputedStyle(element)
      // Hidden, or shown to screen readers only (clipped to nothing).
      if (style.visibility === 'hidden' || style.clipPath === 'inset(50%)') continue
      let inScrollBox = false
      for (let parent = element.parentElement; parent && !inScrollBox; parent = parent.parentElement) {
        inScrollBox = scrollsSideways(parent)
      }
      if (inScrollBox) continue
      // Report the innermost element only: its ancestors stick out because of it.
      const childSticksOut = Array.from(element.children).some((child) => {
        const childBox = child.getBoundingClientRect()
        return childBox.right > width + 1 || childBox.left < -1
      })
      if (!childSticksOut)
        problems.push(`${describe(element)} spans ${Math.round(box.left)}..${Math.round(box.right)} px`)
    }
    return problems.slice(0, 8)
  })
}

/** Fails if the page is wider than the window (a phone would scroll sideways) or anything sticks out of it. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  expect(await overflowProblems(page), `at ${page.viewportSize()?.width} px on ${page.url()}`).toEqual([])
}

/** Resizes the window through every width of LAYOUT_WIDTHS and checks the screen as it is at each one. */
export async function expectFitsEveryWidth(page: Page, height = 844): Promise<void> {
  const failures: string[] = []
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height })
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const problems = await overflowProblems(page)
    if (problems.length > 0) failures.push(`${width} px: ${problems.join('; ')}`)
  }
  expect(failures, page.url()).toEqual([])
}
