import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { initialSettings } from '../../../../src/session/connection-store'
import { LIVE, renderApp, shownIds } from '../../../render-app'
import { recordListRequests } from '../../../request-log'
import { consoleMentions, expectFieldMessage, findStatus, settle, storedText } from '../../expectations'
import { readCatalog } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'
import { say, messagePattern } from '../../words'

type User = ReturnType<typeof renderApp>['user']

const SERVICE = 'https://wounds.example.org'
/** The form's code loads on first use: the click waits for it in an awaited act, then for the form. */
const openSettings = async (user: User) => {
  await user.click(screen.getByRole('button', { name: say('first-rows', 'connectionSettings') }))
  await screen.findByRole('textbox', { name: say('connection-form', 'baseUrlLabel') })
}
const urlField = () => screen.getByRole('textbox', { name: say('connection-form', 'baseUrlLabel') })
const keyField = () => screen.getByLabelText(say('connection-form', 'apiKeyLabel'))
const rememberBox = () => screen.getByRole('checkbox', { name: say('connection-form', 'rememberKey') })
const hostsAndKeys = (requests: readonly Request[]) => requests.map((r) => [new URL(r.url).origin, r.headers.get('X-API-KEY')])

async function fillAndSave(user: User, { url, key, remember = false }: { url?: string; key?: string; remember?: boolean }) {
  if (url !== undefined) {
    await user.clear(urlField())
    if (url) await user.type(urlField(), url)
  }
  if (key !== undefined) {
    await user.clear(keyField())
    if (key) await user.type(keyField(), key)
  }
  const box = rememberBox()
  if (!(box instanceof HTMLInputElement)) throw new Error('"Remember key on this device" is not a checkbox input')
  if (box.checked !== remember) await user.click(box)
  await user.click(screen.getByRole('button', { name: say('connection-form', 'save') }))
}

describe('connection settings', () => {
  it('opens a form with the fields of the contract', async () => {
    const { user } = renderApp()
    await openSettings(user)
    expect(urlField()).toBeVisible()
    expect(keyField()).toHaveAttribute('type', 'password')
    expect(rememberBox()).not.toBeChecked()
    expect(screen.getByRole('button', { name: say('connection-form', 'save') })).toBeVisible()
    expect(screen.getByRole('button', { name: say('connection-form', 'useDemoData') })).toBeVisible()
    expect(screen.getByRole('button', { name: say('first-rows', 'connectionSettings') })).toHaveAttribute('aria-expanded', 'true')
  })

  it.each(['', 'ftp://x', 'not a url', 'https://user:pw@host'])('refuses the base URL %j and saves nothing', async (url) => {
    const requests = recordListRequests()
    const { user } = renderApp()
    await openSettings(user)
    await fillAndSave(user, { url, key: 'test-key' })
    expectFieldMessage(urlField(), /address/i)
    expect(urlField()).toHaveFocus()
    expect(localStorage.length + sessionStorage.length).toBe(0)
    expect(screen.getByText(say('first-rows', 'demoData'))).toBeVisible()
    await settle()
    expect(requests).toHaveLength(0)
  })

  it.each(['', '   '])('refuses the API key %j and saves nothing', async (key) => {
    const { user } = renderApp()
    await openSettings(user)
    await fillAndSave(user, { url: SERVICE, key })
    expectFieldMessage(keyField(), /API key/i)
    expect(keyField()).toHaveFocus()
    expect(localStorage.length + sessionStorage.length).toBe(0)
    expect(screen.getByText(say('first-rows', 'demoData'))).toBeVisible()
  })

  it('switches to the service on Save: its base URL, the key in X-API-KEY, never in the app URL', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    const demoRequests = requests.length
    await openSettings(user)
    await fillAndSave(user, { url: `${SERVICE}/`, key: 'test-key' })

    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    expect(screen.queryByText(say('first-rows', 'demoData'))).not.toBeInTheDocument()
    expect(screen.getByText(SERVICE)).toBeVisible()
    const live = requests.slice(demoRequests)
    expect(live.length).toBeGreaterThan(0)
    expect(hostsAndKeys(live)).toEqual(live.map(() => [SERVICE, 'test-key']))
    expect(requests.every((r) => !r.url.includes('test-key'))).toBe(true)
    expect(window.location.href).not.toContain('test-key')
  })

  it('keeps the key in sessionStorage only, unless "remember" is ticked; the base URL persists', async () => {
    const { user, unmount } = renderApp()
    await openSettings(user)
    await fillAndSave(user, { url: SERVICE, key: 'test-key' })
    await findStatus(messagePattern('first-rows', 'enterWoundId'))
    expect(storedText(sessionStorage)).toContain('test-key')
    expect(storedText(localStorage)).not.toContain('test-key')
    expect(storedText(localStorage)).toContain(SERVICE)

    // A new tab: the service is remembered, the key is not.
    unmount()
    sessionStorage.clear()
    renderApp({ url: '/?wound=1', settings: null })
    await findStatus(messagePattern('first-rows', 'notConnectedYet'))
    expect(screen.getByText(SERVICE)).toBeVisible()
  })

  it('keeps the key in localStorage with "remember", and removes it when unticked later', async () => {
    const requests = recordListRequests()
    const { user, unmount } = renderApp()
    await openSettings(user)
    await fillAndSave(user, { url: SERVICE, key: 'test-key', remember: true })
    await findStatus(messagePattern('first-rows', 'enterWoundId'))
    expect(storedText(localStorage)).toContain('test-key')

    // A new tab opens the wound with the remembered key.
    unmount()
    sessionStorage.clear()
    const reopened = renderApp({ url: '/?wound=1', settings: null })
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    expect(hostsAndKeys(requests)).toEqual([[SERVICE, 'test-key']])

    await openSettings(reopened.user)
    expect(rememberBox()).toBeChecked()
    await fillAndSave(reopened.user, { remember: false })
    await waitFor(() => {
      expect(screen.queryByLabelText(say('connection-form', 'apiKeyLabel'))).not.toBeInTheDocument()
    })
    expect(storedText(localStorage)).not.toContain('test-key')
    expect(storedText(sessionStorage)).toContain('test-key')
  })

  it('"Use demo data" returns to demo mode and forgets the stored key', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    await openSettings(user)
    await fillAndSave(user, { url: SERVICE, key: 'test-key', remember: true })
    await waitFor(() => {
      expect(hostsAndKeys(requests)).toContainEqual([SERVICE, 'test-key'])
    })
    const liveRequests = requests.length

    await openSettings(user)
    await user.click(screen.getByRole('button', { name: say('connection-form', 'useDemoData') }))
    expect(await screen.findByText(say('first-rows', 'demoData'))).toBeVisible()
    await waitFor(() => {
      expect(requests.length).toBeGreaterThan(liveRequests)
    })
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    const demo = requests.slice(liveRequests)
    expect(hostsAndKeys(demo)).toEqual(demo.map(() => [window.location.origin, 'demo-key']))
    expect(storedText(localStorage) + storedText(sessionStorage)).not.toContain('test-key')
  })

  it('never writes a key to the console', async () => {
    const methods = ['log', 'info', 'warn', 'error', 'debug'] as const
    const spies = methods.map((method) => vi.spyOn(console, method))
    const { user } = renderApp({ url: '/?wound=1', settings: { ...LIVE, apiKey: 'wrong-key-5150' } })
    await screen.findByRole('alert')
    await fillAndSave(user, { key: 'test-key' })
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)

    const calls = spies.flatMap((spy) => spy.mock.calls)
    expect(consoleMentions(calls, 'wrong-key-5150')).toBe(false)
    expect(consoleMentions(calls, 'test-key')).toBe(false)
  })

  it('starts live with no key from a build-time base URL, sending nothing until a key is saved', async () => {
    const settings = initialSettings('https://svc.example')
    expect(settings).toEqual({ mode: 'live', baseUrl: 'https://svc.example', apiKey: '', rememberKey: false })
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1', settings })

    await findStatus(messagePattern('first-rows', 'notConnectedYet'))
    expect(screen.queryByText(say('first-rows', 'demoData'))).not.toBeInTheDocument()
    await settle()
    expect(requests).toHaveLength(0)

    await openSettings(user)
    expect(urlField()).toHaveValue('https://svc.example')
    await fillAndSave(user, { key: 'test-key' })
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    expect(hostsAndKeys(requests)).toEqual([['https://svc.example', 'test-key']])
  })
})

