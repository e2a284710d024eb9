/** Client-side checks of a chosen resume file (SPEC §5 Upload, §9). */

export interface FileRules {
  /** Lower-case extensions with the dot, e.g. '.pdf'. */
  extensions: readonly string[]
  maxBytes: number
  /** How the accepted types read in a message, e.g. 'a PDF or TXT file'. */
  typeDescription: string
  maxLabel: string
}

const MEGABYTE = 1024 * 1024

/** The landing page box and the small widget: PDF or TXT up to 5MB. */
export const LANDING_UPLOAD_RULES: FileRules = {
  extensions: ['.pdf', '.txt'],
  maxBytes: 5 * MEGABYTE,
  typeDescription: 'a PDF or TXT file',
  maxLabel: '5MB',
}

/** The upload screen and the dashboard: PDF, Word or TXT up to 10MB. */
export const EDITOR_UPLOAD_RULES: FileRules = {
  extensions: ['.pdf', '.doc', '.docx', '.txt'],
  maxBytes: 10 * MEGABYTE,
  typeDescription: 'a PDF, DOC, DOCX or TXT file',
  maxLabel: '10MB',
}

export interface FileProblem {
  title: string
  description: string
}

export function acceptAttribute(rules: FileRules): string {
  return rules.extensions.join(',')
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot).toLowerCase()
}

/** The problem with a file, or null when it may be uploaded. The type is checked before the size. */
export function checkResumeFile(file: Pick<File, 'name' | 'size'>, rules: FileRules): FileProblem | null {
  if (!rules.extensions.includes(fileExtension(file.name))) {
    return { title: 'Invalid file type', description: `Please upload ${rules.typeDescription}` }
  }
  if (file.size > rules.maxBytes) {
    return { title: 'File too large', description: `Please upload a file smaller than ${rules.maxLabel}` }
  }
  if (file.size === 0) {
    return { title: 'Empty file', description: 'The file you chose is empty' }
  }
  return null
}
