import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_LOAD_DEADLINE_MS, SignedImage } from '../../../../src/features/images/signed-image'
import { renderApp } from '../../../render-app'
import { recordRequests } from '../../../request-log'

/*
 * An image whose answer never ends (jsdom never loads an <img>: it stays as a stalled one would).
 * It says it is loading, and after the load deadline it is given up like an image that failed: its
 * page is fetched once for a fresh URL, and a second failure says "Image unavailable" with Retry.
 */

const ALT = 'Thumbnail image of measurement 100001'
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
    const { rerender } = render(<SignedImage url={FIRST} alt={ALT} onRecover={onRecover} />)

    const loading = screen.getByText('Loading image…')
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
    expect(screen.getByText('Loading image…')).toBeInTheDocument()

    // The page brought a fresh URL: a new picture, still loading, under a deadline of its own.
    rerender(<SignedImage url={FRESH} alt={ALT} onRecover={onRecover} />)
    await advance(0)
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute('src', FRESH)
    expect(screen.getByText('Loading image…')).toBeInTheDocument()
    await advance(IMAGE_LOAD_DEADLINE_MS)

    expect(screen.getByText('Image unavailable')).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.queryByText('Loading image…')).not.toBeInTheDocument()
    expect(onRecover).toHaveBeenCalledTimes(1)

    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRecover).toHaveBeenCalledTimes(2)
    await advance(0)
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute('src', FRESH)
    expect(screen.getByText('Loading image…')).toBeInTheDocument()
    // And the retried picture loads.
    fireEvent.load(screen.getByRole('img', { name: ALT }))
    expect(screen.queryByText('Loading image…')).not.toBeInTheDocument()
    await advance(2 * IMAGE_LOAD_DEADLINE_MS)
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute('src', FRESH)
    expect(onRecover).toHaveBeenCalledTimes(2)
  })

  it('a new URL before the picture has come: loaded in a new element, the old one gone with its request', async () => {
    const onRecover = vi.fn(() => Promise.resolve(true))
    const { rerender } = render(<SignedImage url={FIRST} alt={ALT} onRecover={onRecover} />)
    const stalled = screen.getByRole('img', { name: ALT })
    // Not preloaded beside it: nothing is on screen to keep meanwhile.
    rerender(<SignedImage url={FRESH} alt={ALT} onRecover={onRecover} />)
    await advance(0)
    const fresh = screen.getByRole('img', { name: ALT })
    expect(fresh).not.toBe(stalled)
    expect(fresh).toHaveAttribute('src', FRESH)
    expect(stalled).not.toBeInTheDocument()
    expect(stalled).not.toHaveAttribute('src')
    expect(screen.getByText('Loading image…')).toBeInTheDocument()
  })

  it('a retry that asks for the old URL before the fresh one has come: the element of the old URL goes with its request', async () => {
    const onRecover = vi.fn(() => Promise.resolve(true))
    const { rerender } = render(<SignedImage url={FIRST} alt={ALT} onRecover={onRecover} />)
    await advance(IMAGE_LOAD_DEADLINE_MS)
    // The page has answered, its fresh URL not yet passed down: the retry asks for the old one.
    const again = screen.getByRole('img', { name: ALT })
    expect(again).toHaveAttribute('src', FIRST)
    rerender(<SignedImage url={FRESH} alt={ALT} onRecover={onRecover} />)
    await advance(0)
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute('src', FRESH)
    expect(again).not.toBeInTheDocument()
    expect(again).not.toHaveAttribute('src')
    // Still the retry: one more failure gives up.
    await advance(IMAGE_LOAD_DEADLINE_MS)
    expect(screen.getByText('Image unavailable')).toBeInTheDocument()
    expect(onRecover).toHaveBeenCalledTimes(1)
  })

  it('a picture that loads in time: the loading state goes, and the deadline does nothing', async () => {
    const onRecover = vi.fn(() => Promise.resolve(true))
    render(<SignedImage url={FIRST} alt={ALT} onRecover={onRecover} />)
    fireEvent.load(screen.getByRole('img', { name: ALT }))
    expect(screen.queryByText('Loading image…')).not.toBeInTheDocument()
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
    const box = within(await screen.findByRole('group', { name: 'Summary of wound 1' }, { timeout: 15_000 }))
    const photo = await box.findByRole('button', { name: /^Latest photo, / }, { timeout: 10_000 })
    expect(within(photo).getByText('Loading image…')).toBeInTheDocument()
    const requests = recordRequests()

    await advance(IMAGE_LOAD_DEADLINE_MS)
    // Its page fetched once for a fresh URL, which stalls too.
    expect(requests).toHaveLength(1)
    await advance(IMAGE_LOAD_DEADLINE_MS)

    const retry = await box.findByRole('button', { name: 'Retry' })
    expect(box.getByText('Image unavailable')).toBeInTheDocument()
    // A button inside a button would also open the viewer (and is not valid HTML).
    expect(retry.parentElement?.closest('button')).toBeNull()
    expect(requests).toHaveLength(1)

    await user.click(retry)
    await advance(100)
    expect(requests).toHaveLength(2)
    // The button's name holds the words it shows in the picture's place (axe: label-content-name-mismatch).
    const loading = await box.findByRole('button', { name: /^Latest photo, .*: open the images of measurement \d+ \(Loading image…\)$/ })
    expect(within(loading).getByText('Loading image…')).toBeInTheDocument()
  })
})
