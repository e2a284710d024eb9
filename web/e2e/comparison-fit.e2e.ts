/**
 * The comparison dialog fills the window and never scrolls as a whole: its header and its footer (Download PDF, Save
 * to Dashboard) stay in view while the texts and the list of improvements scroll in panes of their own, on a desktop
 * and on a phone.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { chromiumPath, DESKTOP, expectAccessible, MOBILE, saveScreenshot, visit } from './support/browser'
import { longTextResume } from './support/long-resume'
import { signedInSession, suiteSession } from './support/sessions'
import { uploadThroughApi } from './support/uploads'

interface Box {
  top: number
  bottom: number
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('Not on screen.')
  return { top: box.y, bottom: box.y + box.height }
}

/** Fails unless the element lies wholly inside the window, and a click at its centre would reach it. */
async function expectInViewAndClickable(page: Page, locator: Locator): Promise<void> {
  const box = await boxOf(locator)
  const height = page.viewportSize()!.height
  expect(box.top).toBeGreaterThanOrEqual(0)
  expect(box.bottom).toBeLessThanOrEqual(height)
  await locator.click({ trial: true, timeout: 2_000 })
}

async function openComparison(page: Page, resumeId: string): Promise<Locator> {
  await visit(page, `/editor/${resumeId}`)
  await page.getByRole('button', { name: 'View Enhanced Resume' }).click()
  const dialog = page.getByRole('dialog', { name: 'Original and enhanced' })
  await dialog.getByTestId('applied-badge').waitFor()
  return dialog
}

/** Checks the dialog's frame: inside the window, never scrolling itself, with its actions in view. */
async function expectFramedDialog(page: Page, dialog: Locator): Promise<void> {
  const frame = await boxOf(dialog)
  expect(frame.top).toBeGreaterThanOrEqual(0)
  expect(frame.bottom).toBeLessThanOrEqual(page.viewportSize()!.height)
  const scrolls = await dialog.evaluate((element) => element.scrollHeight > element.clientHeight + 1)
  expect(scrolls).toBe(false)
  await expectInViewAndClickable(page, dialog.getByRole('button', { name: 'Download PDF' }))
  await expectInViewAndClickable(page, dialog.getByRole('button', { name: 'Save to Dashboard' }))
}

/** Scrolls with the mouse wheel over an element, as a person would, and lets the scroll land. */
async function wheelOver(page: Page, locator: Locator, deltaY: number): Promise<void> {
  const box = (await locator.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 40))
  await page.mouse.wheel(0, deltaY)
  await page.waitForTimeout(200)
}

describe.skipIf(!chromiumPath)('the comparison dialog fits the window', () => {
  const session = suiteSession(() =>
    signedInSession({ firstName: 'Dorothy', lastName: 'Vaughan', password: 'fortran-at-langley' }),
  )
  let resumeId = ''

  it('on a desktop: panes of their own, the header and the actions always in view', async () => {
    const { page } = session
    resumeId = await uploadThroughApi(page, longTextResume())
    await page.setViewportSize(DESKTOP)
    const dialog = await openComparison(page, resumeId)
    await expectFramedDialog(page, dialog)
    await expectInViewAndClickable(page, dialog.getByRole('tab', { name: 'Side by Side' }))
    const header = dialog.getByTestId('comparison-header')
    const headerBefore = await boxOf(header)

    // A wheel over the header moves nothing: the dialog itself never scrolls into a blank box.
    await wheelOver(page, header, 1200)
    expect(await boxOf(header)).toEqual(headerBefore)

    // The texts scroll inside their panes, together, and the frame stays put.
    const original = dialog.getByTestId('pane-original')
    expect(await original.evaluate((pane) => pane.scrollHeight > pane.clientHeight)).toBe(true)
    await wheelOver(page, original, 5000)
    expect(await original.evaluate((pane) => pane.scrollTop)).toBeGreaterThan(0)
    await expect.poll(() => dialog.getByTestId('pane-enhanced').evaluate((pane) => pane.scrollTop)).toBeGreaterThan(0)
    expect(await boxOf(header)).toEqual(headerBefore)
    await expectFramedDialog(page, dialog)

    // The improvements scroll in their own column beside the texts.
    const improvements = dialog.getByTestId('comparison-improvements')
    await wheelOver(page, improvements, 5000)
    await expectFramedDialog(page, dialog)
    for (const mode of ['Diff View', 'Before/After']) {
      await dialog.getByRole('tab', { name: mode }).click()
      await expectFramedDialog(page, dialog)
      await expectInViewAndClickable(page, dialog.getByRole('tab', { name: 'Side by Side' }))
    }
    await expectAccessible(page)
    await saveScreenshot(page, 'comparison-desktop')
    await page.keyboard.press('Escape')
  })

  it('on a phone: the body scrolls between a header and a footer that stay', async () => {
    const { page } = session
    await page.setViewportSize(MOBILE)
    const dialog = await openComparison(page, resumeId)
    await expectFramedDialog(page, dialog)
    const header = dialog.getByTestId('comparison-header')
    const headerBefore = await boxOf(header)
    // The texts take the larger part of the screen, not the header and the footer.
    const frame = await boxOf(dialog)
    const footer = await boxOf(dialog.getByTestId('comparison-footer'))
    expect(footer.top - headerBefore.bottom).toBeGreaterThan((frame.bottom - frame.top) / 2)

    const body = dialog.getByTestId('comparison-body')
    await body.evaluate((element) => element.scrollTo(0, element.scrollHeight))
    expect(await body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
    await dialog.getByTestId('comparison-improvements').getByTestId('improvement').last().waitFor()
    expect(await boxOf(header)).toEqual(headerBefore)
    await expectFramedDialog(page, dialog)
    await expectAccessible(page)
    await saveScreenshot(page, 'comparison-phone')
  })
})
