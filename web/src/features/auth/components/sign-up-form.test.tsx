import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { stubFetch } from '@/test/fetch-args'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { SignUpForm } from './sign-up-form'

afterEach(() => {
  vi.unstubAllGlobals()
})

async function fillForm(values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(label, { exact: true }), value)
  }
}

describe('SignUpForm', () => {
  it('shows every SPEC message for an empty form', async () => {
    stubFetch(vi.fn<typeof fetch>())
    renderWithProviders(<SignUpForm />)
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }))
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Password must be at least 6 characters',
      'Please confirm your password',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
  })

  it('reports different passwords on the confirmation field', async () => {
    stubFetch(vi.fn<typeof fetch>())
    renderWithProviders(<SignUpForm />)
    await fillForm({
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'engines1',
      'Confirm password': 'engines2',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true')
  })

  it("sends the four fields without the confirmation and reads 'Creating account...'", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockReturnValue(new Promise<Response>(() => {}))
    stubFetch(fetchMock)
    renderWithProviders(<SignUpForm />)
    await fillForm({
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'engines1',
      'Confirm password': 'engines1',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/auth/register')
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'engines1',
    })
  })

  it('shows a taken email on the email field', async () => {
    stubFetch(
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse({ message: 'An account with this email already exists' }, 409)),
    )
    renderWithProviders(<SignUpForm />)
    await fillForm({
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'engines1',
      'Confirm password': 'engines1',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }))
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument()
  })

  it("shows the server's refusal of a common password on the password field", async () => {
    const message =
      'This password is too common or too easy to guess. Please choose another: a few unrelated words work well.'
    stubFetch(vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ message, errors: { password: message } }, 422)))
    renderWithProviders(<SignUpForm />)
    await fillForm({
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'password',
      'Confirm password': 'password',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true'),
    )
    expect(screen.getByText(message)).toBeInTheDocument()
  })
})
