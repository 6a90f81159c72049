import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatDate } from '../../../../src/text/format'
import { renderApp } from '../../../render-app'
import { openChartData } from '../../chart-data'

const params = () => new URLSearchParams(window.location.search)

/** The "Is it healing?" panel once the whole history of the wound is in (Print report enabled). */
async function healingPanel() {
  const print = await screen.findByRole('button', { name: 'Print report' })
  await waitFor(
    () => {
      expect(print).toBeEnabled()
    },
    { timeout: 15_000 },
  )
  return within(screen.getByRole('region', { name: 'Is it healing?' }))
}

const baselineSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Baseline' })

describe('the baseline of the clinician’s choosing', () => {
  it('is read from the app URL: the early response, the metrics and the charts start there', async () => {
    const { user } = renderApp({ url: '/?wound=1&tab=overview&reference=dfu-sheehan-2003&baseline=2026-03-05' })
    const panel = await healingPanel()
    expect(baselineSelect().value).toBe('2026-03-05')
    expect(
      panel.getByRole('heading', { name: `Early response: 4 weeks after the baseline (${formatDate('2026-03-05')})` }),
    ).toBeInTheDocument()
    // Its date and how far to trust it: the demo's measurement of that date is locked.
    expect(panel.getByText('Baseline area').nextSibling?.textContent).toBe(`2.78 cm² (${formatDate('2026-03-05')}, locked)`)
    // From 5 Mar the wound did not shrink by 53% in four weeks.
    expect(panel.getByText('Below the published figure')).toBeInTheDocument()
    const areaTable = await openChartData(user, 'Area over time')
    expect(within(areaTable).getByText('(baseline)')).toBeInTheDocument()
    expect(params().get('baseline')).toBe('2026-03-05')
  })

  it('round-trips through the URL when chosen, and the first measurement is written as no baseline', async () => {
    const { user } = renderApp({ url: '/?wound=1&tab=overview&reference=dfu-sheehan-2003' })
    const panel = await healingPanel()
    expect(baselineSelect().value).toBe('2026-01-05')
    expect(panel.getByText('Above the published figure')).toBeInTheDocument()

    await user.selectOptions(baselineSelect(), '2026-03-05')
    await waitFor(() => {
      expect(params().get('baseline')).toBe('2026-03-05')
    })
    expect(await panel.findByText('Below the published figure')).toBeInTheDocument()

    await user.selectOptions(baselineSelect(), '2026-01-05')
    await waitFor(() => {
      expect(params().has('baseline')).toBe(false)
    })
    expect(await panel.findByText('Above the published figure')).toBeInTheDocument()
  })

  it('uses the next measurement for a date without one, says so, and leaves the link as it was', async () => {
    renderApp({ url: '/?wound=1&tab=overview&baseline=2026-03-01' })
    await healingPanel()
    expect(baselineSelect().value).toBe('2026-03-05')
    expect(
      screen.getByText(
        `No area was measured on ${formatDate('2026-03-01')}: the baseline is the next measurement, ${formatDate('2026-03-05')}.`,
      ),
    ).toBeInTheDocument()
    expect(params().get('baseline')).toBe('2026-03-01')
  })

  it('is kept when the tab changes and dropped when another wound is opened', async () => {
    const { user } = renderApp({ url: '/?wound=1&tab=overview&baseline=2026-03-05' })
    await healingPanel()
    await user.click(screen.getByRole('tab', { name: 'Measurements' }))
    expect(params().get('baseline')).toBe('2026-03-05')
    await user.click(screen.getByRole('tab', { name: 'Healing overview' }))
    await healingPanel()
    expect(baselineSelect().value).toBe('2026-03-05')

    await user.clear(screen.getByRole('textbox', { name: 'Wound ID' }))
    await user.type(screen.getByRole('textbox', { name: 'Wound ID' }), '5{Enter}')
    await waitFor(() => {
      expect(params().get('wound')).toBe('5')
    })
    expect(params().has('baseline')).toBe(false)
  })
})

describe('the verdict in three parts', () => {
  it('wound 1: a plateau leads the summary above an early response above the chosen reference, with the variability and its source', async () => {
    const { user } = renderApp({ url: '/?wound=1&tab=overview&reference=dfu-sheehan-2003' })
    const panel = await healingPanel()
    expect(panel.getByRole('status')).toHaveTextContent(
      /^No measurable reduction since .*; early response: 55% smaller 4 weeks after .*, above the 53% of Sheehan et al\. 2003/,
    )
    const now = within(panel.getByRole('region', { name: 'Now: the latest 4 weeks' }))
    expect(now.getByText('No measurable reduction')).toBeInTheDocument()
    expect(now.getByText(/Less than the 10% that two measurements of an unchanged wound can differ by/)).toBeInTheDocument()
    expect(now.getByText(/^No closure estimate/)).toBeInTheDocument()
    const flags = within(panel.getByRole('region', { name: 'Flags' }))
    expect(flags.getByText('Plateau:')).toBeInTheDocument()

    await user.click(panel.getByText(/^Measurement variability/))
    expect(panel.getByRole('link', { name: 'abstract of Hammond & Nixon 2011' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/nursingcenter\.com\//),
    )
    expect(panel.getByText(/1\.96 × √2 × 3\.2% ≈ 8\.9%/)).toBeInTheDocument()
  })
})
