/** The detail page's tab that holds the job match workspace, as its query says it: /editor/{id}?tab=job-match. */
export const JOB_MATCH_TAB = 'job-match'

/** Where a resume's job match workspace opens. */
export function jobMatchPath(resumeId: string): string {
  return `/editor/${encodeURIComponent(resumeId)}?tab=${JOB_MATCH_TAB}`
}
