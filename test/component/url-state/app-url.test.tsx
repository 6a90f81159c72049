import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, shownIds } from '../../render-app'
import { say } from '../words'

/*
 * A link is read only in the form the app writes it (src/url-state/view-params.ts): the address bar
 * is rewritten without any other value, and the screen shows what the rewritten URL says.
 */

const RLO = '\u202E'

describe('a hand-edited link', () => {
  it('loses every value that is not in its canonical form, in the address bar and on screen', async () => {
    const link =
      '/?wound=1&visit=+2026-03-05&baseline=0001-01-01&rows=50abc&tab=+overview' +
      `&reference=${encodeURIComponent(RLO.repeat(200))}&filter[area]=%3E%3D+2.5`
    renderApp({ url: link })
    expect(location.search).toBe('?wound=1')
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('keeps a link the app wrote as it is', async () => {
    renderApp({ url: '/?wound=1&reference=vlu-phillips-2000&filter[area]=%3E%3D2.5&rows=50' })
    expect(new URLSearchParams(location.search).get('reference')).toBe('vlu-phillips-2000')
    expect(new URLSearchParams(location.search).get('filter[area]')).toBe('>=2.5')
    expect(new URLSearchParams(location.search).get('rows')).toBe('50')
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).not.toHaveLength(0)
  })
})
