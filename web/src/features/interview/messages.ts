/** SPEC §4, §5 and §8 interview wording, word for word, and the few this app adds beside them. */

export const ERROR_TITLE = 'Error'
export const INTERVIEW_ERROR_TITLE = 'Interview Error'

export const EMPTY_RESPONSE_MESSAGE = 'Please provide a response before submitting.'
export const NOT_INITIALIZED_ALERT = 'Interview session not properly initialized. Please try refreshing the page.'
export const NOT_INITIALIZED_TITLE = 'Interview Not Initialized'

export const COMPLETED_TITLE = 'Interview Completed'
export const COMPLETED_MESSAGE = 'Thank you for completing the interview. Your feedback is ready.'

/** SPEC §4 step 5: the closing line of the interviewer contains these words. */
export const CLOSING_PHRASE = 'Thank you for your time'

export const SPEECH_UNAVAILABLE_TITLE = 'Speech Recognition Not Available'
export const SPEECH_ERROR_TITLE = 'Speech Recognition Error'

/** What the screen says about speech it cannot capture, by reason. */
export const SPEECH_UNAVAILABLE_REASONS = {
  unsupported:
    'Your browser does not support speech recognition. Please use a modern browser like Chrome, or type your answers.',
  'no-microphone': 'No microphone was found. Connect one and reload the page, or type your answers.',
  service:
    "This browser's speech recognition service cannot be reached. Please use a modern browser like Chrome, or type your answers.",
} as const

export const MICROPHONE_DENIED_MESSAGE =
  'Microphone access was denied. Allow the microphone for this site in your browser settings, or type your answer.'

export const AUDIO_UNAVAILABLE_MESSAGE = 'This question has no audio; read it above.'
export const AUDIO_FAILED_MESSAGE = 'The audio could not be played; read the question above.'

export const INTERVIEW_RESULTS_TITLE = 'Interview Results'
export const ANALYSIS_INTRO =
  'Below is a detailed analysis of your interview performance. Use this feedback to improve your interviewing skills.'
export const NO_ANALYSIS_TITLE = 'No Analysis Data'
export const NO_ANALYSIS_MESSAGE = 'Unable to retrieve interview analysis. The session may have expired.'
export const ANALYSIS_ERROR_TITLE = 'Analysis Error'
export const NO_SESSION_ID_MESSAGE = 'No session ID provided'
