/** The PDF template and paper a person last chose, remembered in this browser for the next download. */

import type { Paper } from './api/download-resume'

export interface DownloadPreferences {
  /** Null for the server's default template. */
  template: string | null
  paper: Paper
}

const STORAGE_KEY = 'vitae.download-preferences'

/** Letter in the United States and Canada (and a few others), A4 everywhere else. */
export function defaultPaper(locale: string): Paper {
  const region = locale.split(/[-_]/)[1]?.toUpperCase()
  return region && ['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'CR', 'PR'].includes(region) ? 'letter' : 'a4'
}

export function readDownloadPreferences(storage: Pick<Storage, 'getItem'> | null, locale: string): DownloadPreferences {
  const fallback: DownloadPreferences = { template: null, paper: defaultPaper(locale) }
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null')
    if (!parsed || typeof parsed !== 'object') return fallback
    const { template, paper } = parsed as Record<string, unknown>
    return {
      template: typeof template === 'string' && template ? template : null,
      paper: paper === 'letter' || paper === 'a4' ? paper : fallback.paper,
    }
  } catch {
    return fallback
  }
}

export function writeDownloadPreferences(
  storage: Pick<Storage, 'setItem'> | null,
  preferences: DownloadPreferences,
): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(preferences))
  } catch {
    // Private browsing or a full store: the choice simply is not remembered.
  }
}

/** The browser's local storage, or null where it cannot be used (private modes, blocked storage). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The remembered template and paper as download options, for downloads that offer no choice of their own. */
export function rememberedPdfOptions(): { template?: string; paper: Paper } {
  const { template, paper } = readDownloadPreferences(browserStorage(), navigator.language)
  return template ? { template, paper } : { paper }
}
