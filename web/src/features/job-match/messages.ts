/** SPEC §5 and §8 'Tweak' messages, word for word. */

export const EMPTY_JOB_DESCRIPTION_MESSAGE = 'Please provide a job description'

export const OPTIMIZATION_FAILED_TITLE = 'Optimization Failed'
export const OPTIMIZATION_FAILED_MESSAGE = 'Failed to optimize resume. Please try again.'
export const NO_CONTENT_RECEIVED_MESSAGE = 'No optimized content received from the server'
export const OPTIMIZED_TITLE = 'Resume Optimized'

export const NO_OPTIMIZED_CONTENT_TITLE = 'No Optimized Content'
export const OPTIMIZE_FIRST_MESSAGE = 'Please optimize your resume first'

export const FILE_UPLOAD_FAILED_TITLE = 'Upload Failed'
export const FILE_UNREADABLE_MESSAGE =
  'Failed to read the file content. Please try copying and pasting the text instead.'
export const FILE_UPLOADED_TITLE = 'File Uploaded'

export const GENERATING_PDF_TITLE = 'Generating PDF'
export const PDF_DOWNLOADED_TITLE = 'PDF Downloaded'
export const DOWNLOAD_FAILED_TITLE = 'Download Failed'
export const DOWNLOAD_FAILED_MESSAGE = 'Failed to download PDF. Please try again.'

export const PRINT_FAILED_TITLE = 'Print Failed'
export const PRINT_BLOCKED_MESSAGE = 'Unable to open print window. Please check your browser settings.'
export const PRINT_PREPARE_FAILED_MESSAGE = 'Failed to prepare the resume for printing. Please try again.'

export const MATCH_FAILED_TITLE = 'Match Failed'
export const MATCH_FAILED_MESSAGE = 'Failed to match the resume to this job. Please try again.'
