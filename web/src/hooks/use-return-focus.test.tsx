import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog'

import { useReturnFocus } from './use-return-focus'

function Opener({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false)
  const returnFocus = useReturnFocus()
  return (
    <>
      {removeOpener && open ? null : <button onClick={() => setOpen(true)}>Open plans</button>}
      <button>Elsewhere</button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent {...returnFocus}>
          <DialogTitle>Plans</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  )
}

describe('useReturnFocus', () => {
  it('gives focus back to what opened a dialog that has no Trigger', async () => {
    const user = userEvent.setup()
    render(<Opener />)
    await user.click(screen.getByRole('button', { name: 'Open plans' }))
    expect(screen.getByRole('dialog', { name: 'Plans' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Open plans' })).toHaveFocus()
  })

  it('leaves focus to Radix when the opener is gone', async () => {
    const user = userEvent.setup()
    render(<Opener removeOpener />)
    await user.click(screen.getByRole('button', { name: 'Open plans' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.body).toHaveFocus()
  })
})
