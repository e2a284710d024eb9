import { Cpu } from 'lucide-react'

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'

import { useServerSettings } from '../api/get-server-settings'
import { engineDataNote, engineLabel } from '../engine-label'
import { speechDataNote } from '../speech-data-note'
import { ConnectionTest } from './connection-test'

/** Which AI engine and model this server uses, as GET /api/settings reports. */
export function EngineCard() {
  const settings = useServerSettings()
  const speechNote = settings.data ? speechDataNote(settings.data.voiceModel, settings.data.transcriptionModel) : null
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Cpu aria-hidden="true" className="size-5 text-primary" />
          AI engine
        </CardTitle>
        <CardDescription>
          The engine that scores, rewrites and interviews. It is set by whoever runs this server.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Spinner label="Loading server settings" />
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The server settings could not be loaded. Please reload the page.
          </p>
        ) : (
          <div className="grid gap-4" data-testid="engine-details">
            <dl className="grid gap-4 text-sm sm:grid-cols-3">
              <div className="grid gap-1">
                <dt className="font-medium text-muted-foreground">Engine</dt>
                <dd className="font-semibold">{engineLabel(settings.data.aiProvider)}</dd>
              </div>
              <div className="grid gap-1">
                <dt className="font-medium text-muted-foreground">Model</dt>
                <dd className="font-semibold">{settings.data.model || 'Not set'}</dd>
              </div>
              <div className="grid gap-1">
                <dt className="font-medium text-muted-foreground">Server version</dt>
                <dd className="font-semibold">{settings.data.version}</dd>
              </div>
            </dl>
            <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
              {engineDataNote(settings.data.aiProvider)}
              {speechNote ? ` ${speechNote}` : null}
            </p>
            <ConnectionTest />
          </div>
        )}
      </CardContent>
    </Card>
  )
}
