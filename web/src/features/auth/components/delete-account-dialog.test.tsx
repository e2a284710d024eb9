import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { stubFetch } from '@/test/fetch-args'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { DeleteAccountDialog } from './delete-account-dialog'

afterEach(() => {
  vi.unstubAllGlobals()
})

async function openDialog(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }))
  return screen.findByRole('alertdialog')
}

describe('DeleteAccountDialog', () => {
  it('asks for the password before it can delete', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ message: 'Account deleted' }))
    stubFetch(fetchMock)
    renderWithProviders(<DeleteAccountDialog />)
    await openDialog()
    const confirm = screen.getByRole('button', { name: 'Delete account permanently' })
    expect(confirm).toBeDisabled()
    expect(screen.getByLabelText('Your password')).toHaveAttribute('type', 'password')

    await userEvent.type(screen.getByLabelText('Your password'), 'lantern orchard')
    await userEvent.click(confirm)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce())
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/me')
    expect(init?.method).toBe('DELETE')
    expect(JSON.parse(String(init?.body))).toEqual({ currentPassword: 'lantern orchard' })
  })

  it("shows the server's answer to a wrong password on the field, and keeps the account", async () => {
    stubFetch(
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(
          jsonResponse(
            { message: 'The password is incorrect', errors: { currentPassword: 'The password is incorrect' } },
            422,
          ),
        ),
    )
    const { history } = renderWithProviders(<DeleteAccountDialog />, { path: '/settings' })
    const dialog = await openDialog()
    await userEvent.type(screen.getByLabelText('Your password'), 'not my password')
    await userEvent.click(screen.getByRole('button', { name: 'Delete account permanently' }))
    await waitFor(() => expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true'))
    expect(dialog).toHaveTextContent('The password is incorrect')
    expect(history.at(-1)).toBe('/settings')
  })
})
