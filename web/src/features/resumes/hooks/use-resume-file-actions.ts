import { useState } from 'react'

import { toast } from '@/hooks/use-toast'
import { ApiError } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'

import { fetchResumeFile, FORMAT_NAMES, type DownloadOptions, type ExportFormat } from '../api/download-resume'
import { useSaveToDashboard } from '../api/save-to-dashboard'
import {
  DOWNLOAD_FAILED_TITLE,
  generateFailedMessage,
  LOGIN_REQUIRED_TITLE,
  SAVE_FAILED_MESSAGE,
  SAVED_TITLE,
  saveFailedStatus,
  SESSION_EXPIRED_DOWNLOAD_MESSAGE,
  SESSION_EXPIRED_SAVE_MESSAGE,
} from '../messages'
import { useSignInRedirect } from './use-sign-in-redirect'

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

/**
 * Downloads a rendered resume and names the file as the screen asks (SPEC §7). A 401 means the session ended: the
 * person is asked to sign in again and sent to /auth; nobody is signed in behind their back.
 */
export function useResumeDownload(resumeId: string) {
  const signIn = useSignInRedirect()
  const [pendingFormat, setPendingFormat] = useState<ExportFormat | null>(null)

  async function download(options: DownloadOptions, fileName: string): Promise<boolean> {
    setPendingFormat(options.format)
    try {
      saveFile(await fetchResumeFile(resumeId, options), fileName)
      return true
    } catch (error) {
      if (isUnauthorized(error)) {
        toast({ title: LOGIN_REQUIRED_TITLE, description: SESSION_EXPIRED_DOWNLOAD_MESSAGE, variant: 'destructive' })
        signIn()
      } else {
        toast({
          title: DOWNLOAD_FAILED_TITLE,
          description: generateFailedMessage(FORMAT_NAMES[options.format]),
          variant: 'destructive',
        })
      }
      return false
    } finally {
      setPendingFormat(null)
    }
  }

  return { download, pendingFormat }
}

/** The reason a save failed, for the toast: the server's own words (e.g. 'Storage full: ...'), else the status. */
function saveFailureDescription(error: unknown): string {
  if (!(error instanceof ApiError)) return SAVE_FAILED_MESSAGE
  return error.serverMessage ?? saveFailedStatus(error.status, error.statusText)
}

/** Save to Dashboard (SPEC §7, §8): success names the title the analysis gave the resume; 401 asks to sign in. */
export function useResumeSave(resumeId: string) {
  const signIn = useSignInRedirect()
  const mutation = useSaveToDashboard(resumeId)

  async function save(userName: string): Promise<boolean> {
    try {
      const saved = await mutation.mutateAsync(userName)
      const title = saved.metadata.aiTitle
      toast({
        title: SAVED_TITLE,
        description: title ? `Saved as “${title}”. It is in your dashboard now.` : saved.message,
        variant: 'success',
      })
      return true
    } catch (error) {
      if (isUnauthorized(error)) {
        toast({ title: LOGIN_REQUIRED_TITLE, description: SESSION_EXPIRED_SAVE_MESSAGE, variant: 'destructive' })
        signIn()
      } else {
        toast({ title: SAVE_FAILED_MESSAGE, description: saveFailureDescription(error), variant: 'destructive' })
      }
      return false
    }
  }

  return { save, isPending: mutation.isPending }
}
