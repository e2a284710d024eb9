/** SPEC §5 and §9: the job description file input, read as plain text. */

/** Lower-case extensions with the dot, as the file input's accept attribute lists them. */
export const JOB_DESCRIPTION_EXTENSIONS = ['.txt', '.doc', '.docx', '.pdf'] as const
export const JOB_DESCRIPTION_ACCEPT = JOB_DESCRIPTION_EXTENSIONS.join(',')
/** The server's upload bound; a larger file is refused before it is sent. */
export const MAX_JOB_DESCRIPTION_FILE_BYTES = 10 * 1024 * 1024

/** The file could not be turned into text; the screen shows SPEC §8's 'Upload Failed' message. */
export class UnreadableJobDescriptionFile extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'UnreadableJobDescriptionFile'
  }
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot).toLowerCase()
}

export type JobDescriptionReadMode = 'browser' | 'server' | 'refused'

/** A .txt file is read here; PDF and Word files need the server's document reader; anything else is refused. */
export function readModeOf(file: Pick<File, 'name' | 'size'>): JobDescriptionReadMode {
  const extension = extensionOf(file.name)
  if (!(JOB_DESCRIPTION_EXTENSIONS as readonly string[]).includes(extension)) return 'refused'
  if (file.size === 0 || file.size > MAX_JOB_DESCRIPTION_FILE_BYTES) return 'refused'
  return extension === '.txt' ? 'browser' : 'server'
}

// A NUL character never occurs in a text posting: it marks a binary file that was only named .txt.
const BINARY_MARK = '\u0000'

/**
 * The posting's text from a chosen file. `readOnServer` sends PDF and Word files to POST /api/job-description/read.
 * Throws UnreadableJobDescriptionFile when no text comes out.
 */
export async function readJobDescriptionFile(
  file: File,
  readOnServer: (file: File) => Promise<string>,
): Promise<string> {
  const mode = readModeOf(file)
  if (mode === 'refused') throw new UnreadableJobDescriptionFile(`Not a readable job description file: ${file.name}`)
  let text: string
  try {
    text = mode === 'browser' ? await file.text() : await readOnServer(file)
  } catch (error) {
    throw new UnreadableJobDescriptionFile(error instanceof Error ? error.message : String(error))
  }
  if (text.includes(BINARY_MARK)) throw new UnreadableJobDescriptionFile('The file is not plain text')
  const trimmed = text.trim()
  if (!trimmed) throw new UnreadableJobDescriptionFile('The file holds no text')
  return trimmed
}
