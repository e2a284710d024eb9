import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useReducer } from 'react'
import { useLocation } from 'wouter'

import { toast } from '@/hooks/use-toast'

import { resumePath, resumeQueryKey } from '../api/get-resume'
import { UPLOAD_GENERIC_MESSAGE, UploadError, uploadResume } from '../api/upload-resume'
import { IDLE, uploadProgressReducer } from '../upload-progress'

/**
 * How long the finished panel stays up before the results open: long enough to read 'Processing Complete',
 * short enough not to keep anyone waiting for nothing. The work itself is over by then.
 */
export const COMPLETION_HOLD_MS = 1200

interface UseResumeUploadOptions {
  completionHoldMs?: number
}

/** Uploads a resume, tracks the real request's phases, and opens the new resume when done (SPEC §2, §4, §8). */
export function useResumeUpload({ completionHoldMs = COMPLETION_HOLD_MS }: UseResumeUploadOptions = {}) {
  const [progress, dispatch] = useReducer(uploadProgressReducer, IDLE)
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const completedId = progress.phase === 'complete' ? progress.resumeId : null

  useEffect(() => {
    if (!completedId) return
    const timer = window.setTimeout(() => navigate(resumePath(completedId)), completionHoldMs)
    return () => window.clearTimeout(timer)
  }, [completedId, completionHoldMs, navigate])

  async function upload(file: File): Promise<void> {
    dispatch({ type: 'start', file: { name: file.name, size: file.size } })
    try {
      const resume = await uploadResume(file, (percent) => dispatch({ type: 'progress', percent }))
      // The reply is the whole resume: the detail screen opens from it without asking the server again.
      queryClient.setQueryData(resumeQueryKey(resume.id), resume)
      dispatch({
        type: 'response',
        resumeId: resume.id,
        times: resume.processing ?? null,
        enhanced: Boolean(resume.enhancement && resume.enhancedContent !== null),
        improvementCount: resume.enhancement?.improvements.length,
      })
      toast({
        title: 'Resume uploaded successfully',
        description: 'Your resume has been analyzed and scored.',
        variant: 'success',
      })
    } catch (error) {
      const message = error instanceof UploadError ? error.message : UPLOAD_GENERIC_MESSAGE
      // 409: the storage filled up after the screen looked; the server refused the file without reading it.
      dispatch({ type: 'failure', message, refusedUnread: error instanceof UploadError && error.status === 409 })
      toast({ title: 'Upload failed', description: message, variant: 'destructive' })
    }
  }

  return {
    progress,
    upload,
    reset: () => dispatch({ type: 'reset' }),
    /** Opens the results at once instead of waiting for the hold to end. */
    openResult: () => {
      if (completedId) navigate(resumePath(completedId))
    },
  }
}
