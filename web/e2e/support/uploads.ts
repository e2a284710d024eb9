import type { Page } from 'playwright-core'
import { expect } from 'vitest'

import { pathOf, settle, visit } from './browser'
import type { FilePayload } from './resume-files'

/** The address of one resume's detail screen. */
export const DETAIL_PATH = /^\/editor\/[\w-]+$/

/** Chooses a file on the upload screen that is open, waits until it is shown as chosen, and starts the upload. */
export async function chooseAndUpload(page: Page, file: FilePayload): Promise<void> {
  await page.getByTestId('resume-file-input').setInputFiles(file)
  await page.getByTestId('selected-file').getByText(file.name).waitFor()
  await page.getByRole('button', { name: 'Upload and Analyze' }).click()
}

/** Waits until the app has moved on to a resume's detail screen and returns that resume's id. */
export async function waitForDetail(page: Page, timeout: number): Promise<string> {
  await page.waitForURL((url) => DETAIL_PATH.test(url.pathname), { timeout })
  await settle(page)
  return pathOf(page).split('/').at(-1)!
}

/** Uploads a file through the /editor screen and returns the id of the resume whose detail screen it opens. */
export async function uploadThroughEditor(page: Page, file: FilePayload): Promise<string> {
  await visit(page, '/editor')
  await chooseAndUpload(page, file)
  return waitForDetail(page, 30_000)
}

/** Adds a resume to the signed-in account (or to this browser, signed out) straight through the API. */
export async function uploadThroughApi(page: Page, file: FilePayload): Promise<string> {
  const response = await page.request.post('/api/resumes', { multipart: { resume: file } })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/** The text a downloaded PDF holds, read back by the server's own resume parser. */
export async function pdfTextThroughParser(page: Page, bytes: Buffer): Promise<string> {
  const response = await page.request.post('/api/resume-parser', {
    multipart: { file: { name: 'download.pdf', mimeType: 'application/pdf', buffer: bytes } },
  })
  expect(response.status()).toBe(200)
  return JSON.stringify(await response.json())
}
