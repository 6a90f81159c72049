import { act, waitFor } from '@testing-library/react'
import { delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../msw-server'
import { isWholeHistoryQuery } from '../../request-log'
import { LIVE, renderApp, shownIds } from '../../render-app'
import { say } from '../words'

/*
 * Leaving a wound at the moments its loads start (test/e2e/leaving-wounds.test.ts in Chromium):
 * once the app shows another wound, nothing more is asked for the one left, whether its list was
 * still on the way, had just answered (its whole histories wait for the painted rows), or its
 * histories' first pages had just been asked for (the later pages follow their answers).
 */

type Moment = 'list asked' | 'list answered' | 'histories asked'

const woundOf = (request: Request) => new URL(request.url).searchParams.get('wound_id')
const isHistory = (request: Request) => isWholeHistoryQuery(new URL(request.url).searchParams)

describe('leaving a wound', () => {
  it.each<Moment>(['list asked', 'list answered', 'histories asked'])(
    'at the moment its %s: nothing more of it is asked for',
    async (moment) => {
      const asked: { wound: string | null; after: boolean }[] = []
      let left = false
      let reached: () => void = () => undefined
      const reachedMoment = new Promise<void>((resolve) => {
        reached = resolve
      })
      const onStart = ({ request }: { request: Request }) => {
        asked.push({ wound: woundOf(request), after: left })
        if (woundOf(request) !== '3') return
        if (moment === 'list asked' && !isHistory(request)) reached()
        if (moment === 'histories asked' && isHistory(request)) reached()
      }
      const onAnswered = ({ request }: { request: Request }) => {
        if (moment === 'list answered' && woundOf(request) === '3' && !isHistory(request)) reached()
      }
      // Wound 3 answers slowly, as a real service does: the switch comes before its answers.
      server.use(
        http.get('*/api/v1/*', async ({ request }) => {
          if (woundOf(request) === '3') await delay(200)
          return undefined
        }),
      )
      server.events.on('request:start', onStart)
      server.events.on('response:mocked', onAnswered)
      try {
        renderApp({ url: '/?wound=3', settings: LIVE })
        await reachedMoment
        // Another wound, as Back or a link opens it: the app URL changes at once.
        act(() => {
          left = true
          window.history.pushState(null, '', '/?wound=5')
          window.dispatchEvent(new PopStateEvent('popstate'))
        })
        expect(await shownIds(say('first-rows', 'measurementsLabel'))).not.toHaveLength(0)
        // Wound 5's list and both its histories; then a while for anything late of wound 3.
        await waitFor(() => {
          expect(asked.filter((request) => request.after && request.wound === '5').length).toBeGreaterThanOrEqual(3)
        })
        await act(() => new Promise((resolve) => setTimeout(resolve, 500)))
        expect(asked.filter((request) => request.after && request.wound === '3')).toEqual([])
      } finally {
        server.events.removeListener('request:start', onStart)
        server.events.removeListener('response:mocked', onAnswered)
      }
    },
  )
})
