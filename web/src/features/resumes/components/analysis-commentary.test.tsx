import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { stubFetch } from '@/test/fetch-args'
import { buildResume } from '@/test/resume-fixture'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { AnalysisCommentary } from './analysis-commentary'

afterEach(() => vi.unstubAllGlobals())

describe('AnalysisCommentary', () => {
  it("shows the model's commentary, says the score stays Vitae's, and names the model", async () => {
    stubFetch(vi.fn(async () => jsonResponse({ aiProvider: 'openai', model: 'gpt-4o-mini', version: '1' })))
    const { analysis } = buildResume()
    renderWithProviders(
      <AnalysisCommentary
        analysis={{ ...analysis, commentary: 'Lead with your results.', engine: 'openai', fallbackReason: '' }}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'What this analysis means' })).toBeInTheDocument()
    expect(screen.getByText('Lead with your results.')).toBeInTheDocument()
    expect(screen.getByText(/The score is Vitae's own analysis/)).toBeInTheDocument()
    expect(await screen.findByText('Written by gpt-4o-mini.')).toBeInTheDocument()
  })

  it('shows nothing when the analysis carries no commentary (an analysis stored before engines wrote one)', () => {
    const { container } = renderWithProviders(<AnalysisCommentary analysis={buildResume().analysis} />)
    expect(container).toBeEmptyDOMElement()
  })
})
