/** What the Resume options dialog needs from the rest of the app, in the shapes the API returns. */

/** A resume as GET /api/resumes lists it (only the fields the dialog reads). */
export interface ResumeChoice {
  id: string
  title: string
  name: string
  aiTitle: string
  atsScore: number | null
  overallScore: number | null
  updatedAt: string
}

/** The new resume the upload returns (only the fields the dialog reads). */
export interface UploadedResume {
  id: string
  title: string
  name: string
  overallScore: number | null
  atsScore: number | null
}

/**
 * Sends one file as POST /api/resumes and reports the bytes sent in percent; rejects with an Error whose
 * message is for people (the upload code of the resumes feature, handed in by the page).
 */
export type UploadResumeFile = (file: File, onProgress: (percent: number) => void) => Promise<UploadedResume>
