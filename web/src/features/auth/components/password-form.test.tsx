import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { stubFetch } from '@/test/fetch-args'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { PasswordForm } from './password-form'

const COMMON =
  'This password is too common or too easy to guess. Please choose another: a few unrelated words work well.'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PasswordForm', () => {
  it("shows the server's reason for refusing the new password on its field", async () => {
    stubFetch(
      vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ message: COMMON, errors: { newPassword: COMMON } }, 422)),
    )
    renderWithProviders(<PasswordForm />)
    await userEvent.type(screen.getByLabelText('Current password'), 'lantern orchard')
    await userEvent.type(screen.getByLabelText('New password'), 'qwerty123')
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'qwerty123')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByRole('form', { name: 'Change password' })).toHaveTextContent(COMMON)
  })
})
