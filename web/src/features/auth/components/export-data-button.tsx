import { Download } from 'lucide-react'

import { Button } from '@/components/ui/button'

import { useExportData } from '../api/export-data'

export function ExportDataButton() {
  const exportData = useExportData()
  return (
    <Button variant="outline" onClick={() => exportData.mutate()} disabled={exportData.isPending}>
      <Download aria-hidden="true" />
      {exportData.isPending ? 'Preparing download...' : 'Download my data'}
    </Button>
  )
}
