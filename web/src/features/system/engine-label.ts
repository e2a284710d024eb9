/** A person-readable name for the server's AI provider id. */
export function engineLabel(aiProvider: string): string {
  switch (aiProvider) {
    case 'offline':
      return 'Offline engine (runs on this server, no data leaves it)'
    case 'openai':
      return 'OpenAI-compatible API'
    default:
      return aiProvider
  }
}
