import { describe, expect, it } from 'vitest'

import { upgradeContact, upgradeRequest } from './upgrade-request'

describe('upgradeRequest', () => {
  it('names the account by its email', () => {
    expect(upgradeRequest('ada@example.com')).toBe(
      'Please move my Vitae account (ada@example.com) to the Professional plan.',
    )
  })
})

describe('upgradeContact', () => {
  it('writes the request into a mail to an email contact', () => {
    const contact = upgradeContact(' careers@college.example ', 'ada@example.com')!
    expect(contact.kind).toBe('email')
    expect(contact.label).toBe('Email careers@college.example')
    const url = new URL(contact.href)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('careers@college.example')
    expect(url.searchParams.get('body')).toBe(upgradeRequest('ada@example.com'))
    expect(contact.href).not.toContain('+')
  })

  it('links to a web page contact', () => {
    expect(upgradeContact('https://help.college.example/vitae', 'ada@example.com')).toEqual({
      kind: 'web',
      href: 'https://help.college.example/vitae',
      label: 'Ask for Professional',
    })
  })

  it('offers nothing for an empty or unusable contact', () => {
    expect(upgradeContact('', 'ada@example.com')).toBeNull()
    expect(upgradeContact('the front desk', 'ada@example.com')).toBeNull()
    expect(upgradeContact('javascript:alert(1)', 'ada@example.com')).toBeNull()
  })
})
