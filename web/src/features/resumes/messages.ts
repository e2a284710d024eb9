/** SPEC §8 'Detail, comparison and save' messages, word for word, and the few this app adds beside them. */

export const LOGIN_REQUIRED_TITLE = 'Login Required'
export const VISITOR_DOWNLOAD_MESSAGE = 'Please login or register to download your resume.'
export const VISITOR_SAVE_MESSAGE = 'Please login or register to save this resume to your dashboard.'
export const SESSION_EXPIRED_DOWNLOAD_MESSAGE = 'Your session has expired. Please login again to download.'
export const SESSION_EXPIRED_SAVE_MESSAGE = 'Your session has expired. Please login again to save.'

export const DOWNLOAD_FAILED_TITLE = 'Download failed'
export const SAVE_FAILED_MESSAGE = 'Failed to save resume to dashboard'
export const SAVED_TITLE = 'Saved to Dashboard'
export const CLAIM_FAILED_TITLE = 'Failed to claim resume'

/** 'Failed to generate PDF', and the same wording for the other formats. */
export function generateFailedMessage(formatName: string): string {
  return `Failed to generate ${formatName}`
}

/** SPEC §8: 'Save failed: {status} {statusText}'. */
export function saveFailedStatus(status: number, statusText: string): string {
  return `Save failed: ${status} ${statusText}`.trim()
}
