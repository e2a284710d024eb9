import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '@/components/ui/toaster'
import { renderWithProviders } from '@/test/render'

import { buildDashboardResume } from '../test/build-resume'
import { fakeDashboardApi } from '../test/fake-dashboard-api'
import { Dashboard } from './dashboard'

const EMAIL = 'grace@example.com'

function owned(count: number, score = 82) {
  return Array.from({ length: count }, (_, index) =>
    buildDashboardResume({
      id: `owned-${index}`,
      aiTitle: `Engineer ${index}`,
      atsScore: score,
      overallScore: score,
      bestVersionId: `v-owned-${index}`,
      bestScore: score,
    }),
  )
}

function renderDashboard() {
  const onUpload = vi.fn()
  const rendered = renderWithProviders(<Dashboard email={EMAIL} onUpload={onUpload} />, { path: '/dashboard' })
  render(<Toaster />)
  return { ...rendered, onUpload }
}

const toastText = () => [...document.querySelectorAll('[data-slot="toast"]')].at(-1)?.textContent ?? ''

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Dashboard stat cards', () => {
  it('shows the total, the average with its label and target, and storage with plan and trial', async () => {
    fakeDashboardApi({
      owned: [
        buildDashboardResume({ id: 'a', atsScore: 70, overallScore: 70 }),
        buildDashboardResume({ id: 'b', atsScore: 80, overallScore: 80 }),
      ],
    })
    renderDashboard()
    const total = await screen.findByTestId('stat-total-resumes')
    expect(within(total).getByTestId('stat-value')).toHaveTextContent('2')
    const average = screen.getByTestId('stat-average-score')
    await waitFor(() => expect(within(average).getByTestId('stat-value')).toHaveTextContent('75'))
    expect(average).toHaveTextContent('Good')
    expect(average).toHaveTextContent('Target: 85+')
    const storage = screen.getByTestId('stat-storage')
    expect(within(storage).getByTestId('stat-value')).toHaveTextContent('2/20')
    expect(within(storage).getByTestId('storage-percent')).toHaveTextContent('10%')
    expect(within(storage).getByRole('meter', { name: 'Storage used' })).toHaveAttribute('aria-valuenow', '10')
    expect(storage).toHaveTextContent('Base plan · Trial: 2 days remaining')
  })

  it('reads Excellent from 80 and Needs Improvement below 70', async () => {
    fakeDashboardApi({ owned: owned(1, 64) })
    renderDashboard()
    const average = await screen.findByTestId('stat-average-score')
    await waitFor(() => expect(average).toHaveTextContent('Needs Improvement'))
  })
})

