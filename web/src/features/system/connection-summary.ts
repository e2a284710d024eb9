import type { ConnectionReport } from './api/test-ai-connection'

/** The facts of a connection test as label and value pairs, in the order the settings page lists them. */
export function connectionFacts(report: ConnectionReport): [string, string][] {
  const facts: [string, string][] = [['Model', report.model]]
  if (report.latencyMs !== null) facts.push(['Latency', `${report.latencyMs} ms`])
  if (report.structuredOutput !== null) {
    facts.push(['Structured output', report.structuredOutput ? 'Supported' : 'Not supported (Vitae copes)'])
  }
  facts.push(['Interviewer voice', report.voiceModel || 'Offline voice'])
  facts.push(['Answer transcription', report.transcriptionModel || 'Browser speech recognition only'])
  return facts
}
