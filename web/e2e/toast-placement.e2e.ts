/**
 * A toast never hides the action the person is about to take: while one shows (5 s, one at a time, 420 px at most),
 * the main buttons of the screen stay uncovered and clickable, on a desktop and on a phone.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { chromiumPath, DESKTOP, expectToast, MOBILE, saveScreenshot, visit } from './support/browser'
import { LONG_POSTING, longTextResume } from './support/long-resume'
import { signedInSession, suiteSession } from './support/sessions'
import { chooseAndUpload, uploadThroughApi } from './support/uploads'

function toastOnScreen(page: Page): Locator {
  return page.locator('[data-slot="toast"][data-state="open"]').first()
}

/** Fails if the toast on screen overlaps the action, or if a click on the action would land on something else. */
async function expectUncovered(page: Page, action: Locator, options: { click?: boolean } = {}): Promise<void> {
  // An action out of view is scrolled to the bottom of the window (above a phone's bottom navigation): where a
  // toast usually sits, so the hardest place to keep it clear.
  await action.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const bottomEdge = window.innerHeight - (window.innerWidth < 768 ? 72 : 8)
    if (box.top < 64 || box.bottom > bottomEdge) window.scrollBy(0, box.bottom - bottomEdge)
  })
  // The toast moves within a frame of a scroll; let it settle before measuring.
  await page.waitForTimeout(300)
  const [toastBox, actionBox] = await Promise.all([toastOnScreen(page).boundingBox(), action.boundingBox()])
  expect(toastBox, 'a toast shows').not.toBeNull()
  expect(actionBox).not.toBeNull()
  const overlaps =
    toastBox!.x < actionBox!.x + actionBox!.width &&
    actionBox!.x < toastBox!.x + toastBox!.width &&
    toastBox!.y < actionBox!.y + actionBox!.height &&
    actionBox!.y < toastBox!.y + toastBox!.height
  expect(overlaps, `the toast covers "${await action.textContent()}"`).toBe(false)
  if (options.click ?? true) await action.click({ trial: true, timeout: 1_000 })
}

const BROKEN_PDF = { name: 'scanned.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not really') }

describe.skipIf(!chromiumPath)('toasts keep clear of the main actions', () => {
  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    describe(`on a ${device}`, () => {
      const session = suiteSession(() =>
        signedInSession({ firstName: 'Annie', lastName: 'Easley', password: 'centaur-rocket-1977' }, viewport),
      )

      it("keeps 'Choose another file' clear of the 'Upload failed' toast", async () => {
        const { page } = session
        await visit(page, '/editor')
        await chooseAndUpload(page, BROKEN_PDF)
        await expectToast(page, 'Upload failed')
        await expectUncovered(page, page.getByRole('button', { name: 'Choose another file' }))
        await saveScreenshot(page, `toast-upload-failed-${device}`)
      })

      it("keeps 'View results' clear of the 'Resume uploaded successfully' toast", async () => {
        const { page } = session
        await page.getByRole('button', { name: 'Choose another file' }).click()
        await chooseAndUpload(page, longTextResume())
        await expectToast(page, 'Resume uploaded successfully')
        // The results open by themselves a moment later: measure at once, without waiting for a click to be possible.
        await expectUncovered(page, page.getByRole('button', { name: 'View results' }), { click: false })
      })

      it('keeps the enhanced version actions clear of the save toast', async () => {
        const { page } = session
        const id = await uploadThroughApi(page, longTextResume())
        await visit(page, `/editor/${id}`)
        const card = page.getByTestId('enhanced-version-card')
        await card.getByRole('button', { name: 'Save to Dashboard' }).click()
        await expectToast(page, 'Saved')
        for (const name of ['View Enhanced Resume', 'Download Enhanced Resume', 'Save to Dashboard']) {
          await expectUncovered(page, card.getByRole('button', { name }))
        }
        await saveScreenshot(page, `toast-detail-${device}`)
      })

      it("keeps the tweaker's Download PDF and Print clear of 'Resume Optimized'", async () => {
        const { page } = session
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.getByRole('tab', { name: 'Match to a Job' }).click()
        const panel = page.getByTestId('job-match-workspace')
        await panel.getByLabel('Or paste the job description').fill(LONG_POSTING)
        await panel.getByRole('button', { name: 'Tweak Resume for This Job' }).click()
        await expectToast(page, 'Resume Optimized')
        for (const name of ['Download PDF', 'Print', 'Toggle Version']) {
          await expectUncovered(page, panel.getByRole('button', { name }))
        }
        await saveScreenshot(page, `toast-tweaker-${device}`)
      })

      it("keeps the comparison's Download PDF and Save clear of the save toast", async () => {
        const { page } = session
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.getByRole('tab', { name: 'Report' }).click()
        await page.getByRole('button', { name: 'View Enhanced Resume' }).click()
        const dialog = page.getByRole('dialog', { name: 'Original and enhanced' })
        await dialog.getByTestId('applied-badge').waitFor()
        await dialog.getByRole('button', { name: 'Save to Dashboard' }).click()
        await expectToast(page, 'Saved')
        for (const name of ['Download PDF', 'Save to Dashboard']) {
          await expectUncovered(page, dialog.getByRole('button', { name }))
        }
        await saveScreenshot(page, `toast-comparison-${device}`)
        await page.keyboard.press('Escape')
      })
    })
  }
})
