import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { Toaster } from '@/components/ui/toaster'
import { buildEnhancedResume } from '@/test/resume-fixture'

import ComparisonDialog, { type ComparisonDialogProps } from './comparison-dialog'

const resume = buildEnhancedResume()
const enhancement = resume.enhancement!

function renderDialog(overrides: Partial<ComparisonDialogProps> = {}) {
  const props: ComparisonDialogProps = {
    open: true,
    onClose: vi.fn(),
    resumeId: resume.id,
    resumeTitle: 'Grace Hopper',
    originalContent: resume.originalContent,
    enhancedContent: resume.enhancedContent,
    improvements: enhancement.improvements,
    acceptedIds: enhancement.acceptedIds,
    keptOut: enhancement.reverted,
    advice: enhancement.advice,
    scores: { original: 83, enhanced: 91 },
    onAcceptedChange: vi.fn(),
    onSave: vi.fn(async () => {}),
    onDownload: vi.fn(async () => {}),
    ...overrides,
  }
  render(<Toaster />)
  const result = render(<ComparisonDialog {...props} />)
  return { ...result, props }
}

function lastToast(): Element | null | undefined {
  return [...document.querySelectorAll('[data-slot="toast"]')].at(-1)
}

describe('ComparisonDialog', () => {
  it('opens side by side with both texts, the badge, both scores and the guard report', () => {
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Original and enhanced' })
    expect(within(dialog).getByRole('tab', { name: 'Side by Side' })).toHaveAttribute('aria-selected', 'true')
    expect(within(dialog).getByTestId('applied-badge')).toHaveTextContent('2 Improvements Applied')
    expect(within(dialog).getByTestId('pane-original')).toHaveTextContent('Responsible for leading the team')
    expect(within(dialog).getByTestId('pane-enhanced')).toHaveTextContent('Led the team that built the first compiler.')
    expect(within(dialog).getByTestId('score-original')).toHaveTextContent('83 out of 100Excellent')
    expect(within(dialog).getByTestId('score-enhanced')).toHaveTextContent('91 out of 100Excellent')
    expect(within(dialog).getByTestId('score-comparison')).toHaveTextContent('+8 points')
    expect(within(dialog).getByTestId('kept-out')).toHaveTextContent('Kept out: would have added “Google” (employer)')
  })

  it('shows what only the person can add beside its line, in neither text', () => {
    renderDialog()
    const advice = screen.getByTestId('line-advice')
    expect(advice).toHaveTextContent('Experience › Rear Admiral, US Navy › bullet 2')
    expect(advice).toHaveTextContent('I successfully taught programming to various officers.')
    expect(advice).toHaveTextContent('add one you can stand behind')
    expect(within(advice).getByRole('button', { name: /Show in text/ })).toBeInTheDocument()
    for (const pane of ['pane-original', 'pane-enhanced']) {
      expect(screen.getByTestId(pane)).not.toHaveTextContent('add one you can stand behind')
      expect(screen.getByTestId(pane).textContent).not.toMatch(/\[[^\]]*\]/)
    }
  })

  it('marks changed words in each pane, or shows them plain when highlighting is off', async () => {
    renderDialog()
    const enhanced = screen.getByTestId('pane-enhanced')
    expect(enhanced.querySelector('mark')).toHaveTextContent('Led')
    expect(screen.getByTestId('pane-original').querySelector('del')).not.toBeNull()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Highlight changes' }))
    expect(enhanced.querySelector('mark, ins, del')).toBeNull()
  })

  it('scrolls the panes together, by proportion', () => {
    renderDialog()
    const original = screen.getByTestId('pane-original')
    const enhanced = screen.getByTestId('pane-enhanced')
    for (const [pane, height] of [
      [original, 1600],
      [enhanced, 1100],
    ] as const) {
      Object.defineProperty(pane, 'scrollHeight', { configurable: true, value: height })
      Object.defineProperty(pane, 'clientHeight', { configurable: true, value: 600 })
    }
    original.scrollTop = 500
    fireEvent.scroll(original)
    expect(enhanced.scrollTop).toBe(250)
  })

  it('shows the word diff with colours, strikethrough and an explanation on focus', async () => {
    renderDialog()
    await userEvent.click(screen.getByRole('tab', { name: 'Diff View' }))
    const view = screen.getByTestId('diff-view')
    const removed = [...view.querySelectorAll('del')].map((element) => element.textContent)
    const added = [...view.querySelectorAll('ins')].map((element) => element.textContent)
    const modified = [...view.querySelectorAll('mark')].map((element) => element.textContent)
    expect(removed.join(' ')).toContain('successfully')
    expect(view.querySelector('del')?.className).toContain('line-through')
    expect(view.querySelector('ins')?.className ?? view.querySelector('mark')?.className).toBeTruthy()
    expect([...added, ...modified].join(' ')).toContain('Led')

    const change = view.querySelector<HTMLElement>('[data-change]')!
    expect(change).toHaveAttribute('tabindex', '0')
    act(() => change.focus())
    const tooltip = screen.getByRole('tooltip')
    expect(tooltip.textContent).toMatch(
      /Added to improve ATS compatibility and keyword density|Removed to improve conciseness and clarity|Modified to improve professional tone and clarity|Removed to eliminate redundancy|Added to improve keyword optimization/,
    )
    expect(change).toHaveAccessibleDescription(/to improve|to eliminate/)
    fireEvent.keyDown(change, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()

    await userEvent.click(within(view).getByRole('button', { name: 'Next change' }))
    expect(document.activeElement).toBe(change)
  })

  it('slides from 50 by keyboard and reveals the original up to the handle', async () => {
    renderDialog()
    await userEvent.click(screen.getByRole('tab', { name: 'Before/After' }))
    const slider = screen.getByRole('slider', { name: 'Before/After position' })
    expect(slider).toHaveAttribute('aria-valuenow', '50')
    expect(slider).toHaveAttribute('aria-valuemin', '0')
    expect(slider).toHaveAttribute('aria-valuemax', '100')
    expect(screen.getByTestId('before-layer').style.clipPath).toBe('inset(0 50% 0 0)')
    fireEvent.keyDown(slider, { key: 'ArrowRight' })
    expect(slider).toHaveAttribute('aria-valuenow', '51')
    fireEvent.keyDown(slider, { key: 'ArrowLeft', shiftKey: true })
    expect(slider).toHaveAttribute('aria-valuenow', '41')
    fireEvent.keyDown(slider, { key: 'End' })
    expect(slider).toHaveAttribute('aria-valuenow', '100')
    expect(slider).toHaveAttribute('aria-valuetext', 'Original version only')
    expect(screen.getByTestId('before-layer').style.clipPath).toBe('inset(0 0% 0 0)')
  })

  it('lists the applied improvements and rejects one, keeping the others', async () => {
    const { props } = renderDialog()
    const items = screen.getAllByTestId('improvement')
    expect(items).toHaveLength(2)
    expect(items[1]).toHaveTextContent('Pronoun removed')
    expect(items[1]).toHaveTextContent('Experience › Rear Admiral, US Navy › bullet 2')
    expect(within(items[1]!).getByRole('button', { name: 'Accept' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Reject' }))
    expect(props.onAcceptedChange).toHaveBeenCalledWith(['imp-verb'])
  })

  it('counts only accepted changes in the badge, and shows a rejected one as kept original', () => {
    renderDialog({ acceptedIds: ['imp-verb'] })
    expect(screen.getByTestId('applied-badge')).toHaveTextContent('1 Improvement Applied')
    const rejected = screen.getAllByTestId('improvement')[1]!
    expect(rejected).toHaveAttribute('data-state', 'rejected')
    expect(rejected).toHaveTextContent('Rejected: the original wording is kept.')
    expect(within(rejected).getByRole('button', { name: 'Reject' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('shows a change in the texts: back to Side by Side with both panes on it', async () => {
    renderDialog()
    await userEvent.click(screen.getByRole('tab', { name: 'Diff View' }))
    const item = screen.getAllByTestId('improvement')[1]!
    await userEvent.click(within(item).getByRole('button', { name: /^Show in text.*bullet 2$/ }))
    expect(screen.getByRole('tab', { name: 'Side by Side' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByTestId('pane-enhanced')).toBeInTheDocument()
  })

  it('accepts or rejects every change at once', async () => {
    const { props } = renderDialog({ acceptedIds: ['imp-verb'] })
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }))
    expect(props.onAcceptedChange).toHaveBeenLastCalledWith(['imp-verb', 'imp-pronoun'])
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }))
    expect(props.onAcceptedChange).toHaveBeenLastCalledWith([])
  })

  it('saves and downloads through the given actions', async () => {
    const { props } = renderDialog()
    await userEvent.click(screen.getByRole('button', { name: 'Save to Dashboard' }))
    expect(props.onSave).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(props.onDownload).toHaveBeenCalledOnce()
  })

  it("refuses to save without enhanced content: 'No resume content available to save'", async () => {
    const { props } = renderDialog({ enhancedContent: null })
    await userEvent.click(screen.getByRole('button', { name: 'Save to Dashboard' }))
    expect(props.onSave).not.toHaveBeenCalled()
    expect(lastToast()).toHaveTextContent('No resume content available to save')
  })

  it("refuses to download without a resume id: 'Error' / 'Resume ID not available for download'", async () => {
    const { props } = renderDialog({ resumeId: null })
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(props.onDownload).not.toHaveBeenCalled()
    expect(lastToast()).toHaveTextContent('ErrorResume ID not available for download')
    expect(lastToast()).toHaveAttribute('data-variant', 'destructive')
  })

  it('closes from the footer, the corner button and Escape', async () => {
    const { props } = renderDialog()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await userEvent.click(screen.getByRole('button', { name: 'Close comparison' }))
    await userEvent.keyboard('{Escape}')
    expect(props.onClose).toHaveBeenCalledTimes(3)
  })
})
