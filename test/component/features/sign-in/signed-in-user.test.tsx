import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { readCatalog } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'
import { signInSessionStore } from '../../../../src/session/sign-in-session'
import { fakeSession } from '../../../fake-session'
import { renderApp } from '../../../render-app'

/* Who is signed in, in the header of a sign-in build; in English with the rest of it in test/component/app/sign-in.test.tsx. */

const SIGN_IN = { mode: 'signin', baseUrl: '' } as const

afterEach(() => {
  signInSessionStore.set(undefined)
})

/** The header's part for the clinician (its own chunk: waited for). */
async function signedInUser(url: string): Promise<HTMLElement> {
  signInSessionStore.set(fakeSession())
  // Awaited: its chunk waits (React's use) for its words in a language not yet shown, and React
  // retries work suspended inside act() only when the act is awaited.
  await act(async () => {
    renderApp({ url, settings: SIGN_IN })
    await Promise.resolve()
  })
  const name = await within(screen.getByRole('banner')).findByText('Dr Ada Wound')
  const part = name.closest('.signed-in-user')
  if (!(part instanceof HTMLElement)) throw new Error('the clinician’s name is not in the header’s signed-in part')
  return part
}

describe('who is signed in, in another language (the app URL’s lang)', () => {
  it('German: its words from its German catalog, its part of the header marked as German', async () => {
    const part = await signedInUser('/?lang=de')
    expect(part).toHaveTextContent(/^Angemeldet als Dr Ada Wound/)
    expect(within(part).getByRole('button', { name: 'Abmelden' })).toBeEnabled()
    expect(part).toHaveAttribute('lang', 'de')
  })

  it('pseudo-locale: none of its own English words is left', async () => {
    const part = await signedInUser('/?lang=en-XA')
    const english = Object.values(readCatalog(`${ROOT}/src/words/signed-in-user/en.json`)).filter((message) => !message.includes('{'))
    expect(english.filter((message) => part.textContent.includes(message))).toEqual([])
    expect(part).toHaveAttribute('lang', 'en-XA')
  })
})
