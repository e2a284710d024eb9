import { FileUp } from 'lucide-react'
import { useRef, useState, type DragEvent, type ReactNode } from 'react'

import { cn } from '@/lib/cn'

interface DropZoneProps {
  accept: string
  disabled?: boolean
  /** The sentence shown when nothing is being dragged. */
  prompt: ReactNode
  /** Limits and types, shown under the prompt. */
  details: ReactNode
  onFile: (file: File) => void
  /** The control that opens the file picker; receives the function that opens it. */
  children: (openPicker: () => void) => ReactNode
  /** `tall` gives the box more room where it is the main element of the screen. */
  height?: 'default' | 'tall'
}

/** A box that takes a dropped file, highlighted while a file is over it, with its own file picker. */
export function DropZone({ accept, disabled, prompt, details, onFile, children, height = 'default' }: DropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)

  function handleDragOver(event: DragEvent<HTMLDivElement>): void {
    event.preventDefault()
    if (!disabled) setDragging(true)
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>): void {
    // Moving between children fires dragleave on the box; only leaving the box itself ends the highlight.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
  }

  function handleDrop(event: DragEvent<HTMLDivElement>): void {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file && !disabled) onFile(file)
  }

  return (
    <div
      data-slot="drop-zone"
      data-dragging={dragging || undefined}
      onDragOver={handleDragOver}
      onDragEnter={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      className={cn(
        'flex flex-col items-center justify-center gap-4 rounded-xl border-2 border-dashed px-6 text-center transition-colors',
        height === 'tall' ? 'py-14' : 'py-10',
        dragging ? 'border-primary bg-secondary ring-4 ring-secondary-border' : 'border-input bg-background/70',
      )}
    >
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-full transition-colors',
          dragging ? 'bg-primary text-primary-foreground' : 'bg-secondary text-primary',
        )}
      >
        <FileUp aria-hidden="true" className="size-6" />
      </span>
      <div className="grid gap-1">
        <p className="text-base font-semibold text-foreground" aria-live="polite">
          {dragging ? 'Drop your file here' : prompt}
        </p>
        <p className="text-sm text-muted-foreground">{details}</p>
      </div>
      {children(() => inputRef.current?.click())}
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid="resume-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Clear the value so choosing the same file again still fires change.
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
    </div>
  )
}
