import { vi } from 'vitest'
import type { SignInSession } from '../src/session/sign-in-session'

/** A signed-in clinician's session as src/app/sign-in.ts makes it, with spies (the OpenID flows run in the e2e tests). */
export function fakeSession(overrides: Partial<SignInSession> = {}): SignInSession {
  return {
    userName: 'Dr Ada Wound',
    accessToken: () => Promise.resolve('token-1'),
    signOut: vi.fn(() => Promise.resolve()),
    refused: vi.fn(),
    closeForInactivity: vi.fn(() => Promise.resolve()),
    signInAgain: vi.fn(() => Promise.resolve()),
    ...overrides,
  }
}
