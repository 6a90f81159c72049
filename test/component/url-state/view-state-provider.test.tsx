import { fireEvent, render, screen } from '@testing-library/react'
import { NuqsAdapter } from 'nuqs/adapters/react'
import { describe, expect, it } from 'vitest'
import { IN_PLACE, useViewState } from '../../../src/url-state/view-state'
import { ViewStateProvider } from '../../../src/url-state/view-state-provider'
import { orderViewParams } from '../../../src/url-state/view-url'

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
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }))
    expect(new URLSearchParams(location.search).get('compare')).toBeNull()
  })

  it('never lands in the next test’s URL', async () => {
    window.history.replaceState(null, '', '/?wound=1&selected=100002&lang=de')
    await new Promise((resolve) => setTimeout(resolve, WRITE_TIMER_PASSED_MS))
    expect(location.search).toBe('?wound=1&selected=100002&lang=de')
  })
})
