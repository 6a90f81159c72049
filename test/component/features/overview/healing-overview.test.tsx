import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { recordRequests } from '../../../request-log'
import { renderApp } from '../../../render-app'

const verdict = async () => {
  const panel = await screen.findByRole('region', { name: 'Is it healing?' })
  return within(panel)
}

describe('the healing overview', () => {
  it('judges nothing against a threshold until the clinician chooses the wound type (a surgical wound, demo wound 6)', async () => {
    renderApp({ url: '/?wound=6&tab=overview' })
    const panel = await verdict()
    expect(await panel.findByText('No wound type chosen', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(panel.getByText(/Choose the wound type to compare with a published reference/)).toBeInTheDocument()
    const type = screen.getByRole('combobox', { name: 'Wound type' })
    expect(type).toHaveValue('')
    // Contract section 9: an option for each wound type with a reference, and "other".
    const options = within(type)
      .getAllByRole('option')
      .map((option) => option.textContent)
    for (const name of [/diabetic foot/i, /venous leg/i, /other/i]) expect(options.some((option) => name.test(option))).toBe(true)
    // No reference is named anywhere, no comparison made, no reference line drawn.
    expect(panel.queryByText(/Reference in use/)).toBeNull()
    expect(document.body.textContent).not.toMatch(/Sheehan|Phillips|53%|40%|on track/i)
    expect(panel.getByRole('status')).toHaveTextContent(/\(no wound type chosen, so no reference\)/)
  })

  it('compares with the 53% of Sheehan et al. once diabetic foot ulcer is chosen, keeps it in the URL and on this device', async () => {
    const { user, unmount } = renderApp({ url: '/?wound=6&tab=overview' })
    const panel = await verdict()
    await panel.findByText('No wound type chosen', {}, { timeout: 15_000 })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Wound type' }), 'dfu-sheehan-2003')
    expect(await panel.findByText('Below the published figure')).toBeInTheDocument()
    expect(
      panel.getByText(
        /below the 53% of Sheehan et al\. 2003 \(diabetic foot ulcers\): in their trial, 9% of the diabetic foot ulcers below/,
      ),
    ).toBeInTheDocument()
    expect(window.location.search).toContain('reference=dfu-sheehan-2003')
    await user.click(panel.getByText(/Reference in use: Diabetic foot ulcer/))
    expect(panel.getByRole('link', { name: 'doi:10.2337/diacare.26.6.1879' })).toHaveAttribute(
      'href',
      'https://doi.org/10.2337/diacare.26.6.1879',
    )
    unmount()

    // Opened again without it in the link: the choice made for this wound on this device comes back, into the URL.
    renderApp({ url: '/?wound=6&tab=overview' })
    expect(await (await verdict()).findByText('Below the published figure', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(window.location.search).toContain('reference=dfu-sheehan-2003')
  })

  it('other, or not chosen again: no comparison, and the device forgets the choice', async () => {
    const { user } = renderApp({ url: '/?wound=6&tab=overview&reference=other' })
    const panel = await verdict()
    expect(await panel.findByText('No published reference', {}, { timeout: 15_000 })).toBeInTheDocument()
    const type = screen.getByRole('combobox', { name: 'Wound type' })
    expect(type).toHaveValue('other')
    await user.selectOptions(type, '')
    expect(await panel.findByText('No wound type chosen')).toBeInTheDocument()
    expect(window.location.search).not.toContain('reference=')
    expect(localStorage.getItem('wound-history.wound-types')).toBe('[]')
  })

  it('reports the metrics of the whole history', async () => {
    renderApp({ url: '/?wound=1&tab=overview' })
    const panel = await verdict()
    await panel.findByText('No wound type chosen', {}, { timeout: 15_000 })
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
