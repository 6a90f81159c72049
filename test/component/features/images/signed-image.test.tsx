import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_LOAD_DEADLINE_MS, SignedImage } from '../../../../src/features/images/signed-image'
import { renderApp } from '../../../render-app'
import { recordRequests } from '../../../request-log'
import type { ImagesTranslate } from '../../../../src/features/images/image-words'
import { englishWords } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'
import { say } from '../../words'

/*
 * An image whose answer never ends (jsdom never loads an <img>: it stays as a stalled one would).
 * It says it is loading, and after the load deadline it is given up like an image that failed: its
 * page is fetched once for a fresh URL, and a second failure says "Image unavailable" with Retry.
 */

/** The images' English words, from their catalog: a change of wording is one edit there. */
const t: ImagesTranslate = englishWords(`${ROOT}/src/words`, 'images')
const LOADING = t('loadingImage')
const UNAVAILABLE = t('imageUnavailable')
const RETRY = t('retryImage')
const ALT = t('imageAltUndated', { kind: 'thumbnail', id: 100001 })
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const FIRST = 'https://images.example.org/demo-images/100001/thumbnail.svg?token=first'
const FRESH = 'https://images.example.org/demo-images/100001/thumbnail.svg?token=fresh'

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('an image that never finishes loading', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('says it is loading in its place, then gives up at the deadline: one fresh URL, then "Image unavailable" with Retry', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTimeAsync(ms) })
    const onRecover = vi.fn(() => Promise.resolve(true))
    const { rerender } = render(<SignedImage t={t} url={FIRST} alt={ALT} onRecover={onRecover} />)

    const loading = screen.getByText(LOADING)
    expect(loading.closest('[aria-busy="true"]')).not.toBeNull()
    // A screen reader hears which picture is loading.
    expect(loading.closest('[aria-busy="true"]')).toHaveTextContent(ALT)
    const stalled = screen.getByRole('img', { name: ALT })
    expect(stalled).toHaveAttribute('src', FIRST)

    await advance(IMAGE_LOAD_DEADLINE_MS - 1_000)
    expect(onRecover).not.toHaveBeenCalled()
    await advance(1_000)
    // The stalled picture is dropped (no src left to keep its connection open), and its page fetched again.
    expect(stalled).not.toHaveAttribute('src')
    expect(stalled).not.toBeInTheDocument()
    expect(onRecover).toHaveBeenCalledTimes(1)
    expect(screen.getByText(LOADING)).toBeInTheDocument()

    // The page brought a fresh URL: a new picture, still loading, under a deadline of its own.
    rerender(<SignedImage t={t} url={FRESH} alt={ALT} onRecover={onRecover} />)
    await advance(0)
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute('src', FRESH)
    expect(screen.getByText(LOADING)).toBeInTheDocument()
    await advance(IMAGE_LOAD_DEADLINE_MS)

    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument()
    expect(onRecover).toHaveBeenCalledTimes(1)

    await user.click(screen.getByRole('button', { name: RETRY }))
    expect(onRecover).toHaveBeenCalledTimes(2)
    await advance(0)
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute('src', FRESH)
    expect(screen.getByText(LOADING)).toBeInTheDocument()
    // And the retried picture loads.
    fireEvent.load(screen.getByRole('img', { name: ALT }))
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument()
    await advance(2 * IMAGE_LOAD_DEADLINE_MS)
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute('src', FRESH)
    expect(onRecover).toHaveBeenCalledTimes(2)
  })

  it('a new URL before the picture has come: loaded in a new element, the old one gone with its request', async () => {
    const onRecover = vi.fn(() => Promise.resolve(true))
    const { rerender } = render(<SignedImage t={t} url={FIRST} alt={ALT} onRecover={onRecover} />)
    const stalled = screen.getByRole('img', { name: ALT })
    // Not preloaded beside it: nothing is on screen to keep meanwhile.
    rerender(<SignedImage t={t} url={FRESH} alt={ALT} onRecover={onRecover} />)
    await advance(0)
    const fresh = screen.getByRole('img', { name: ALT })
    expect(fresh).not.toBe(stalled)
    expect(fresh).toHaveAttribute('src', FRESH)
    expect(stalled).not.toBeInTheDocument()
    expect(stalled).not.toHaveAttribute('src')
    expect(screen.getByText(LOADING)).toBeInTheDocument()
  })

  it('a retry that asks for the old URL before the fresh one has come: the element of the old URL goes with its request', async () => {
    const onRecover = vi.fn(() => Promise.resolve(true))
    const { rerender } = render(<SignedImage t={t} url={FIRST} alt={ALT} onRecover={onRecover} />)
    await advance(IMAGE_LOAD_DEADLINE_MS)
    // The page has answered, its fresh URL not yet passed down: the retry asks for the old one.
    const again = screen.getByRole('img', { name: ALT })
    expect(again).toHaveAttribute('src', FIRST)
    rerender(<SignedImage t={t} url={FRESH} alt={ALT} onRecover={onRecover} />)
    await advance(0)
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute('src', FRESH)
    expect(again).not.toBeInTheDocument()
    expect(again).not.toHaveAttribute('src')
    // Still the retry: one more failure gives up.
    await advance(IMAGE_LOAD_DEADLINE_MS)
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument()
    expect(onRecover).toHaveBeenCalledTimes(1)
  })

  it('a picture that loads in time: the loading state goes, and the deadline does nothing', async () => {
    const onRecover = vi.fn(() => Promise.resolve(true))
    render(<SignedImage t={t} url={FIRST} alt={ALT} onRecover={onRecover} />)
    fireEvent.load(screen.getByRole('img', { name: ALT }))
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument()
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
    await advance(2 * IMAGE_LOAD_DEADLINE_MS)
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute('src', FIRST)
    expect(onRecover).not.toHaveBeenCalled()
  })
})

describe("the summary's latest photo, never loading", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('loads in view, then says "Image unavailable" with a Retry that is not inside the photo\'s button, and Retry asks again', async () => {
    const { user } = renderApp({ url: '/?wound=1' })
    const box = within(await screen.findByRole('group', { name: say('verdict', 'summaryOf', { id: 1 }) }, { timeout: 15_000 }))
    const photo = await box.findByRole('button', { name: new RegExp(`^${escaped(t('latestPhoto'))}, `) }, { timeout: 10_000 })
    expect(within(photo).getByText(LOADING)).toBeInTheDocument()
    const requests = recordRequests()

    await advance(IMAGE_LOAD_DEADLINE_MS)
    // Its page fetched once for a fresh URL, which stalls too.
    expect(requests).toHaveLength(1)
    await advance(IMAGE_LOAD_DEADLINE_MS)

    const retry = await box.findByRole('button', { name: RETRY })
    expect(box.getByText(UNAVAILABLE)).toBeInTheDocument()
    // A button inside a button would also open the viewer (and is not valid HTML).
    expect(retry.parentElement?.closest('button')).toBeNull()
    expect(requests).toHaveLength(1)

    await user.click(retry)
    await advance(100)
    expect(requests).toHaveLength(2)
    // The button's name holds the words it shows in the picture's place (axe: label-content-name-mismatch).
    const named = t('openPhotoShowing', { label: t('latestPhoto'), date: 'DATE', id: 'ID', showing: LOADING })
    const loading = await box.findByRole('button', {
      name: new RegExp(`^${escaped(named).replace('DATE', '.*').replace(say('first-rows', 'fieldId'), '\\d+')}$`),
    })
    expect(within(loading).getByText(LOADING)).toBeInTheDocument()
  })
})