describe('the connection settings in another language (the app URL’s lang)', () => {
  /**
   * The form's section, once its chunk and its words have loaded (the header's button, in the same
   * language, is found as the header's one button that opens something). The click is awaited in act: the form waits (Suspense) for its words in a language
   * not yet shown, and act retries it only once they are in when it is awaited (renderApp's user acts
   * through actUser, which keeps the act environment on through the click).
   */
  const openForm = async (user: User) => {
    await user.click(within(screen.getByRole('banner')).getByRole('button', { expanded: false }))
    // Its name is in the language asked for: found as the one region holding a password field.
    return await waitFor(() => {
      const field = document.querySelector('section[aria-labelledby] input[type="password"]')
      const region = field?.closest('section')
      if (!(region instanceof HTMLElement)) throw new Error('the settings form has not opened')
      expect(region).toHaveRole('region')
      return region
    })
  }

  it('German: the form’s words and its checks from its German catalog, its section marked as German', async () => {
    const { user } = renderApp({ url: '/?lang=de' })
    const form = await openForm(user)
    expect(form).toHaveAttribute('lang', 'de')
    expect(within(form).getByRole('heading', { name: 'Verbindungseinstellungen' })).toBeInTheDocument()
    expect(within(form).getByRole('checkbox', { name: 'Schlüssel auf diesem Gerät speichern' })).not.toBeChecked()
    expect(within(form).getByRole('button', { name: 'Demodaten verwenden' })).toBeVisible()
    const url = within(form).getByRole('textbox', { name: 'API-Basis-URL' })
    await user.type(url, 'ftp://x')
    await user.click(within(form).getByRole('button', { name: 'Speichern' }))
    expectFieldMessage(url, /^Geben Sie eine http:\/\/- oder https:\/\/-Adresse/)
    expectFieldMessage(within(form).getByLabelText('API-Schlüssel'), /^Geben Sie den API-Schlüssel ein/)
  })

  it('pseudo-locale: none of the form’s own English words is left, its checks’ included', async () => {
    const { user } = renderApp({ url: '/?lang=en-XA' })
    const form = await openForm(user)
    // Both fields refused: the form shows its checks' words too.
    const save = form.querySelector('button[type="submit"]')
    if (!(save instanceof HTMLElement)) throw new Error('the form has no submit button')
    await user.click(save)
    await waitFor(() => {
      expect(form.querySelectorAll('.field-error')).toHaveLength(2)
    })
    const english = Object.values(readCatalog(`${ROOT}/src/words/connection-form/en.json`)).filter((message) => !message.includes('{'))
    expect(english.filter((message) => form.textContent.includes(message) || form.innerHTML.includes(`"${message}"`))).toEqual([])
    expect(form).toHaveAttribute('lang', 'en-XA')
  })
})
