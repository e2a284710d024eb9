import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { MatchResumePicker } from './match-resume-picker'

const RESUMES = [
  { id: 'r-1', label: 'Data Engineer' },
  { id: 'r 2', label: 'Data Engineer · cv-2025' },
]

describe('MatchResumePicker', () => {
  it("opens the chosen resume's page on its job match workspace", () => {
    const { history } = renderWithProviders(<MatchResumePicker resumes={RESUMES} />, { path: '/editor' })
    const select = screen.getByLabelText('Resume')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Data Engineer',
      'Data Engineer · cv-2025',
    ])
    expect(select).toHaveValue('r-1')
    fireEvent.change(select, { target: { value: 'r 2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open Job Match' }))
    expect(history.at(-1)).toBe('/editor/r%202?tab=job-match')
  })

  it('shows nothing to someone without a resume', () => {
    const { container } = renderWithProviders(<MatchResumePicker resumes={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
