import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
    expect(panel.getByRole('link', { name: 'doi:10.1067/mjd.2000.107496' })).toHaveAttribute('href', 'https://doi.org/10.1067/mjd.2000.107496')
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