describe('Dashboard storage banners', () => {
  it('shows none below 80 percent', async () => {
    fakeDashboardApi({ owned: owned(15) })
    renderDashboard()
    await screen.findByTestId('stat-storage')
    expect(screen.queryByTestId('storage-banner')).not.toBeInTheDocument()
  })

  it('warns in yellow from 80 percent, and Upgrade Now explains the plans and how to ask for Professional', async () => {
    fakeDashboardApi({ owned: owned(16) })
    const user = userEvent.setup()
    renderDashboard()
    const banner = await screen.findByRole('region', { name: 'Storage almost full' })
    expect(banner).toHaveAttribute('data-level', 'warning')
    expect(banner).toHaveTextContent('16 of 20 resumes of your Base plan are in use (80%)')
    await user.click(within(banner).getByRole('button', { name: 'Upgrade Now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Plans and upgrading' })
    expect(within(dialog).getByTestId('plan-base')).toHaveTextContent('Your plan')
    expect(within(dialog).getByTestId('plan-base')).toHaveTextContent('Up to 20 resumes')
    expect(dialog).toHaveTextContent('There is no online payment in Vitae.')
    expect(within(dialog).getByTestId('upgrade-request')).toHaveTextContent(
      'Please move my Vitae account (grace@example.com) to the Professional plan.',
    )
    // A job seeker never sees a server command.
    expect(dialog).not.toHaveTextContent('vitae set-plan')
    expect(within(dialog).getByRole('button', { name: 'Copy request' })).toBeInTheDocument()
  })

  it('turns red at 100 percent', async () => {
    fakeDashboardApi({ owned: owned(20) })
    renderDashboard()
    const banner = await screen.findByRole('region', { name: 'Storage full' })
    expect(banner).toHaveAttribute('data-level', 'full')
    expect(banner).toHaveTextContent('All 20 resumes of your Base plan are in use.')
    expect(within(banner).getByRole('button', { name: 'Upgrade Now' })).toBeInTheDocument()
  })
})

describe('Anonymous Resumes', () => {
  const anonymous = ['a', 'b', 'c'].map((id) =>
    buildDashboardResume({ id: `anon-${id}`, aiTitle: `Visitor upload ${id}`, isAnonymous: true }),
  )

  it('is hidden when this browser has nothing to claim', async () => {
    fakeDashboardApi({ owned: owned(1) })
    renderDashboard()
    await screen.findByTestId('your-resumes')
    expect(screen.queryByTestId('anonymous-resumes')).not.toBeInTheDocument()
  })

  it('claims one resume into Your Resumes', async () => {
    const api = fakeDashboardApi({ anonymous: anonymous.slice(0, 1) })
    const user = userEvent.setup()
    renderDashboard()
    const table = await screen.findByTestId('anonymous-resumes')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'ATS Score', 'Created', 'Claim'])
    await user.click(within(table).getByRole('button', { name: 'Claim Visitor upload a' }))
    await waitFor(() => expect(screen.queryByTestId('anonymous-resumes')).not.toBeInTheDocument())
    expect(within(screen.getByTestId('your-resumes')).getByText('Visitor upload a')).toBeInTheDocument()
    expect(api.requests).toContain('POST /api/resumes/claim/anon-a')
    expect(toastText()).toContain('Resume claimed')
  })

  it('claims all one after another, reports the one that failed and goes on', async () => {
    const api = fakeDashboardApi({ owned: owned(18), anonymous, limit: 20 })
    const user = userEvent.setup()
    renderDashboard()
    const table = await screen.findByTestId('anonymous-resumes')
    await user.click(within(table).getByRole('button', { name: 'Claim All Resumes' }))

    const failures = await screen.findByTestId('claim-failures')
    expect(failures).toHaveTextContent('One resume was not claimed')
    expect(failures).toHaveTextContent('Visitor upload c: Storage full: your Base plan holds 20 resumes.')
    expect(api.requests.filter((request) => request.startsWith('POST'))).toEqual([
      'POST /api/resumes/claim/anon-a',
      'POST /api/resumes/claim/anon-b',
      'POST /api/resumes/claim/anon-c',
    ])
    expect(api.overlappingClaims()).toBe(0)
    expect(toastText()).toContain('Failed to claim resume')
    expect(toastText()).toContain('Visitor upload c: Storage full')
    await waitFor(() => expect(within(table).getAllByTestId('anonymous-resume')).toHaveLength(1))
    expect(await screen.findByRole('region', { name: 'Storage full' })).toBeInTheDocument()
    expect(within(screen.getByTestId('stat-storage')).getByTestId('stat-value')).toHaveTextContent('20/20')
  })
})

