import { useState } from 'react'

import { toast } from '@/hooks/use-toast'
import { ApiError, errorMessage } from '@/lib/api-client'
import { tweakFileName } from '@/lib/download-file-names'
import { saveFile } from '@/lib/save-file'

import { fetchJobMatchPdf } from './api/job-match-pdf'
import { fetchTailoredPages } from './api/tailored-pages'
import {
  DOWNLOAD_FAILED_MESSAGE,
  DOWNLOAD_FAILED_TITLE,
  GENERATING_PDF_TITLE,
  NO_OPTIMIZED_CONTENT_TITLE,
  OPTIMIZE_FIRST_MESSAGE,
  PDF_DOWNLOADED_TITLE,
  PRINT_BLOCKED_MESSAGE,
  PRINT_FAILED_TITLE,
  PRINT_PREPARE_FAILED_MESSAGE,
} from './messages'
import { openPrintWindow, type PrintWindow } from './print-document'
import type { RenderOptions } from './types'

/** What a result was made from: download and print need both (SPEC §5). */
export interface TweakedVersion {
  content: string
  jobDescription: string
  useEnhancedVersion: boolean
}

interface TweakExportsOptions {
  resumeId: string
  /** The print's title when the resume gives no name. */
  resumeTitle: string
  /** The template and paper of both the PDF and the print. */
  renderOptions: RenderOptions
  signedIn: boolean
  /** Sends the person to sign in (downloads need an account); called for visitors and on a 401. */
  onLoginRequired: () => void
}

function requestOf(version: TweakedVersion) {
  return { jobDescription: version.jobDescription, useEnhancedVersion: version.useEnhancedVersion }
}

function readyToExport(version: TweakedVersion | null): version is TweakedVersion {
  if (version && version.content.trim() && version.jobDescription.trim()) return true
  toast({ title: NO_OPTIMIZED_CONTENT_TITLE, description: OPTIMIZE_FIRST_MESSAGE, variant: 'destructive' })
  return false
}

/** Download PDF and Print of the Resume Tweaker, with SPEC §8's toasts. */
export function useTweakExports({
  resumeId,
  resumeTitle,
  renderOptions,
  signedIn,
  onLoginRequired,
}: TweakExportsOptions) {
  const [downloading, setDownloading] = useState(false)
  const [printing, setPrinting] = useState(false)

  async function downloadPdf(version: TweakedVersion | null): Promise<void> {
    if (!readyToExport(version)) return
    if (!signedIn) {
      onLoginRequired()
      return
    }
    setDownloading(true)
    toast({ title: GENERATING_PDF_TITLE, description: 'Your tailored resume is being prepared.' })
    try {
      const pdf = await fetchJobMatchPdf(resumeId, requestOf(version), renderOptions)
      saveFile(pdf, tweakFileName(resumeId))
      toast({ title: PDF_DOWNLOADED_TITLE, description: tweakFileName(resumeId), variant: 'success' })
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        onLoginRequired()
      } else {
        toast({
          title: DOWNLOAD_FAILED_TITLE,
          description: errorMessage(error, DOWNLOAD_FAILED_MESSAGE),
          variant: 'destructive',
        })
      }
    } finally {
      setDownloading(false)
    }
  }

  /** The tailored resume as its PDF lays it out, titled with the person's name, in the browser's print dialog. */
  async function print(version: TweakedVersion | null): Promise<void> {
    if (!readyToExport(version)) return
    let printWindow: PrintWindow | null
    try {
      printWindow = openPrintWindow()
    } catch {
      printWindow = null
    }
    if (!printWindow) {
      toast({ title: PRINT_FAILED_TITLE, description: PRINT_BLOCKED_MESSAGE, variant: 'destructive' })
      return
    }
    setPrinting(true)
    try {
      const printed = await fetchTailoredPages(resumeId, requestOf(version), renderOptions)
      printWindow.print(printed.name.trim() || resumeTitle, printed)
    } catch (error) {
      printWindow.close()
      toast({
        title: PRINT_FAILED_TITLE,
        description: errorMessage(error, PRINT_PREPARE_FAILED_MESSAGE),
        variant: 'destructive',
      })
    } finally {
      setPrinting(false)
    }
  }

  return { downloadPdf, print, downloading, printing }
}
