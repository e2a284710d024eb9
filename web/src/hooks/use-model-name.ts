import { useQuery } from '@tanstack/react-query'

/** The part of the server's public settings that names its model (the same query the settings page reads). */
interface ConfiguredModel {
  aiProvider: string
  model: string
}

/**
 * The name of the model this server is configured with, asked for only when an answer came from the model
 * ('openai' engine); '' until it is known or when no model is configured.
 */
export function useModelName(engine: string | undefined): string {
  const settings = useQuery<ConfiguredModel>({ queryKey: ['/api/settings'], enabled: engine === 'openai' })
  return settings.data?.model ?? ''
}
