import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { LineList } from './line-list'
import { useFocusAfterAdd } from './use-focus-after-add'

function Skills({ initial }: { initial: string[] }) {
  const [skills, setSkills] = useState(initial)
  const focus = useFocusAfterAdd()
  return (
    <LineList
      lines={skills}
      onChange={setSkills}
      lineLabel={(position) => `Skill ${position + 1}`}
      removeLabel={(position) => `Remove skill ${position + 1}`}
      addLabel="Add skill"
      focus={focus}
      idPrefix={['skill']}
      label="Skills"
    />
  )
}

describe('LineList', () => {
  it('edits a line, and a new line takes the cursor', async () => {
    const user = userEvent.setup()
    render(<Skills initial={['Go']} />)
    await user.type(screen.getByRole('textbox', { name: 'Skill 1' }), 'lang')
    await user.click(screen.getByRole('button', { name: 'Add skill' }))
    expect(screen.getByRole('textbox', { name: 'Skill 2' })).toHaveFocus()
    await user.keyboard('Rust')
    expect(screen.getByRole('list', { name: 'Skills' })).toBeInTheDocument()
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['Golang', 'Rust'])
  })

  it('removes a line, and clears the last one instead of removing it', async () => {
    const user = userEvent.setup()
    render(<Skills initial={['Go', 'Rust']} />)
    await user.click(screen.getByRole('button', { name: 'Remove skill 1' }))
    expect(screen.getByRole('textbox', { name: 'Skill 1' })).toHaveValue('Rust')
    await user.click(screen.getByRole('button', { name: 'Remove skill 1' }))
    expect(screen.getAllByRole('textbox')).toHaveLength(1)
    expect(screen.getByRole('textbox', { name: 'Skill 1' })).toHaveValue('')
  })
})
