import { describe, expect, it, vi } from 'vitest'

import {
  JOB_DESCRIPTION_ACCEPT,
  readJobDescriptionFile,
  readModeOf,
  UnreadableJobDescriptionFile,
} from './job-description-file'

const POSTING = 'Data Analyst\n\nRequirements\n- SQL and Python\n'

function file(content: BlobPart, name: string, type = ''): File {
  return new File([content], name, { type })
}

describe('the job description file input', () => {
  it('accepts .txt, .doc, .docx and .pdf (SPEC §9)', () => {
    expect(JOB_DESCRIPTION_ACCEPT).toBe('.txt,.doc,.docx,.pdf')
  })

  it('reads a .txt in the browser, sends PDF and Word to the server, refuses the rest', () => {
    expect(readModeOf({ name: 'job.TXT', size: 10 })).toBe('browser')
    expect(readModeOf({ name: 'job.pdf', size: 10 })).toBe('server')
    expect(readModeOf({ name: 'job.docx', size: 10 })).toBe('server')
    expect(readModeOf({ name: 'job.doc', size: 10 })).toBe('server')
    expect(readModeOf({ name: 'job.png', size: 10 })).toBe('refused')
    expect(readModeOf({ name: 'job', size: 10 })).toBe('refused')
    expect(readModeOf({ name: 'job.txt', size: 0 })).toBe('refused')
    expect(readModeOf({ name: 'job.pdf', size: 10 * 1024 * 1024 + 1 })).toBe('refused')
  })
})

describe('readJobDescriptionFile', () => {
  it('reads a text file here, trimmed, without asking the server', async () => {
    const server = vi.fn<(file: File) => Promise<string>>()
    expect(await readJobDescriptionFile(file(`\n${POSTING}\n\n`, 'job.txt', 'text/plain'), server)).toBe(POSTING.trim())
    expect(server).not.toHaveBeenCalled()
  })

  it('reads a UTF-8 text file with a byte order mark and accented letters', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Ingénieur logiciel')])
    expect(await readJobDescriptionFile(file(bytes, 'poste.txt'), vi.fn())).toBe('Ingénieur logiciel')
  })

  it("hands a PDF or Word file to the server's reader and uses its text", async () => {
    const server = vi.fn(async () => `  ${POSTING}  `)
    const pdf = file('%PDF-1.4 ...', 'job.pdf', 'application/pdf')
    expect(await readJobDescriptionFile(pdf, server)).toBe(POSTING.trim())
    expect(server).toHaveBeenCalledWith(pdf)
  })

  it('calls a file unreadable when the server cannot read it, when it holds no text, or when it is binary', async () => {
    const failing = vi.fn(async () => {
      throw new Error('415: unsupported')
    })
    await expect(readJobDescriptionFile(file('%PDF', 'job.pdf'), failing)).rejects.toBeInstanceOf(
      UnreadableJobDescriptionFile,
    )
    await expect(readJobDescriptionFile(file('%PDF', 'scan.pdf'), async () => '  \n ')).rejects.toBeInstanceOf(
      UnreadableJobDescriptionFile,
    )
    await expect(readJobDescriptionFile(file(' \n\t', 'blank.txt'), vi.fn())).rejects.toBeInstanceOf(
      UnreadableJobDescriptionFile,
    )
    const binary = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x01])
    await expect(readJobDescriptionFile(file(binary, 'image.txt'), vi.fn())).rejects.toBeInstanceOf(
      UnreadableJobDescriptionFile,
    )
    await expect(readJobDescriptionFile(file('x', 'job.png'), vi.fn())).rejects.toBeInstanceOf(
      UnreadableJobDescriptionFile,
    )
  })
})
