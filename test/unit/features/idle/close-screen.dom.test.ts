import { afterEach, describe, expect, it } from 'vitest'
import { closeScreen } from '../../../../src/features/idle/close-screen'

describe('closing the screen for inactivity', () => {
  afterEach(() => {
    history.replaceState(null, '', '/')
  })

  it('takes the wound and the view out of the address bar, and keeps the language a link chose', () => {
    history.replaceState(null, '', '/?wound=1&tab=assessments&visit=2026-01-05&lang=de')
    closeScreen()
    expect(`${location.pathname}${location.search}`).toBe('/?lang=de')
  })

  it('leaves the start alone when the link chose no language', () => {
    history.replaceState(null, '', '/?wound=1&tab=overview')
    closeScreen()
    expect(`${location.pathname}${location.search}`).toBe('/')
  })
})
