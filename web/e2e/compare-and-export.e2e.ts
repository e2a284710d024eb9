import { readFileSync } from 'node:fs'

import type { Download, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { expectSentToSignIn } from './support/accounts'
import {
  chromiumPath,
  expectAccessible,
  expectToast,
  MOBILE,
  openBrowser,
  saveScreenshot,
  visit,
} from './support/browser'
import { docxResume, WEAK_RESUME_LINES } from './support/resume-files'
import { inOwnBrowser, signedInSession, suiteSession } from './support/sessions'
import { chooseAndUpload, pdfTextThroughParser, waitForDetail } from './support/uploads'
import { docxText } from './support/zip-entries'

const TODAY = /\d{4}-\d{2}-\d{2}/

interface Improvement {
  id: string
  kind: string
  before: string
  after: string
  /** The field it changes: 'work.0.bullets.2'. */
  target: string
}

interface ResumeReply {
  id: string
  enhancedContent: string | null
  enhancement: { improvements: Improvement[]; acceptedIds: string[]; enhancedScore: number } | null
}

/** Uploads the weak resume in the editor and waits for its detail screen. */
async function uploadWeakResume(page: Page): Promise<string> {
  await visit(page, '/editor')
  await chooseAndUpload(page, docxResume('katherine-johnson.docx', WEAK_RESUME_LINES))
  const panel = page.locator('[data-testid="processing-panel"][data-phase="complete"]')
  await panel.waitFor({ timeout: 30_000 })
  // Step 4 completes for real: the reply carries the enhanced version and how long it took.
  expect(await panel.getByTestId('processing-step-enhance').getAttribute('data-status')).toBe('done')
  await panel.getByText(/^\d+ improvements? in .+ ms$/).waitFor()
  await panel.getByText('Your resume has been fully optimized').waitFor()
  return waitForDetail(page, 10_000)
}

async function resumeReply(page: Page, id: string): Promise<ResumeReply> {
  const response = await page.request.get(`/api/resumes/${id}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as ResumeReply
}

async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path()
  return readFileSync(path)
}

async function comparisonDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Original and enhanced' })
  await dialog.getByTestId('applied-badge').waitFor()
  return dialog
}

/** A phrase both texts can be searched for, whatever bullet character or spacing each format uses. */
function words(text: string): string {
  return text
    .replace(/^[-•\s]+/, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The first words of a text: enough to tell the original wording from the rewrite, short enough not to run into a
 * line break where a PDF template wraps a long bullet.
 */
function opening(text: string, count = 4): string {
  return words(text).split(' ').slice(0, count).join(' ')
}

describe.skipIf(!chromiumPath)('compare, choose, save and download', () => {
  const session = suiteSession(() =>
    signedInSession({ firstName: 'Mary', lastName: 'Jackson', password: 'wind-tunnel-1958' }),
  )
  let resumeId = ''
  let rejected: Improvement
  let kept: Improvement

  it('uploads, then shows the enhanced score beside the original on the detail page', async () => {
    const { page } = session
    resumeId = await uploadWeakResume(page)
    const reply = await resumeReply(page, resumeId)
    const improvements = reply.enhancement?.improvements ?? []
    expect(improvements.length).toBeGreaterThan(3)
    expect(reply.enhancement?.acceptedIds).toEqual(improvements.map((change) => change.id))
    // Changes whose field no other change touches, so each one alone decides how that field reads.
    const sole = (change: Improvement) => improvements.filter((other) => other.target === change.target).length === 1
    // Two jobs' dates, written as numbers, rewritten as month names: a change the reader sees in every format.
    const dates = improvements.filter(
      (change) => change.kind === 'date_format' && change.target.startsWith('work.') && sole(change),
    )
    expect(dates.map((change) => [change.before, change.after]).slice(0, 2)).toEqual([
      ['01/1958 - 08/1986', 'Jan 1958 – Aug 1986'],
      ['06/1953 - 12/1957', 'Jun 1953 – Dec 1957'],
    ])
    rejected = dates[0]!
    kept = dates[1]!

    const card = page.getByTestId('enhanced-version-card')
    const enhanced = Number((await card.getByTestId('card-score-enhanced').textContent())?.match(/\d+/)?.[0])
    expect(enhanced).toBe(Math.round(reply.enhancement!.enhancedScore))
    await card.getByTestId('card-score-original').waitFor()
    expect(await card.getByTestId('card-improvement-count').textContent()).toBe(
      `${improvements.length} improvements, ${improvements.length} accepted`,
    )
    await expectAccessible(page)
    await saveScreenshot(page, 'detail-desktop')
  })

  it('opens the comparison side by side, with panes that scroll together', async () => {
    const { page } = session
    await page.getByRole('button', { name: 'View Enhanced Resume' }).click()
    const dialog = await comparisonDialog(page)
    const reply = await resumeReply(page, resumeId)
    const count = reply.enhancement!.improvements.length
    expect(await dialog.getByTestId('applied-badge').textContent()).toBe(`${count} Improvements Applied`)
    expect(await dialog.getByRole('tab', { name: 'Side by Side' }).getAttribute('aria-selected')).toBe('true')
    await dialog.getByTestId('pane-original').getByText(words(rejected.before), { exact: false }).waitFor()
    await dialog.getByTestId('pane-enhanced').getByText(words(rejected.after), { exact: false }).waitFor()
    // On a desktop the panes take the height the window leaves them (comparison-fit checks the frame around them).
    const paneHeight = await dialog.getByTestId('pane-original').evaluate((pane) => pane.clientHeight)
    expect(paneHeight).toBeGreaterThan(480)
    await expectAccessible(page)
    await saveScreenshot(page, 'compare-side-by-side-desktop')

    const scrolled = await page.evaluate(async () => {
      const original = document.querySelector<HTMLElement>('[data-testid="pane-original"]')!
      const enhanced = document.querySelector<HTMLElement>('[data-testid="pane-enhanced"]')!
      original.scrollTop = original.scrollHeight
      await new Promise((resolve) => setTimeout(resolve, 100))
      return {
        originalScrollable: original.scrollHeight > original.clientHeight,
        enhancedAtEnd: Math.abs(enhanced.scrollTop - (enhanced.scrollHeight - enhanced.clientHeight)) <= 2,
      }
    })
    expect(scrolled).toEqual({ originalScrollable: true, enhancedAtEnd: true })
  })

  it('shows the word diff with its colours and an explanation on hover and on focus', async () => {
    const { page } = session
    const dialog = await comparisonDialog(page)
    await dialog.getByRole('tab', { name: 'Diff View' }).click()
    const view = dialog.getByTestId('diff-view')
    await view.waitFor()
    expect(await view.locator('del').count()).toBeGreaterThan(0)
    expect(await view.locator('mark, ins').count()).toBeGreaterThan(0)
    const struck = await view
      .locator('del')
      .first()
      .evaluate((element) => getComputedStyle(element).textDecorationLine)
    expect(struck).toContain('line-through')

    // Every change the diff shows is one of the listed improvements: no bullet glyph, header order or contact line
    // differs by layout alone. A paragraph made bullets brings in the bullet glyph.
    const listed = (await resumeReply(page, resumeId)).enhancement!.improvements
    const wordsOf = (texts: readonly string[]) =>
      new Set(texts.flatMap((text) => text.split(/\s+/)).flatMap((word) => word.replace(/,$/, '') || []))
    const before = wordsOf(listed.map((change) => change.before))
    const bulleting = listed.some((change) => change.kind === 'bullet_points' || change.kind === 'split')
    const after = wordsOf([...listed.map((change) => change.after), ...(bulleting ? ['•'] : [])])
    const removed = wordsOf(await view.locator('del').allTextContents())
    const brought = wordsOf(await view.locator('ins, mark').allTextContents())
    expect([...removed].filter((word) => !before.has(word))).toEqual([])
    expect([...brought].filter((word) => !after.has(word))).toEqual([])

    await view.locator('del').first().hover()
    await dialog
      .getByRole('tooltip')
      .getByText(/^Removed to (improve conciseness and clarity|eliminate redundancy)$/)
      .waitFor()
    await view.getByRole('button', { name: 'Next change' }).click()
    const focused = await page.evaluate(() => document.activeElement?.hasAttribute('data-change') ?? false)
    expect(focused).toBe(true)
    await dialog.getByRole('tooltip').waitFor()
    await expectAccessible(page)
    await saveScreenshot(page, 'compare-diff-desktop')
  })

  it('moves the Before/After slider from 50 with the keyboard and by dragging', async () => {
    const { page } = session
    const dialog = await comparisonDialog(page)
    await dialog.getByRole('tab', { name: 'Before/After' }).click()
    const slider = dialog.getByRole('slider', { name: 'Before/After position' })
    expect(await slider.getAttribute('aria-valuenow')).toBe('50')
    await slider.focus()
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight')
    expect(await slider.getAttribute('aria-valuenow')).toBe('55')
    await page.keyboard.press('Home')
    expect(await slider.getAttribute('aria-valuenow')).toBe('0')
    await page.keyboard.press('PageUp')
    expect(await slider.getAttribute('aria-valuenow')).toBe('10')

    const stage = (await dialog
      .getByRole('region', { name: 'Original and enhanced, one over the other' })
      .boundingBox())!
    const handle = (await slider.boundingBox())!
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2)
    await page.mouse.down()
    await page.mouse.move(stage.x + stage.width * 0.75, handle.y + handle.height / 2, { steps: 8 })
    await page.mouse.up()
    const dragged = Number(await slider.getAttribute('aria-valuenow'))
    expect(dragged).toBeGreaterThan(70)
    expect(dragged).toBeLessThan(80)
    await expectAccessible(page)
    await saveScreenshot(page, 'compare-slider-desktop')
  })

  it('rejects one change: the enhanced text keeps the original wording there, and the badge counts one fewer', async () => {
    const { page } = session
    const dialog = await comparisonDialog(page)
    await dialog.getByRole('tab', { name: 'Side by Side' }).click()
    const before = await dialog.getByTestId('applied-badge').textContent()
    const total = Number(before?.match(/\d+/)?.[0])
    const item = dialog.locator(`[data-testid="improvement"][data-improvement-id="${rejected.id}"]`)
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/api/resumes/${resumeId}/enhancement`) && response.status() === 200,
    )
    await item.getByRole('button', { name: 'Reject' }).click()
    await saved
    expect(await dialog.getByTestId('applied-badge').textContent()).toBe(`${total - 1} Improvements Applied`)
    expect(await item.getAttribute('data-state')).toBe('rejected')
    const enhancedPane = dialog.getByTestId('pane-enhanced')
    await enhancedPane.getByText(words(rejected.before), { exact: false }).waitFor()
    expect(await enhancedPane.getByText(words(rejected.after), { exact: false }).count()).toBe(0)

    const reply = await resumeReply(page, resumeId)
    expect(reply.enhancement?.acceptedIds).not.toContain(rejected.id)
    expect(reply.enhancement?.acceptedIds).toContain(kept.id)
    expect(reply.enhancedContent).toContain(words(rejected.before))
    await expectAccessible(page)
  })

  it('shows a change from the list in both texts, scrolled to and marked', async () => {
    const { page } = session
    const dialog = await comparisonDialog(page)
    await dialog.getByRole('tab', { name: 'Diff View' }).click()
    // The upload's toast may still sit over the bottom of the list (Radix pauses toasts while the window has no focus).
    for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click()
    // The education's dates stand near the end of both texts, so showing them scrolls each pane.
    const listed = (await resumeReply(page, resumeId)).enhancement!.improvements
    const lastDates = listed.find((change) => change.kind === 'date_format' && change.target.startsWith('education.'))
    const item = dialog.locator(`[data-testid="improvement"][data-improvement-id="${lastDates!.id}"]`)
    await item.getByRole('button', { name: /^Show in text/ }).click()
    expect(await dialog.getByRole('tab', { name: 'Side by Side' }).getAttribute('aria-selected')).toBe('true')
    // HighlightRegistry is a Map of names to sets of ranges; TypeScript's DOM types leave out its Map methods.
    await page.waitForFunction(() => (CSS.highlights as unknown as Map<string, Set<Range>>).has('compare-reveal'))
    const placed = await page.evaluate(() => {
      const registry = CSS.highlights as unknown as Map<string, Set<Range>>
      const ranges = [...(registry.get('compare-reveal') ?? [])]
      return ranges.map((range) => {
        const pane = (range.startContainer.parentElement as HTMLElement).closest('[data-testid^="pane-"]')!
        const box = range.getBoundingClientRect()
        const paneBox = pane.getBoundingClientRect()
        return {
          pane: pane.getAttribute('data-testid'),
          inView: box.top >= paneBox.top && box.bottom <= paneBox.bottom,
          scrolled: pane.scrollTop > 0,
        }
      })
    })
    expect(placed).toEqual([
      { pane: 'pane-original', inView: true, scrolled: true },
      { pane: 'pane-enhanced', inView: true, scrolled: true },
    ])
    await saveScreenshot(page, 'compare-show-in-text-desktop')
  })

  it('saves the accepted version to the dashboard', async () => {
    const { page } = session
    const dialog = await comparisonDialog(page)
    await dialog.getByRole('button', { name: 'Save to Dashboard' }).click()
    await expectToast(page, 'Saved to Dashboard')
    const dashboard = await page.request.get('/api/resumes')
    const listed = (await dashboard.json()) as { id: string }[]
    expect(listed.map((resume) => resume.id)).toContain(resumeId)
  })

  it('downloads the comparison PDF as enhanced_{title}_{date}.pdf, holding the accepted text', async () => {
    const { page } = session
    const dialog = await comparisonDialog(page)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download PDF' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(new RegExp(`^enhanced_Katherine_Johnson_${TODAY.source}\\.pdf$`))
    const bytes = await downloadedBytes(download)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = await pdfTextThroughParser(page, bytes)
    expect(text).toContain(opening(rejected.before))
    expect(text).not.toContain(opening(rejected.after))
    expect(text).toContain(opening(kept.after))
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
  })

  it('downloads a Word document from the detail page, named after the person, holding the accepted text', async () => {
    const { page } = session
    await page.getByRole('button', { name: 'Download Enhanced Resume' }).click()
    await page.getByRole('menuitemradio', { name: 'A4' }).waitFor()
    await expectAccessible(page)
    await saveScreenshot(page, 'detail-download-menu-desktop')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Word document (.docx)' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('Katherine Johnson.docx')
    const bytes = await downloadedBytes(download)
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK')
    const text = docxText(bytes).replace(/\s+/g, ' ')
    expect(text).toContain(words(rejected.before))
    expect(text).not.toContain(words(rejected.after))
    expect(text).toContain(words(kept.after))
  })

  it('downloads the PDF in another template on A4', async () => {
    const { page } = session
    await page.getByRole('button', { name: 'Download Enhanced Resume' }).click()
    await page.getByRole('menuitemradio', { name: 'Modern' }).click()
    await page.getByRole('menuitemradio', { name: 'A4' }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /^PDF/ }).click(),
    ])
    expect(download.suggestedFilename()).toBe('Katherine Johnson.pdf')
    const bytes = await downloadedBytes(download)
    // An A4 page is 210 × 297 mm: 595.3 × 841.9 points.
    const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(bytes.toString('latin1'))
    expect(box?.slice(1, 3).map((side) => Math.round(Number(side)))).toEqual([595, 842])
  })

  it('lists the versions with their scores and restores the uploaded one after confirming', async () => {
    const { page } = session
    const panel = page.getByTestId('versions-panel')
    const versions = panel.getByTestId('version')
    await versions.first().waitFor()
    const count = await versions.count()
    expect(count).toBeGreaterThanOrEqual(2)
    const oldest = versions.last()
    const number = await oldest.getAttribute('data-version')
    await oldest.getByRole('button', { name: `Restore version ${number}` }).click()
    const confirm = page.getByRole('alertdialog', { name: `Restore version ${number}?` })
    await confirm.waitFor()
    await expectAccessible(page)
    await confirm.getByRole('button', { name: `Restore version ${number}` }).click()
    await expectToast(page, 'Version restored')
    await page.waitForFunction(
      (expected) => document.querySelectorAll('[data-testid="version"]').length === expected,
      count + 1,
    )
  })

  it("downloads the PDF at once from the dashboard's ?download=true link", async () => {
    const { page } = session
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.goto(`/editor/${resumeId}?download=true`),
    ])
    expect(download.suggestedFilename()).toBe('Katherine Johnson.pdf')
    expect((await downloadedBytes(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    await page.waitForURL((url) => url.search === '')
  })
})

