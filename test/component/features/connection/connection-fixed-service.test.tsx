import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp, shownIds } from '../../../render-app'
import { recordRequests } from '../../../request-log'
import { expectFieldMessage, findStatus, settle, storedText } from '../../expectations'
import { say, messagePattern, wordsOf } from '../../words'

/**
 * A build made for one service (VITE_API_BASE_URL set at build time), used as a new clinician
 * would: nothing stored, open Connection settings, type the key, Save.
 */

type User = ReturnType<typeof renderApp>['user']
/** The form's English words, from its catalog: a change of wording is one edit there. */
const words = wordsOf('connection-form')

const urlField = () => screen.getByRole('textbox', { name: words('baseUrlLabel') })
const keyField = () => screen.getByLabelText(words('apiKeyLabel'))
const hostsAndKeys = (requests: readonly Request[]) => requests.map((r) => [new URL(r.url).origin, r.headers.get('X-API-KEY')])

async function openSettings(user: User) {
  await user.click(screen.getByRole('button', { name: say('first-rows', 'connectionSettings') }))
  await screen.findByRole('textbox', { name: words('baseUrlLabel') })
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('connection settings of a build made for one service', () => {
  it('same origin (VITE_API_BASE_URL=/): asks for the key alone, says where it goes, and connects', async () => {
    vi.stubEnv('VITE_API_BASE_URL', '/')
    const requests = recordRequests()
    const { user } = renderApp({ url: '/?wound=1', settings: null })
    await findStatus(messagePattern('first-rows', 'notConnectedYet'))
    expect(screen.getByText(say('first-rows', 'thisSite'))).toBeVisible()

    await openSettings(user)
    // The address is shown, read-only; the key is where the clinician has to act.
    expect(urlField()).toHaveAttribute('readonly')
    expect(urlField()).toHaveValue(window.location.origin)
    expect(urlField()).toHaveAccessibleDescription(messagePattern('connection-form', 'fixedThroughSite'))
    expect(keyField()).toHaveFocus()
    expect(screen.getByText(words('keyKeptHintAddress', { address: window.location.origin }))).toBeVisible()

    await user.type(keyField(), 'test-key')
    await user.click(screen.getByRole('button', { name: words('save') }))
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    expect(hostsAndKeys(requests)).toEqual(requests.map(() => [window.location.origin, 'test-key']))
    expect(storedText(sessionStorage)).toContain('test-key')
    expect(storedText(localStorage)).not.toContain('test-key')
  })

  it('refuses an empty key there and saves nothing', async () => {
    vi.stubEnv('VITE_API_BASE_URL', '/')
    const requests = recordRequests()
    const { user } = renderApp({ url: '/?wound=1', settings: null })
    await openSettings(user)
    await user.click(screen.getByRole('button', { name: words('save') }))
    expectFieldMessage(keyField(), /API key/i)
    expect(keyField()).toHaveFocus()
    expect(urlField()).not.toHaveAttribute('aria-invalid')
    expect(localStorage.length + sessionStorage.length).toBe(0)
    await settle()
    expect(requests).toHaveLength(0)
  })

  it('another origin (VITE_API_BASE_URL=https://…): shows that service, read-only, and sends the key there only', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://svc.example/')
    const requests = recordRequests()
    const { user } = renderApp({ url: '/?wound=1', settings: null })
    await findStatus(messagePattern('first-rows', 'notConnectedYet'))
    await openSettings(user)
    expect(urlField()).toHaveAttribute('readonly')
    expect(urlField()).toHaveValue('https://svc.example')
    await user.type(keyField(), 'test-key')
    await user.click(screen.getByRole('button', { name: words('save') }))
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    expect(hostsAndKeys(requests)).toEqual(requests.map(() => ['https://svc.example', 'test-key']))
  })
})
