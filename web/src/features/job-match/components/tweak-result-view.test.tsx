import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { stubFetch } from '@/test/fetch-args'
import { jsonResponse, renderWithProviders } from '@/test/render'

import type { TweakResult } from '../types'
import { TweakResultView } from './tweak-result-view'

const RESULT: TweakResult = {
  optimizedContent: 'Katherine Johnson\nComputed trajectories',
  changes: ['Experience › bullet 1: A plainer verb.'],
  keywordMatches: ['FORTRAN'],
  missingKeywords: [],
  originalMatchScore: 60,
  matchScore: 64,
  usedEnhancedVersion: false,
}

function renderResult(result: TweakResult) {
  const noop = () => {}
  return renderWithProviders(
    <TweakResultView
      result={result}
      version="enhanced"
      content={result.optimizedContent}
      onToggleVersion={noop}
      onDownload={noop}
      onPrint={noop}
      downloading={false}
      printing={false}
      stale={false}
    />,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('TweakResultView', () => {
  it('names the model that tailored the resume', async () => {
    stubFetch(vi.fn(async () => jsonResponse({ aiProvider: 'openai', model: 'gpt-4o-mini', version: '1' })))
    renderResult({ ...RESULT, engine: 'openai' })
    expect(await screen.findByText('Written by gpt-4o-mini.')).toBeInTheDocument()
  })

  it('says the offline engine tailored it when the model failed, and names no engine for an older result', () => {
    const { unmount } = renderResult({ ...RESULT, engine: 'offline', fallbackReason: 'The model returned a 500.' })
    expect(
      screen.getByText('The configured model did not answer in time or correctly, so the offline engine wrote this.'),
    ).toBeInTheDocument()
    unmount()
    renderResult(RESULT)
    expect(screen.queryByText(/Written by|offline engine wrote this/)).not.toBeInTheDocument()
  })
})
