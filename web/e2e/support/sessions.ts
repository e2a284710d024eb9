import { afterAll, beforeAll } from 'vitest'

import { registerThroughApi, type Account } from './accounts'
import { baseUrl, DESKTOP, openBrowser, uniqueEmail, type BrowserSession } from './browser'

/** Someone to sign up; without an email, an address of their own is made from the first name. */
export type Person = Omit<Account, 'email'> & { email?: string }

export interface SignedInSession extends BrowserSession {
  account: Account
}

/**
 * A fresh browser (as `openBrowser`) whose cookies hold a new account registered through the API, for the journeys
 * that are not about signing up.
 */
export async function signedInSession(
  person: Person,
  viewport = DESKTOP,
  extraArgs: string[] = [],
  origin: string = baseUrl,
): Promise<SignedInSession> {
  const account: Account = { ...person, email: person.email ?? uniqueEmail(person.firstName.toLowerCase()) }
  const session = await openBrowser(viewport, extraArgs, origin)
  try {
    await registerThroughApi(session.page, account)
  } catch (error) {
    await session.close()
    throw error
  }
  return { ...session, account }
}

/**
 * Opens a browser before the tests of the enclosing describe block and closes it after them. The returned object
 * stands for that browser: read its `page` and `context` inside the tests (or a later `beforeAll`), once it is open.
 */
export function suiteSession(): BrowserSession
export function suiteSession<Session extends BrowserSession>(open: () => Promise<Session>): Session
export function suiteSession(open: () => Promise<BrowserSession> = () => openBrowser()): BrowserSession {
  let opened: BrowserSession | undefined
  beforeAll(async () => {
    opened = await open()
  })
  afterAll(async () => {
    await opened?.close()
  })
  return new Proxy({} as BrowserSession, {
    get(_target, key) {
      if (!opened) throw new Error('The browser of this describe block is not open yet: use it inside a test.')
      return Reflect.get(opened, key) as unknown
    },
  })
}

/** Runs a journey in a browser of its own, and closes that browser whether the journey passes or fails. */
export async function inOwnBrowser<Session extends BrowserSession>(
  opening: Promise<Session>,
  journey: (session: Session) => Promise<void>,
): Promise<void> {
  const session = await opening
  try {
    await journey(session)
  } finally {
    await session.close()
  }
}
