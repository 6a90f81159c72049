import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NuqsAdapter } from 'nuqs/adapters/react'
import { describe, expect, it } from 'vitest'
import { IN_PLACE, useViewState } from '../../../src/url-state/view-state'
import { ViewStateProvider } from '../../../src/url-state/view-state-provider'
import { orderViewParams } from '../../../src/url-state/view-url'
import { formatDate, formatNumber } from '../../../src/text/format'
import { say } from '../words'

/*
 * The app URL is written on nuqs's timer, after the change. These two tests run in order: the first
 * ends with a write still pending, the second checks it never lands in the URL the second test set
 * (test/setup.ts drops a finished test's pending writes). Without that, the German image panel once
 * opened in Compare, the view the test before it had chosen.
 */

function CompareButton() {
  const { setView } = useViewState()
  return (
    <button type="button" onClick={() => void setView({ compare: [100001, 100002] }, IN_PLACE)}>
      Compare
    </button>
  )
}

const WRITE_TIMER_PASSED_MS = 150

describe('a test’s pending app-URL write', () => {
  it('is left pending when the test ends (the change is made, the URL not yet written)', () => {
    window.history.replaceState(null, '', '/?wound=1&selected=100001')
    render(
      <NuqsAdapter processUrlSearchParams={orderViewParams}>
        <ViewStateProvider>
          <CompareButton />
        </ViewStateProvider>
      </NuqsAdapter>,
    )
    fireEvent.click(screen.getByRole('button', { name: say('images', 'compare') }))
    expect(new URLSearchParams(location.search).get('compare')).toBeNull()
  })

  it('never lands in the next test’s URL', async () => {
    window.history.replaceState(null, '', '/?wound=1&selected=100002&lang=de')
    await new Promise((resolve) => setTimeout(resolve, WRITE_TIMER_PASSED_MS))
    expect(location.search).toBe('?wound=1&selected=100002&lang=de')
  })
})

function DateAndNumber() {
  const { view, setView } = useViewState()
  return (
    <>
      <p>
        {formatDate('2026-09-22')} · {formatNumber(1234.5, 1)}
      </p>
      <button type="button" onClick={() => void setView({ lang: view.lang === 'de' ? null : 'de' }, IN_PLACE)}>
        Switch
      </button>
    </>
  )
}

describe('the app URL’s language', () => {
  it('writes dates and numbers in its locale from the first render, and again when it changes', async () => {
    window.history.replaceState(null, '', '/?wound=1&lang=de')
    render(
      <NuqsAdapter processUrlSearchParams={orderViewParams}>
        <ViewStateProvider>
          <DateAndNumber />
        </ViewStateProvider>
      </NuqsAdapter>,
    )
    // jsdom's browser prefers en-US and en: German is written as German itself.
    expect(screen.getByText('22.09.2026 · 1.234,5')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Switch' }))
    expect(await screen.findByText('Sep 22, 2026 · 1,234.5')).toBeInTheDocument()
  })
})
