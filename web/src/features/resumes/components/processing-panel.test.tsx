import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { IDLE, uploadProgressReducer, type UploadEvent, type UploadProgress } from '../upload-progress'
import { ProcessingPanel } from './processing-panel'

const FILE = { name: 'cv.pdf', size: 100 * 1024 }

function reach(...events: UploadEvent[]): Exclude<UploadProgress, { phase: 'idle' }> {
  const state = events.reduce(uploadProgressReducer, IDLE)
  if (state.phase === 'idle') throw new Error('still idle')
  return state
}

function renderPanel(progress: Exclude<UploadProgress, { phase: 'idle' }>) {
  const onOpenResult = vi.fn()
  const onRetry = vi.fn()
  render(<ProcessingPanel progress={progress} onOpenResult={onOpenResult} onRetry={onRetry} />)
  return { onOpenResult, onRetry }
}

const stepStatus = (id: string) => screen.getByTestId(`processing-step-${id}`).getAttribute('data-status')

describe('ProcessingPanel', () => {
  it('shows the upload under way with its percentage and the later steps greyed', () => {
    renderPanel(reach({ type: 'start', file: FILE }, { type: 'progress', percent: 48 }))
    expect(screen.getByRole('heading', { name: 'Resume Processing' })).toHaveFocus()
    expect(screen.getByText('Uploading (48%) · 100 KB')).toBeInTheDocument()
    expect(screen.getByTestId('processing-percent')).toHaveTextContent('12%')
    expect(screen.getByRole('progressbar', { name: 'Processing progress' })).toHaveAttribute('aria-valuenow', '12')
    expect(['upload', 'parse', 'analyze', 'enhance'].map(stepStatus)).toEqual([
      'active',
      'pending',
      'pending',
      'pending',
    ])
    expect(screen.getByTestId('processing-step-upload')).toHaveAttribute('aria-current', 'step')
    expect(screen.queryByText('Processing Complete')).not.toBeInTheDocument()
  })

  it("ends with the server's times, the enhancement marked as not run, and the completion box", () => {
    const { onOpenResult } = renderPanel(
      reach(
        { type: 'start', file: FILE },
        { type: 'progress', percent: 100 },
        {
          type: 'response',
          resumeId: 'r1',
          times: { extractMs: 12, parseMs: 2, scoreMs: 7, enhanceMs: 0 },
          enhanced: false,
        },
      ),
    )
    expect(screen.getByText('Text read in 12 ms, structured in 2.0 ms')).toBeInTheDocument()
    expect(screen.getByText('Scored in 7.0 ms')).toBeInTheDocument()
    expect(stepStatus('enhance')).toBe('skipped')
    expect(screen.getByText('Not run: the enhanced version is not available yet')).toBeInTheDocument()
    expect(screen.getByTestId('processing-percent')).toHaveTextContent('100%')
    expect(screen.getByText('Processing Complete')).toBeInTheDocument()
    expect(screen.queryByText('Your resume has been fully optimized')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'View results' }))
    expect(onOpenResult).toHaveBeenCalledOnce()
  })

  it("says 'fully optimized' only when an enhanced version came back", () => {
    renderPanel(reach({ type: 'start', file: FILE }, { type: 'response', resumeId: 'r1', times: null, enhanced: true }))
    expect(screen.getByText('Your resume has been fully optimized')).toBeInTheDocument()
  })

  it('shows where it failed and why, and lets the person start again', () => {
    const { onRetry } = renderPanel(
      reach(
        { type: 'start', file: FILE },
        { type: 'progress', percent: 100 },
        { type: 'failure', message: 'The file is empty.' },
      ),
    )
    expect(stepStatus('upload')).toBe('done')
    expect(stepStatus('parse')).toBe('failed')
    expect(screen.getAllByText('The file is empty.').length).toBeGreaterThan(0)
    fireEvent.click(screen.getByRole('button', { name: 'Choose another file' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
