import { createServer, type Server } from 'node:http'

/** What the stub "hears" in any recording it is sent. */
export const STUB_TRANSCRIPT = 'i recorded this answer in a browser without speech recognition'
export const STUB_TRANSCRIPTION_MODEL = 'stub-whisper'

/** Container signatures a browser's MediaRecorder writes: WebM (EBML), Ogg, MP4. */
const AUDIO_SIGNATURES = [Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('OggS'), Buffer.from('ftyp')]

/**
 * A stand-in for an OpenAI-compatible transcription server (`POST /v1/audio/transcriptions`) for the end-to-end
 * run: it answers with STUB_TRANSCRIPT when the upload holds recorded audio and names the model, else a 400.
 */
export async function startSpeechStub(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks)
      const isAudio = AUDIO_SIGNATURES.some((signature) => body.includes(signature))
      const ok =
        request.method === 'POST' &&
        request.url === '/v1/audio/transcriptions' &&
        isAudio &&
        body.includes(Buffer.from(STUB_TRANSCRIPTION_MODEL))
      response.writeHead(ok ? 200 : 400, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(ok ? { text: STUB_TRANSCRIPT } : { error: { message: 'Not a recorded answer.' } }))
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('The speech stub has no port.')
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    close: () => new Promise((closed) => server.close(() => closed())),
  }
}
