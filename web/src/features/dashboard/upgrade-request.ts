/**
 * How a job seeker asks for the Professional plan. Vitae takes no payments: the people who run the site move an
 * account on request, reached through VITAE_UPGRADE_CONTACT when it is set (an email or a web address).
 */

/** The request, ready to send or paste: it names the account by the email it signs in with. */
export function upgradeRequest(email: string): string {
  return `Please move my Vitae account (${email}) to the Professional plan.`
}

export interface UpgradeContact {
  kind: 'email' | 'web'
  href: string
  /** What the link reads. */
  label: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The contact as a link: a mail with the request written in, or the page to ask on; null when none is usable. */
export function upgradeContact(contact: string, email: string): UpgradeContact | null {
  const value = contact.trim()
  if (EMAIL.test(value)) {
    const query = new URLSearchParams({ subject: 'Vitae Professional plan', body: upgradeRequest(email) })
    return { kind: 'email', href: `mailto:${value}?${query.toString().replace(/\+/g, '%20')}`, label: `Email ${value}` }
  }
  try {
    const url = new URL(value)
    if (url.protocol === 'https:' || url.protocol === 'http:') {
      return { kind: 'web', href: url.href, label: 'Ask for Professional' }
    }
  } catch {
    // Neither an address nor a link: no contact to offer.
  }
  return null
}
