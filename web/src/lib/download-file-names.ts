/**
 * Names of downloaded files (SPEC §7), the same rules as the server's Content-Disposition names:
 * - detail page: '(name, else title).pdf'
 * - comparison view: 'enhanced_{title}_{YYYY-MM-DD}.pdf'
 * - Resume Tweaker: 'optimized_resume_{id}.pdf'
 * The client names the file itself, so the name follows the screen the download came from.
 */

const UPLOAD_EXTENSION = /\.(?:pdf|docx?|txt|rtf|odt)$/i
// Separators, characters Windows refuses in names, quotes and controls: none may reach a file name.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*;\u2028\u2029]/g
// Characters that show nothing yet change how a name reads: bidirectional controls ('Invoice_\u202efdp.exe.pdf' shows
// as 'Invoice_exe.pdf'), zero-width and other format characters, fillers, variation selectors, private-use, unassigned
// and surrogate code points. They are removed, not replaced.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/gu
const MAX_STEM = 100
const FALLBACK_STEM = 'resume'

function cleanCharacters(text: string): string {
  return text
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[ .]+|[ .]+$/g, '')
}

function cleanStem(text: string): string {
  return Array.from(cleanCharacters(text))
    .slice(0, MAX_STEM)
    .join('')
    .replace(/[ .]+$/, '')
}

/** The person's name, else the resume's title without its upload extension: 'Maya Castellanos.pdf'. */
export function detailFileName({ name, title }: { name: string; title: string }, extension = 'pdf'): string {
  const stem = cleanStem(name) || cleanStem(title.trim().replace(UPLOAD_EXTENSION, ''))
  return `${stem || FALLBACK_STEM}.${extension}`
}

/** The local calendar date as YYYY-MM-DD. */
export function isoDate(on: Date): string {
  const month = String(on.getMonth() + 1).padStart(2, '0')
  const day = String(on.getDate()).padStart(2, '0')
  return `${on.getFullYear()}-${month}-${day}`
}

/** 'enhanced_{title}_{YYYY-MM-DD}.pdf', spaces in the title made underscores. */
export function comparisonFileName(title: string, on: Date, extension = 'pdf'): string {
  const stem = cleanStem(title.trim().replace(UPLOAD_EXTENSION, '')).replaceAll(' ', '_') || FALLBACK_STEM
  return `enhanced_${stem}_${isoDate(on)}.${extension}`
}

/** The Resume Tweaker's PDF (SPEC §7): 'optimized_resume_{id}.pdf', as the server names it. */
export function tweakFileName(resumeId: string): string {
  return `optimized_resume_${cleanStem(resumeId).replaceAll(' ', '_') || FALLBACK_STEM}.pdf`
}
