import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { stubFetch } from '@/test/fetch-args'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { SignInForm } from './sign-in-form'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('SignInForm', () => {
  it('shows the SPEC messages and sends nothing for invalid input', async () => {
    const fetchMock = vi.fn<typeof fetch>()
    stubFetch(fetchMock)
    renderWithProviders(<SignInForm />)
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email')
    await userEvent.type(screen.getByLabelText('Password'), '12345')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("reads 'Signing in...' while the request is pending", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockReturnValue(new Promise<Response>(() => {}))
    stubFetch(fetchMock)
    renderWithProviders(<SignInForm />)
    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.com ')
    await userEvent.type(screen.getByLabelText('Password'), 'engines1')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/auth/login')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', password: 'engines1' })
  })

  it('puts server field messages on the fields', async () => {
    stubFetch(
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(
          jsonResponse(
            { message: 'Please enter a valid email address', errors: { email: 'Please enter a valid email address' } },
            422,
          ),
        ),
    )
    renderWithProviders(<SignInForm />)
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example')
    await userEvent.type(screen.getByLabelText('Password'), 'engines1')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address')
  })
})
