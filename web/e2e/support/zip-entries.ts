/** Reads files out of a zip archive (a .docx), enough to check what a downloaded document says. */
import { inflateRawSync } from 'node:zlib'

const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const CENTRAL_FILE_HEADER = 0x02014b50
const LOCAL_FILE_HEADER = 0x04034b50

/** The bytes of one entry of the archive, or null when it has none by that path. */
export function readZipEntry(archive: Buffer, path: string): Buffer | null {
  const endOffset = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (endOffset < 0 || archive.readUInt32LE(endOffset) !== END_OF_CENTRAL_DIRECTORY) {
    throw new Error('Not a zip archive: no end of central directory.')
  }
  const entryCount = archive.readUInt16LE(endOffset + 10)
  let offset = archive.readUInt32LE(endOffset + 16)
  for (let index = 0; index < entryCount; index += 1) {
    if (archive.readUInt32LE(offset) !== CENTRAL_FILE_HEADER) throw new Error('Corrupt central directory.')
    const method = archive.readUInt16LE(offset + 10)
    const compressedSize = archive.readUInt32LE(offset + 20)
    const nameLength = archive.readUInt16LE(offset + 28)
    const extraLength = archive.readUInt16LE(offset + 30)
    const commentLength = archive.readUInt16LE(offset + 32)
    const localOffset = archive.readUInt32LE(offset + 42)
    const name = archive.subarray(offset + 46, offset + 46 + nameLength).toString('utf8')
    if (name === path) {
      if (archive.readUInt32LE(localOffset) !== LOCAL_FILE_HEADER) throw new Error('Corrupt local header.')
      const dataStart =
        localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28)
      const data = archive.subarray(dataStart, dataStart + compressedSize)
      if (method === 0) return Buffer.from(data)
      if (method === 8) return inflateRawSync(data)
      throw new Error(`Unsupported zip compression method ${method}.`)
    }
    offset += 46 + nameLength + extraLength + commentLength
  }
  return null
}

/** The visible text of a Word document: its paragraphs, one per line. */
export function docxText(archive: Buffer): string {
  const xml = readZipEntry(archive, 'word/document.xml')?.toString('utf8')
  if (!xml) throw new Error('The document has no word/document.xml.')
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}
