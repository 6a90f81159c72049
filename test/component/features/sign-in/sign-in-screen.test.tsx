import { act, within } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { readCatalog } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'
import { signInFirst } from '../../../../src/app/sign-in-boot'
import { signInMarks } from '../../../../src/app/sign-in-marks'
import { say } from '../../words'

/*
 * The sign-in screen of a sign-in build, shown before the app (src/app/sign-in-boot.tsx): in the
 * language the app URL asks for, read before signing in rewrites the address. The screen in English,
 * and the way back from the issuer, are in test/component/app/sign-in.test.tsx.
 */

const ISSUER = { issuer: 'https://idp.example.org', clientId: 'wound-history', scope: 'openid profile' }

let leave: (() => void) | undefined
afterEach(() => {
  leave?.()
  leave = undefined
  sessionStorage.clear()
  localStorage.clear()
})

/** Opens `url` in a sign-in build after the session ended (`reason`), as a link opened then does: the screen says why, nothing is asked of the issuer. */
async function openAfter(reason: 'signed-out' | 'inactivity', url: string): Promise<HTMLElement> {
  if (reason === 'signed-out') signInMarks.setSignedOut()
  else signInMarks.setClosedForInactivity()
  window.history.replaceState(null, '', url)
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  leave = () => {
    act(() => {
      root.unmount()
    })
    container.remove()
    window.history.replaceState(null, '', '/')
  }
  expect(await act(() => signInFirst(ISSUER, root))).toBeUndefined()
  return within(container).getByRole('main')
}

describe('the sign-in screen in another language (the app URL’s lang)', () => {
  it('German: its words from its German catalog, the page marked as German, kept after signing in rewrote the address', async () => {
    const page = await openAfter('signed-out', '/?wound=1&lang=de')
    expect(within(page).getByRole('heading', { level: 1, name: 'Sie haben sich abgemeldet' })).toBeInTheDocument()
    expect(within(page).getByRole('button', { name: 'Anmelden' })).toBeEnabled()
    expect(page).toHaveAttribute('lang', 'de')
    leave?.()

    // After automatic logoff the address is back at the start before the screen shows: no wound, the language kept.
    const closed = await openAfter('inactivity', '/?wound=1&lang=de')
    expect(window.location.search).toBe('?lang=de')
    expect(within(closed).getByRole('heading', { level: 1, name: 'Wegen Inaktivität geschlossen' })).toBeInTheDocument()
    expect(closed).toHaveTextContent('Melden Sie sich erneut an, um fortzufahren.')
    expect(closed).toHaveAttribute('lang', 'de')
  })

  it('pseudo-locale: none of the sign-in screen’s own English words is left', async () => {
    const english = Object.values(readCatalog(`${ROOT}/src/words/sign-in/en.json`)).filter((message) => !message.includes('{'))
    for (const reason of ['signed-out', 'inactivity'] as const) {
      const page = await openAfter(reason, '/?wound=1&lang=en-XA')
      expect(page, reason).toHaveAttribute('lang', 'en-XA')
      expect(page.textContent, reason).not.toBe('')
      expect(
        english.filter((message) => page.textContent.includes(message)),
        reason,
      ).toEqual([])
      leave?.()
      leave = undefined
    }
  })

  it('English when the app URL asks for no language, or one it does not have', async () => {
    for (const url of ['/?wound=1', '/?wound=1&lang=fr', '/?lang=DE']) {
      const page = await openAfter('signed-out', url)
      expect(within(page).getByRole('heading', { level: 1, name: say('sign-in', 'signedOutHeading') }), url).toBeInTheDocument()
      expect(page, url).toHaveAttribute('lang', 'en')
      leave?.()
      leave = undefined
    }
  })
})
