import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import scoringRubric from '@docs/scoring.md?raw'

import { MarkdownDocument, slugify } from './markdown-document'

const SAMPLE = `# How is this scored?

Scores are **deterministic** and use \`ats.name_missing\` ids.

## ATS compliance

| Check | Points |
|---|---|
| \`ats.email_missing\` | 15 |

- first <script>alert(1)</script>
- second [docs](https://example.com) and [local](javascript:alert(1))
`

describe('MarkdownDocument', () => {
  it('renders headings with anchors, emphasis, code and tables', () => {
    render(<MarkdownDocument source={SAMPLE} />)
    expect(screen.getByRole('heading', { level: 1, name: 'How is this scored?' })).toHaveAttribute(
      'id',
      'how-is-this-scored',
    )
    expect(screen.getByRole('heading', { level: 2, name: 'ATS compliance' })).toHaveAttribute('id', 'ats-compliance')
    expect(screen.getByText('deterministic').tagName).toBe('STRONG')
    expect(screen.getByText('ats.name_missing').tagName).toBe('CODE')
    const table = screen.getByRole('region', { name: 'ATS compliance: checks' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Check', 'Points'])
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['ats.email_missing', '15'])
  })

  it('shows markup in the text as text, and follows only web and site links', () => {
    const { container } = render(<MarkdownDocument source={SAMPLE} />)
    expect(container.querySelector('script')).toBeNull()
    expect(screen.getByRole('link', { name: 'docs' })).toHaveAttribute('href', 'https://example.com')
    expect(screen.queryByRole('link', { name: 'local' })).toBeNull()
    expect(screen.getByText('local')).toBeInTheDocument()
  })

  it('renders the published rubric with a table for each category', () => {
    render(<MarkdownDocument source={scoringRubric} />)
    for (const category of ['ATS compliance', 'Keyword density', 'Recruiter friendliness', 'Conciseness and impact']) {
      expect(screen.getByRole('heading', { level: 2, name: category })).toBeInTheDocument()
      expect(screen.getByRole('region', { name: `${category}: checks` })).toBeInTheDocument()
    }
  })

  it('slugs headings for links', () => {
    expect(slugify('Field, title and specialization')).toBe('field-title-and-specialization')
  })
})
