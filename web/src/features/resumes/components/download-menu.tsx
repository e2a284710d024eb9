import { ChevronDown, FileJson, FileText, FileType, LoaderCircle, Download } from 'lucide-react'
import { useState, type ReactNode } from 'react'

import { buttonVariants } from '@/components/ui/button'
import { Menu, MenuContent, MenuItem, MenuRadioItem, MenuSeparator, MenuTrigger } from '@/components/ui/menu'
import { cn } from '@/lib/cn'

import { useRenderTemplates, type DownloadOptions, type ExportFormat, type Paper } from '../api/download-resume'
import {
  browserStorage,
  readDownloadPreferences,
  writeDownloadPreferences,
  type DownloadPreferences,
} from '../download-preferences'

const GROUP_LABEL = 'px-2.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase'

const PAPER_NAMES: Record<Paper, string> = { letter: 'US Letter', a4: 'A4' }

interface DownloadMenuProps {
  children: ReactNode
  onDownload: (options: DownloadOptions) => void
  pendingFormat: ExportFormat | null
  /** When set, the trigger calls it instead of opening the menu (a visitor must sign in first). */
  onBlocked?: () => void
  variant?: 'default' | 'outline'
}

/**
 * 'Download Enhanced Resume' with a choice of format: PDF in a template and paper size of the person's choosing
 * (remembered in this browser), Word, JSON Resume or plain text.
 */
export function DownloadMenu({
  children,
  onDownload,
  pendingFormat,
  onBlocked,
  variant = 'outline',
}: DownloadMenuProps) {
  const [open, setOpen] = useState(false)
  const [preferences, setPreferences] = useState<DownloadPreferences>(() =>
    readDownloadPreferences(browserStorage(), navigator.language),
  )
  const templates = useRenderTemplates(open)
  const available = templates.data ?? []
  const template = available.find((item) => item.id === preferences.template) ?? available[0]
  const busy = pendingFormat !== null

  function prefer(next: Partial<DownloadPreferences>): void {
    const merged = { ...preferences, ...next }
    setPreferences(merged)
    writeDownloadPreferences(browserStorage(), merged)
  }

  function download(format: ExportFormat): void {
    onDownload({ format, template: template?.id ?? preferences.template ?? undefined, paper: preferences.paper })
  }

  return (
    <Menu open={open} onOpenChange={setOpen} className="w-full">
      <MenuTrigger
        className={cn(buttonVariants({ variant }), 'w-full justify-start')}
        aria-busy={busy || undefined}
        onClick={(event) => {
          if (onBlocked) {
            event.preventDefault()
            onBlocked()
          }
        }}
        data-testid="download-menu-trigger"
      >
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
        <span className="flex-1 text-left">{children}</span>
        <ChevronDown aria-hidden="true" />
      </MenuTrigger>
      <MenuContent align="start" className="w-full">
        <MenuItem onSelect={() => download('pdf')}>
          <FileType aria-hidden="true" />
          <span className="grid">
            <span>PDF</span>
            <span className="text-xs text-muted-foreground">
              {template?.name ?? 'Default template'} · {PAPER_NAMES[preferences.paper]}
            </span>
          </span>
        </MenuItem>
        <MenuItem onSelect={() => download('docx')}>
          <FileText aria-hidden="true" />
          Word document (.docx)
        </MenuItem>
        <MenuItem onSelect={() => download('json')}>
          <FileJson aria-hidden="true" />
          JSON Resume (.json)
        </MenuItem>
        <MenuItem onSelect={() => download('txt')}>
          <FileText aria-hidden="true" />
          Plain text (.txt)
        </MenuItem>
        <MenuSeparator />
        <div role="group" aria-label="PDF template">
          <p className={GROUP_LABEL} aria-hidden="true">
            PDF template
          </p>
          {templates.isPending ? (
            <p className="px-2.5 py-1.5 text-sm text-muted-foreground">Loading templates…</p>
          ) : null}
          {templates.isError ? (
            <p className="px-2.5 py-1.5 text-sm text-muted-foreground">Templates unavailable: the default is used.</p>
          ) : null}
          {available.map((item) => (
            <MenuRadioItem
              key={item.id}
              checked={item.id === template?.id}
              onSelect={() => prefer({ template: item.id })}
              title={item.description}
            >
              {item.name}
            </MenuRadioItem>
          ))}
        </div>
        <MenuSeparator />
        <div role="group" aria-label="Paper size">
          <p className={GROUP_LABEL} aria-hidden="true">
            Paper size
          </p>
          {(['letter', 'a4'] as const).map((paper) => (
            <MenuRadioItem key={paper} checked={preferences.paper === paper} onSelect={() => prefer({ paper })}>
              {PAPER_NAMES[paper]}
            </MenuRadioItem>
          ))}
        </div>
      </MenuContent>
    </Menu>
  )
}
