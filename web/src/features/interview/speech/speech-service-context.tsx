import { createContext, useContext, useState, type ReactNode } from 'react'

import { createDefaultSpeechService } from './default-speech-service'
import type { SpeechService } from './speech-service'

const SpeechServiceContext = createContext<SpeechService | null>(null)

/** Gives the screens below a speech service other than the browser's (tests pass a scripted one). */
export function SpeechServiceProvider({ service, children }: { service: SpeechService; children: ReactNode }) {
  return <SpeechServiceContext.Provider value={service}>{children}</SpeechServiceContext.Provider>
}

export function useSpeechService(): SpeechService {
  const provided = useContext(SpeechServiceContext)
  const [browser] = useState(() => (provided ? null : createDefaultSpeechService()))
  return provided ?? browser!
}
