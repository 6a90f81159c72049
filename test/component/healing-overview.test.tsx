import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { recordRequests } from '../request-log'
import { renderApp } from '../render-app'

const verdict = async () => {
  const panel = await screen.findByRole('region', { name: 'Is it healing?' })
  return within(panel)
}

describe('the healing overview', () => {
  it('says a healing wound is on track against the venous leg ulcer reference, and cites it', async () => {
    const { user } = renderApp({ url: '/?wound=1&tab=overview&reference=vlu-40' })
    const panel = await verdict()
    expect(await panel.findByText('On track', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(panel.getByText(/above the 40% threshold for venous leg ulcers/)).toBeInTheDocument()
    expect(panel.getByText(/decision support, not a diagnosis/)).toBeInTheDocument()
    await user.click(panel.getByText(/Reference in use: Venous leg ulcer/))
    expect(panel.getByRole('link', { name: 'doi:10.1067/mjd.2000.107496' })).toHaveAttribute(
      'href',
      'https://doi.org/10.1067/mjd.2000.107496',
    )
  })

  it('flags a stalled wound as not on track, and follows the chosen reference', async () => {
    const { user } = renderApp({ url: '/?wound=5&tab=overview' })
    const panel = await verdict()
    expect(await panel.findByText('Not on track', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(panel.getByText(/below the 53% threshold for diabetic foot ulcers/)).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Compare with' }), 'vlu-40')
    expect(await panel.findByText(/below the 40% threshold for venous leg ulcers/)).toBeInTheDocument()
    expect(window.location.search).toContain('reference=vlu-40')
  })

  it('reports the metrics of the whole history', async () => {
    renderApp({ url: '/?wound=1&tab=overview' })
    const panel = await verdict()
    await panel.findByText('On track', {}, { timeout: 15_000 })
    expect(panel.getByText('Days tracked').nextSibling?.textContent).toBe('260')
    expect(panel.getByText(/^Area reduction at 4 weeks/).nextSibling?.textContent).toMatch(/% on day 2\d/)
  })
})

const OriginalImage = window.Image

describe('the printed report', () => {
  it('fetches the history again for valid image URLs, then prints with the latest images', async () => {
    const requests = recordRequests()
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    // jsdom never loads images: this one reports a load as soon as it is given a source.
    class LoadingImage {
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      set src(_url: string) {
        queueMicrotask(() => this.onload?.())
      }
    }
    vi.stubGlobal('Image', LoadingImage)
    const { user } = renderApp({ url: '/?wound=1&tab=overview' })
    const button = await screen.findByRole('button', { name: 'Print report' })
    await waitFor(
      () => {
        expect(button).toBeEnabled()
      },
      { timeout: 15_000 },
    )
    const before = requests.filter((r) => r.url.includes('/measurements')).length

    await user.click(button)
    await waitFor(() => {
      expect(print).toHaveBeenCalledTimes(1)
    })
    expect(requests.filter((r) => r.url.includes('/measurements')).length).toBeGreaterThan(before)
    const images = document.querySelectorAll<HTMLImageElement>('.print-images img')
    expect(images.length).toBe(2)
    for (const image of images) expect(image.src).toMatch(/^https?:/)
    expect(screen.getByText(/Latest images/)).toBeInTheDocument()
    vi.stubGlobal('Image', OriginalImage)
  })
})
