import { useMutation } from '@tanstack/react-query'

import { toast } from '@/hooks/use-toast'
import { api, errorMessage, replyOf } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'

const FALLBACK_FILENAME = 'vitae-data.json'

/** The file name the server suggests in Content-Disposition, or a plain default. */
export function attachmentFilename(contentDisposition: string | null, fallback = FALLBACK_FILENAME): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '')
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[/\\]/g, '_') : ''
  return name || fallback
}

/** Downloads everything the account holds as one JSON file. */
export async function exportMyData(): Promise<string> {
  const { data, response } = await replyOf(api.GET('/api/me/export', { parseAs: 'blob' }))
  const filename = attachmentFilename(response.headers.get('Content-Disposition'))
  saveFile(data, filename)
  return filename
}

export function useExportData() {
  return useMutation({
    mutationFn: exportMyData,
    onSuccess: (filename) => {
      toast({ title: 'Export ready', description: `Saved as ${filename}.`, variant: 'success' })
    },
    onError: (error) => {
      toast({
        title: 'Export failed',
        description: errorMessage(error, 'Unable to export your data'),
        variant: 'destructive',
      })
    },
  })
}
