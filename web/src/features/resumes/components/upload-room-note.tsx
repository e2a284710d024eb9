import { HardDrive, OctagonAlert } from 'lucide-react'

import type { UploadRoom } from '../api/get-upload-room'

/** How many more resumes fit, beside an upload box; when none does, the one message that says why and what to do. */
export function UploadRoomNote({ room }: { room: UploadRoom }) {
  if (room.full) {
    return (
      <div
        className="flex gap-3 rounded-lg border border-destructive-border bg-destructive-soft px-4 py-3 text-sm text-destructive-strong"
        data-testid="upload-room-full"
      >
        <OctagonAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <p>{room.message}</p>
      </div>
    )
  }
  const left = room.limit - room.used
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="upload-room">
      <HardDrive aria-hidden="true" className="size-4 shrink-0" />
      <span>
        Storage: {room.used} of {room.limit} resumes used, room for {left} more.
      </span>
    </p>
  )
}