describe('Your Resumes', () => {
  const rows = [
    buildDashboardResume({
      id: 'analyst',
      aiTitle: 'Data Analyst',
      aiSubtitle: '4 years of experience · SQL',
      industry: 'Finance',
      specialization: 'Financial Analysts',
      atsScore: 65,
      overallScore: 65,
      bestScore: 78,
      bestVersionId: 'v-analyst-2',
      updatedAt: '2026-03-05T00:00:00Z',
    }),
    buildDashboardResume({
      id: 'nurse',
      aiTitle: 'Nurse',
      atsScore: 91,
      overallScore: 91,
      updatedAt: '2026-03-01T00:00:00Z',
    }),
    buildDashboardResume({
      id: 'chef',
      aiTitle: 'Chef',
      atsScore: 74,
      overallScore: 74,
      updatedAt: '2026-03-03T00:00:00Z',
    }),
  ]

  const titles = () =>
    screen.getAllByTestId('your-resume').map((row) => within(row).getAllByRole('link')[0]!.textContent)

  it('lists each resume with its title, subtitle, industry, specialization, banded score, best version and actions', async () => {
    fakeDashboardApi({ owned: rows })
    renderDashboard()
    const row = (await screen.findAllByTestId('your-resume'))[0]!
    expect(row).toHaveTextContent('Data Analyst')
    expect(row).toHaveTextContent('4 years of experience · SQL')
    expect(row).toHaveTextContent('Finance')
    expect(row).toHaveTextContent('Financial Analysts')
    expect(within(row).getByTestId('score-chip')).toHaveAttribute('data-tone', 'poor')
    expect(within(row).getByTestId('score-chip')).toHaveTextContent('65 out of 100')
    expect(within(row).getByTestId('best-version-link')).toHaveAttribute('href', '/editor/analyst#versions')
    expect(within(row).getByTestId('best-version-link')).toHaveTextContent('Best: 78')
    expect(within(row).getAllByRole('link', { name: 'Edit Data Analyst' })[0]).toHaveAttribute(
      'href',
      '/editor/analyst',
    )
    expect(within(row).getAllByRole('link', { name: 'Download Data Analyst' })[0]).toHaveAttribute(
      'href',
      '/editor/analyst?download=true',
    )
    const tones = screen.getAllByTestId('score-chip').map((chip) => chip.getAttribute('data-tone'))
    expect(tones).toEqual(['poor', 'fair', 'good'])
  })

  it('sorts and filters, says how many are shown, and clears the filters', async () => {
    fakeDashboardApi({ owned: rows })
    const user = userEvent.setup()
    renderDashboard()
    await screen.findAllByTestId('your-resume')
    expect(titles()).toEqual(['Data Analyst', 'Chef', 'Nurse'])

    await user.selectOptions(screen.getByLabelText('Sort by'), 'score')
    expect(titles()).toEqual(['Nurse', 'Chef', 'Data Analyst'])
    expect(screen.getByRole('columnheader', { name: 'ATS Score' })).toHaveAttribute('aria-sort', 'descending')
    await user.click(screen.getByRole('button', { name: /Descending order/ }))
    expect(titles()).toEqual(['Data Analyst', 'Chef', 'Nurse'])
    await user.selectOptions(screen.getByLabelText('Sort by'), 'title')
    expect(titles()).toEqual(['Chef', 'Data Analyst', 'Nurse'])

    await user.selectOptions(screen.getByLabelText('Score'), 'good')
    expect(titles()).toEqual(['Nurse'])
    expect(screen.getByTestId('resume-count')).toHaveTextContent('Showing 1 of 3 resumes')
    await user.type(screen.getByLabelText('Search'), 'analyst')
    expect(screen.getByTestId('resumes-no-match')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(titles()).toEqual(['Chef', 'Data Analyst', 'Nurse'])
  })

  it('deletes a resume only after confirmation', async () => {
    const api = fakeDashboardApi({ owned: rows })
    const user = userEvent.setup()
    renderDashboard()
    await screen.findAllByTestId('your-resume')
    await user.click(screen.getAllByRole('button', { name: 'Delete Chef' })[0]!)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this resume?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.requests.some((request) => request.startsWith('DELETE'))).toBe(false)

    await user.click(screen.getAllByRole('button', { name: 'Delete Chef' })[0]!)
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete resume' }))
    await waitFor(() => expect(titles()).toEqual(['Data Analyst', 'Nurse']))
    expect(api.requests).toContain('DELETE /api/resumes/chef')
    expect(toastText()).toContain('Resume deleted')
    expect(within(screen.getByTestId('stat-total-resumes')).getByTestId('stat-value')).toHaveTextContent('2')
  })

  it("reads 'No resumes found. Upload a resume to get started.' when there are none", async () => {
    fakeDashboardApi()
    const user = userEvent.setup()
    const { onUpload } = renderDashboard()
    const empty = await screen.findByTestId('resumes-empty')
    expect(empty).toHaveTextContent('No resumes found. Upload a resume to get started.')
    await user.click(within(empty).getByRole('button', { name: 'Upload Resume' }))
    expect(onUpload).toHaveBeenCalledOnce()
    expect(screen.queryByTestId('score-history')).not.toBeInTheDocument()
  })
})

describe('Score history', () => {
  it('draws the scores as a named, described image, per resume or all together, with a table of the figures', async () => {
    fakeDashboardApi({
      owned: [
        buildDashboardResume({ id: 'a', aiTitle: 'Data Analyst', overallScore: 64, createdAt: '2026-03-01T10:00:00Z' }),
        buildDashboardResume({ id: 'b', aiTitle: 'Nurse', overallScore: 88, createdAt: '2026-03-04T10:00:00Z' }),
      ],
    })
    const user = userEvent.setup()
    renderDashboard()
    const card = await screen.findByTestId('score-history')
    const chart = within(card).getByRole('img', { name: /ATS score over time, all resumes/ })
    expect(chart).toHaveAttribute('data-points', '2')
    expect(chart).toHaveAccessibleName(expect.stringContaining('First 64, latest 88 (up 24).'))
    expect(within(card).getAllByRole('row')).toHaveLength(3)

    await user.selectOptions(within(card).getByLabelText('Show'), 'b')
    const single = within(card).getByRole('img', { name: /ATS score by version, Nurse/ })
    expect(single).toHaveAttribute('data-points', '1')
    expect(single).toHaveAccessibleName(expect.stringContaining('One score: 88'))
  })
})
