import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Route, Switch } from 'wouter'

import { stubFetch } from '@/test/fetch-args'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { ProtectedRoute } from './protected-route'

const user = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  name: 'Ada Lovelace',
  username: 'ada@example.com',
  planType: 'base',
  createdAt: '2026-01-01T00:00:00Z',
}

function routes() {
  return (
    <Switch>
      <Route path="/auth">Sign-in screen</Route>
      <Route path="/dashboard">
        <ProtectedRoute>Secret dashboard</ProtectedRoute>
      </Route>
    </Switch>
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ProtectedRoute', () => {
  it('shows a spinner while the session loads', () => {
    stubFetch(vi.fn<typeof fetch>().mockReturnValue(new Promise<Response>(() => {})))
    renderWithProviders(routes(), { path: '/dashboard' })
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session')
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument()
  })

  it('redirects to /auth, remembering the screen, without a user', async () => {
    stubFetch(vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(null)))
    const { history } = renderWithProviders(routes(), { path: '/dashboard' })
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument()
    expect(history.at(-1)).toBe('/auth?next=%2Fdashboard')
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument()
  })

  it('shows the screen to a signed-in user', async () => {
    stubFetch(vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(user)))
    renderWithProviders(routes(), { path: '/dashboard' })
    expect(await screen.findByText('Secret dashboard')).toBeInTheDocument()
  })

  it('never signs anyone in by itself when the session check fails', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ message: 'Server error' }, 500))
    stubFetch(fetchMock)
    const { history } = renderWithProviders(routes(), { path: '/dashboard' })
    await waitFor(() => expect(history.at(-1)).toBe('/auth?next=%2Fdashboard'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/me')
  })
})
