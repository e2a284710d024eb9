/** A person-readable name for the server's AI provider id. */
export function engineLabel(aiProvider: string): string {
  switch (aiProvider) {
    case 'offline':
      return 'Offline engine'
    case 'openai':
      return 'OpenAI-compatible API'
    default:
      return aiProvider
  }
}

/** What the engine choice means for where resume text goes. */
export function engineDataNote(aiProvider: string): string {
  return aiProvider === 'offline'
    ? 'Runs on this server: your resume text is not sent to any outside service.'
    : 'Resume text is sent to the model endpoint this server is configured with.'
}
