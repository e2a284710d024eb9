import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { stubFetch } from '@/test/fetch-args'
import { renderWithProviders } from '@/test/render'

import type { User } from '../types'
import { UserMenu } from './user-menu'

const user: User = {
  id: 'u1',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  fullName: 'Grace Brewster Hopper',
  name: 'Grace Brewster Hopper',
  username: 'grace@example.com',
  planType: 'base',
  createdAt: '2026-01-01T00:00:00Z',
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('UserMenu', () => {
  it('shows the initials of the first and last words of the name', () => {
    renderWithProviders(<UserMenu user={user} />)
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('GH')
    expect(screen.getByRole('button', { name: 'Account menu for Grace Brewster Hopper' })).toBeInTheDocument()
  })

  it('lists the name, email and links, and closes on an outside click', async () => {
    renderWithProviders(
      <>
        <UserMenu user={user} />
        <p>Outside</p>
      </>,
    )
    await userEvent.click(screen.getByTestId('user-menu-trigger'))
    const menu = screen.getByRole('menu')
    expect(menu).toHaveTextContent('Grace Brewster Hopper')
    expect(menu).toHaveTextContent('grace@example.com')
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings')
    fireEvent.pointerDown(screen.getByText('Outside'))
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('closes on Escape and gives focus back to the avatar', async () => {
    renderWithProviders(<UserMenu user={user} />)
    await userEvent.click(screen.getByTestId('user-menu-trigger'))
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(screen.getByTestId('user-menu-trigger')).toHaveFocus()
  })

  it("stays open reading 'Logging out...' until the server answers", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockReturnValue(new Promise<Response>(() => {}))
    stubFetch(fetchMock)
    renderWithProviders(<UserMenu user={user} />)
    await userEvent.click(screen.getByTestId('user-menu-trigger'))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }))
    const item = await screen.findByRole('menuitem', { name: 'Logging out...' })
    expect(item).toHaveAttribute('aria-disabled', 'true')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/logout')
  })
})
