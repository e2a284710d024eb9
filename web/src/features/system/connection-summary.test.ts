import { describe, expect, it } from 'vitest'

import type { ConnectionReport } from './api/test-ai-connection'
import { connectionFacts } from './connection-summary'

const CONNECTED: ConnectionReport = {
  ok: true,
  status: 'connected',
  engine: 'openai',
  model: 'llama3.1',
  latencyMs: 412,
  structuredOutput: true,
  voiceModel: 'tts-1',
  transcriptionModel: 'whisper-1',
  message: 'Connected: the model supports structured output, in 412 ms.',
}

describe('connectionFacts', () => {
  it('lists model, latency, structured output and speech', () => {
    expect(connectionFacts(CONNECTED)).toEqual([
      ['Model', 'llama3.1'],
      ['Latency', '412 ms'],
      ['Structured output', 'Supported'],
      ['Interviewer voice', 'tts-1'],
      ['Answer transcription', 'whisper-1'],
    ])
  })

  it('leaves out what is not known, and names the offline fallbacks', () => {
    const offline: ConnectionReport = {
      ...CONNECTED,
      status: 'offline',
      engine: 'offline',
      model: 'Vitae offline engine',
      latencyMs: null,
      structuredOutput: null,
      voiceModel: '',
      transcriptionModel: '',
    }
    expect(connectionFacts(offline)).toEqual([
      ['Model', 'Vitae offline engine'],
      ['Interviewer voice', 'Offline voice'],
      ['Answer transcription', 'Browser speech recognition only'],
    ])
    expect(connectionFacts({ ...CONNECTED, structuredOutput: false })[2]).toEqual([
      'Structured output',
      'Not supported (Vitae copes)',
    ])
  })
})
