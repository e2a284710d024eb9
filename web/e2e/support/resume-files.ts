/**
 * Real resume files built in the test: a text-layer PDF, a Word document and a plain-text file, from the same
 * lines. Nothing is read from disk, so the journeys need no fixtures beside them.
 */
import { crc32, deflateRawSync, deflateSync } from 'node:zlib'

export interface FilePayload {
  name: string
  mimeType: string
  buffer: Buffer
}

export const RESUME_LINES = [
  'Katherine Johnson',
  'katherine.johnson@example.com | +1 757 555 0199 | Hampton, VA',
  '',
  'Summary',
  'Research mathematician with 33 years of experience computing trajectories for crewed spaceflight.',
  '',
  'Experience',
  'Research Mathematician, NASA Langley Research Center',
  'Jan 1958 - Aug 1986',
  '- Calculated the trajectory for the first American crewed orbital flight in 1962.',
  '- Verified orbital equations for 3 Mercury missions, cutting rework by 40%.',
  '- Co-authored 26 research reports on flight mechanics.',
  '',
  'Education',
  'B.S. in Mathematics and French, West Virginia State College',
  '1933 - 1937',
  '',
  'Skills',
  'Mathematics, Numerical Analysis, Orbital Mechanics, FORTRAN, Technical Writing',
]

/**
 * A resume with the habits an enhancer fixes (dates written as numbers, a phone number with dots, a skill listed
 * twice) and those it leaves as written (duty phrases, first person, filler), long enough that its text scrolls in
 * the comparison panes.
 */
export const WEAK_RESUME_LINES = [
  'Katherine Johnson',
  'katherine.johnson@example.com | 757.555.0199 | Hampton, VA',
  '',
  'Summary',
  'I am a research mathematician with 33 years of experience computing trajectories for crewed spaceflight.',
  '',
  'Work History',
  'Research Mathematician, NASA Langley Research Center',
  '01/1958 - 08/1986',
  '- Responsible for calculating the trajectory for the first American crewed orbital flight in 1962.',
  '- I successfully verified orbital equations for 3 Mercury missions, cutting rework by 40%.',
  '- Was in charge of co-authoring 26 research reports on flight mechanics and various other topics.',
  '- Responsible for checking the launch windows of the Apollo 11 mission.',
  '- I helped with the backup procedures and navigational charts for Apollo 13.',
  '',
  'Mathematician, National Advisory Committee for Aeronautics',
  '06/1953 - 12/1957',
  '- Responsible for analysing flight test data for gust alleviation studies.',
  '- I successfully computed aircraft loads for 12 wind tunnel experiments.',
  '- Was in charge of reading flight recorder data for various engineers.',
  '',
  'Teacher, Marion Public Schools',
  '09/1937 - 05/1953',
  '- Responsible for teaching mathematics and French to 120 students each year.',
  '- I successfully prepared 40 students for college entrance examinations.',
  '',
  'Education',
  'B.S. in Mathematics and French, West Virginia State College',
  '1933 - 1937',
  '',
  'Skills',
  'Mathematics, PowerPoint, Numerical Analysis, Power Point, Orbital Mechanics, FORTRAN, Technical Writing',
]

export function textResume(name = 'katherine-johnson.txt'): FilePayload {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(RESUME_LINES.join('\n')) }
}

function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (character) => `\\${character}`)})`
}

/**
 * A one-page PDF with a real text layer (Helvetica, one line per resume line). `paddingBytes` adds an unused
 * stream so that a throttled upload takes long enough to watch its progress.
 */
export function pdfResume(
  name = 'katherine-johnson.pdf',
  paddingBytes = 0,
  lines: readonly string[] = RESUME_LINES,
): FilePayload {
  const content = ['BT /F1 11 Tf 15 TL 72 740 Td', ...lines.map((line) => `${pdfString(line)} Tj T*`), 'ET'].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ]
  if (paddingBytes > 0) {
    const padding = '%'.repeat(paddingBytes)
    objects.push(`<< /Length ${padding.length} >>\nstream\n${padding}\nendstream`)
  }
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xrefOffset = Buffer.byteLength(body)
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') }
}

/** A zip archive of deflated entries, enough for an Office Open XML document. */
function zip(entries: { path: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const { path, data } of entries) {
    const name = Buffer.from(path)
    const compressed = deflateRawSync(data)
    const checksum = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(checksum, 14)
    local.writeUInt32LE(compressed.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(checksum, 16)
    central.writeUInt32LE(compressed.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, compressed)
    centrals.push(central, name)
    offset += local.length + name.length + compressed.length
  }
  const centralDirectory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(centralDirectory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, centralDirectory, end])
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** A Word document with one paragraph per resume line. */
export function docxResume(name = 'katherine-johnson.docx', lines: readonly string[] = RESUME_LINES): FilePayload {
  const paragraphs = lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(line)}</w:t></w:r></w:p>`)
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body>${paragraphs.join('')}</w:body></w:document>`
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '</Types>'
  const relationships =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
    '</Relationships>'
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: zip([
      { path: '[Content_Types].xml', data: Buffer.from(contentTypes) },
      { path: '_rels/.rels', data: Buffer.from(relationships) },
      { path: 'word/document.xml', data: Buffer.from(document) },
    ]),
  }
}

/** A real 4×4 PNG image under a .pdf name: the server must refuse it by its content. */
export function pngNamedPdf(name = 'resume.pdf'): FilePayload {
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const checksum = Buffer.alloc(4)
    checksum.writeUInt32BE(crc32(typed))
    return Buffer.concat([length, typed, checksum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(4, 0)
  header.writeUInt32BE(4, 4)
  header.writeUInt8(8, 8)
  header.writeUInt8(2, 9)
  const pixels = Buffer.concat(
    Array.from({ length: 4 }, () => Buffer.from([0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0])),
  )
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(pixels)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  }
}