describe.skipIf(!chromiumPath)('a visitor and a lapsed session', () => {
  it('asks a visitor to sign in before saving or downloading, from the card and from the comparison', async () => {
    await inOwnBrowser(openBrowser(), async ({ page }) => {
      const id = await uploadWeakResume(page)
      const detail = `/editor/${id}`

      // Each comes back from signing in to finish what was asked: download, or save.
      await page.getByRole('button', { name: 'Download Enhanced Resume' }).click()
      await expectToast(page, 'Login Required')
      await expectSentToSignIn(page, `${detail}?download=true`)

      await visit(page, detail)
      await page.getByRole('button', { name: 'View Enhanced Resume' }).click()
      const dialog = await comparisonDialog(page)
      await expectAccessible(page)
      await dialog.getByRole('button', { name: 'Save to Dashboard' }).click()
      await expectToast(page, 'Login Required')
      await expectSentToSignIn(page, `${detail}?save=1`)

      await page.goto(`${detail}?download=true`)
      await expectToast(page, 'Login Required')
      await expectSentToSignIn(page, `${detail}?download=true`)
    })
  })

  it("answers a download after the session ended with 'Login Required' and the sign-in screen", async () => {
    const dorothy = signedInSession({ firstName: 'Dorothy', lastName: 'Vaughan', password: 'fortran-pioneer' })
    await inOwnBrowser(dorothy, async ({ page, context }) => {
      const id = await uploadWeakResume(page)
      // The session cookie goes away behind the page's back, as when it expires.
      await context.clearCookies()
      await page.getByRole('button', { name: 'Download Enhanced Resume' }).click()
      await page.getByRole('menuitem', { name: /^PDF/ }).click()
      await expectToast(page, 'Login Required', 'Your session has expired. Please login again to download.')
      await expectSentToSignIn(page, `/editor/${id}`)
      // Nobody was signed in behind the person's back (the seed's demo login on a 401 is not reproduced).
      const me = await page.request.get('/api/auth/me')
      expect(await me.json()).toBeNull()
    })
  })
})

describe.skipIf(!chromiumPath)('the comparison on a phone', () => {
  it('fits the screen in every mode and stays accessible', async () => {
    await inOwnBrowser(openBrowser(MOBILE), async ({ page }) => {
      await uploadWeakResume(page)
      await saveScreenshot(page, 'detail-mobile')
      await page.getByRole('button', { name: 'View Enhanced Resume' }).click()
      const dialog = await comparisonDialog(page)
      const paneHeight = await dialog.getByTestId('pane-original').evaluate((pane) => pane.clientHeight)
      expect(paneHeight).toBe(500)
      for (const [tab, name] of [
        ['Side by Side', 'side-by-side'],
        ['Diff View', 'diff'],
        ['Before/After', 'slider'],
      ] as const) {
        await dialog.getByRole('tab', { name: tab }).click()
        const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)
        expect(overflow).toBeLessThanOrEqual(0)
        await expectAccessible(page)
        await saveScreenshot(page, `compare-${name}-mobile`)
      }
      await dialog.getByRole('complementary', { name: 'Improvements' }).scrollIntoViewIfNeeded()
      await saveScreenshot(page, 'compare-improvements-mobile')
    })
  })
})
