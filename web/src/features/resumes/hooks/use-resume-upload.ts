import { useState } from 'react'
import { useLocation } from 'wouter'

import { toast } from '@/hooks/use-toast'

import { UPLOAD_GENERIC_MESSAGE, UploadError, uploadResume } from '../api/upload-resume'

export type UploadState = { status: 'idle' } | { status: 'uploading'; percent: number }

/** Uploads a resume, reports progress, and on success opens the new resume (SPEC §2, §8 Upload). */
export function useResumeUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' })
  const [, navigate] = useLocation()

  async function upload(file: File): Promise<void> {
    setState({ status: 'uploading', percent: 0 })
    try {
      const resume = await uploadResume(file, (percent) => setState({ status: 'uploading', percent }))
      toast({
        title: 'Resume uploaded successfully',
        description: 'Your resume has been analyzed and scored.',
        variant: 'success',
      })
      navigate(`/editor/${encodeURIComponent(resume.id)}`)
    } catch (error) {
      toast({
        title: 'Upload failed',
        description: error instanceof UploadError ? error.message : UPLOAD_GENERIC_MESSAGE,
        variant: 'destructive',
      })
    } finally {
      setState({ status: 'idle' })
    }
  }

  return { state, upload, isUploading: state.status === 'uploading' }
}

export function uploadButtonLabel(state: UploadState, idleLabel: string): string {
  return state.status === 'uploading' ? `Uploading (${state.percent}%)` : idleLabel
}
