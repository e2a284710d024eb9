import { useCallback, useEffect, useRef, useState } from 'react'

export type QuestionAudioState = 'none' | 'ready' | 'playing' | 'failed'

/** The question's voice (base64 audio/mpeg), played only when asked, so two voices never overlap (SPEC §4). */
export function useQuestionAudio(audio: string | null) {
  const [state, setState] = useState<QuestionAudioState>(audio ? 'ready' : 'none')
  const element = useRef<HTMLAudioElement | null>(null)

  const halt = useCallback(() => {
    const current = element.current
    element.current = null
    if (current) {
      current.onended = null
      current.onerror = null
      current.pause()
    }
  }, [])

  // A new question silences the last one.
  useEffect(() => {
    halt()
    setState(audio ? 'ready' : 'none')
    return halt
  }, [audio, halt])

  const play = useCallback(() => {
    if (!audio) return
    halt()
    const player = new Audio(`data:audio/mpeg;base64,${audio}`)
    element.current = player
    const settle = (next: QuestionAudioState) => () => {
      if (element.current === player) setState(next)
    }
    player.onended = settle('ready')
    // Audio that cannot be decoded is skipped: the question is on screen, and the interview goes on.
    player.onerror = settle('failed')
    setState('playing')
    player.play().catch(settle('failed'))
  }, [audio, halt])

  const stop = useCallback(() => {
    halt()
    setState(audio ? 'ready' : 'none')
  }, [audio, halt])

  return { state, play, stop }
}
