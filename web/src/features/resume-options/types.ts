/** What the Resume options dialog needs from the rest of the app, in the shapes the API returns. */
import type { ApiSchema } from '@/lib/api/types'

/** A resume as GET /api/resumes lists it (only the fields the dialog reads). */
export type ResumeChoice = Pick<
  ApiSchema<'ResumeSummary'>,
  'id' | 'title' | 'name' | 'aiTitle' | 'atsScore' | 'overallScore' | 'updatedAt'
>

/** The new resume the upload returns (only the fields the dialog reads). */
export type UploadedResume = Pick<ApiSchema<'ResumePublic'>, 'id' | 'title' | 'name' | 'overallScore' | 'atsScore'>

/**
 * Sends one file as POST /api/resumes and reports the bytes sent in percent; rejects with an Error whose
 * message is for people (the upload code of the resumes feature, handed in by the page).
 */
export type UploadResumeFile = (file: File, onProgress: (percent: number) => void) => Promise<UploadedResume>
