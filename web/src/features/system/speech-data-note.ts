/**
 * What the speech servers receive, when this server uses any: the interviewer's questions (which may name things from
 * the resume) go to the voice server, recorded answers to the transcription server. Null when speech stays local.
 */
export function speechDataNote(voiceModel = '', transcriptionModel = ''): string | null {
  const sent = [
    voiceModel ? 'interview questions are sent to a voice server to be spoken' : '',
    transcriptionModel
      ? 'answers recorded in browsers without speech recognition are sent to a transcription server'
      : '',
  ].filter(Boolean)
  if (sent.length === 0) return null
  const sentence = sent.join(', and ')
  return `Speech: ${sentence}.`
}
