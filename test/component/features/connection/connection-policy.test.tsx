import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy } from '../../../../scripts/csp'
import { renderApp, shownIds } from '../../../render-app'
import { recordListRequests } from '../../../request-log'
import { expectFieldMessage, settle } from '../../expectations'
import { say, wordsOf } from '../../words'

/** The form's English words, from its catalog: a change of wording is one edit there. */
const words = wordsOf('connection-form')
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/*
 * The settings form against the Content-Security-Policy the page carries: the demo build's
 * (no service fixed at build time), put into this page's <head> as the build does.
 */
let meta: HTMLMetaElement | undefined
beforeEach(() => {
  meta = document.createElement('meta')
  meta.httpEquiv = 'Content-Security-Policy'
  meta.content = buildContentSecurityPolicy({})
  document.head.append(meta)
})
afterEach(() => {
  meta?.remove()
})

describe('a base URL the page’s policy would block', () => {
  it('is refused at once, next to the field, with the reason; nothing is sent or saved', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    requests.length = 0

    await user.click(screen.getByRole('button', { name: say('first-rows', 'connectionSettings') }))
    const urlField = await screen.findByRole('textbox', { name: words('baseUrlLabel') })
    await user.type(urlField, 'http://192.168.1.5:8080')
    await user.type(screen.getByLabelText(words('apiKeyLabel')), 'test-key')
    await user.click(screen.getByRole('button', { name: words('save') }))

    expectFieldMessage(
      urlField,
      exactly(
        words('policyRefusal', {
          origin: 'http://192.168.1.5:8080',
          allowed: 'this site, any https:// address, http://127.0.0.1:*, http://localhost:*',
          https: 'yes',
        }),
      ),
    )
    expect(urlField).toHaveFocus()
    await settle()
    expect(requests).toEqual([])
    expect(sessionStorage.length + localStorage.length).toBe(0)
    expect(screen.getByText(say('first-rows', 'demoData'), { exact: true })).toBeVisible()

    // The https:// address of the same service is accepted.
    await user.clear(urlField)
    await user.type(urlField, 'https://192.168.1.5:8443')
    await user.click(screen.getByRole('button', { name: words('save') }))
    expect(screen.queryByRole('textbox', { name: words('baseUrlLabel') })).not.toBeInTheDocument()
  })
})
