import { useState } from 'react'

import { toast } from '@/hooks/use-toast'
import { checkResumeFile, type FileRules } from '@/lib/file-rules'

export interface CheckedResumeFile {
  /** The file waiting to be uploaded, or null. */
  file: File | null
  /** Keeps the file if the rules allow it; otherwise says why in a toast and keeps the earlier choice. */
  choose: (candidate: File) => void
  clear: () => void
}

/** The resume file an upload form holds, checked in the browser before anything is sent. */
export function useCheckedResumeFile(rules: FileRules): CheckedResumeFile {
  const [file, setFile] = useState<File | null>(null)

  function choose(candidate: File): void {
    const problem = checkResumeFile(candidate, rules)
    if (problem) {
      toast({ ...problem, variant: 'destructive' })
      return
    }
    setFile(candidate)
  }

  return { file, choose, clear: () => setFile(null) }
}
