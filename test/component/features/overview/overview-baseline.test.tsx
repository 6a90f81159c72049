import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatDate } from '../../../../src/text/format'
import { renderApp } from '../../../render-app'
import { openChartData } from '../../chart-data'
import { messagePattern, overviewWords as words, verdictWords } from './overview-words'

const params = () => new URLSearchParams(window.location.search)

/** The "Is it healing?" panel once the whole history of the wound is in (Print report enabled). */
async function healingPanel() {
  const print = await screen.findByRole('button', { name: words('printReport') })
  await waitFor(
    () => {
      expect(print).toBeEnabled()
    },
    { timeout: 15_000 },
  )
  return within(screen.getByRole('region', { name: words('healingHeading') }))
}

const baselineSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: words('baselineLabel') })
const above = words('earlyWord', { word: 'above' })
const below = words('earlyWord', { word: 'below' })
const fourWeeks = verdictWords('weeks', { weeks: 4 })

describe('the baseline of the clinician’s choosing', () => {
  it('is read from the app URL: the early response, the metrics and the charts start there', async () => {
    const { user } = renderApp({ url: '/?wound=1&tab=overview&reference=dfu-sheehan-2003&baseline=2026-03-05' })
    const panel = await healingPanel()
    expect(baselineSelect().value).toBe('2026-03-05')
    expect(
      panel.getByRole('heading', { name: words('earlyHeadingFrom', { check: fourWeeks, date: formatDate('2026-03-05') }) }),
    ).toBeInTheDocument()
    // Its date and how far to trust it: the demo's measurement of that date is locked.
    expect(panel.getByText(words('baselineArea')).nextSibling?.textContent).toBe(
      `${words('areaValue', { area: '2.78' })} (${words('dateAndLock', { date: formatDate('2026-03-05'), locked: 'yes' })})`,
    )
    // From 5 Mar the wound did not shrink by 53% in four weeks.
    expect(panel.getByText(below)).toBeInTheDocument()
    const areaTable = await openChartData(user, 'Area over time')
    expect(within(areaTable).getByText('(baseline)')).toBeInTheDocument()
    expect(params().get('baseline')).toBe('2026-03-05')
  })

  it('round-trips through the URL when chosen, and the first measurement is written as no baseline', async () => {
    const { user } = renderApp({ url: '/?wound=1&tab=overview&reference=dfu-sheehan-2003' })
    const panel = await healingPanel()
    expect(baselineSelect().value).toBe('2026-01-05')
    expect(panel.getByText(above)).toBeInTheDocument()

    await user.selectOptions(baselineSelect(), '2026-03-05')
    await waitFor(() => {
      expect(params().get('baseline')).toBe('2026-03-05')
    })
    expect(await panel.findByText(below)).toBeInTheDocument()

    await user.selectOptions(baselineSelect(), '2026-01-05')
    await waitFor(() => {
      expect(params().has('baseline')).toBe(false)
    })
    expect(await panel.findByText(above)).toBeInTheDocument()
  })

  it('uses the next measurement for a date without one, says so, and leaves the link as it was', async () => {
    renderApp({ url: '/?wound=1&tab=overview&baseline=2026-03-01' })
    await healingPanel()
    expect(baselineSelect().value).toBe('2026-03-05')
    expect(
      screen.getByText(words('baselineNext', { requested: formatDate('2026-03-01'), date: formatDate('2026-03-05') })),
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
    const early = messagePattern('verdict', 'earlyCompared', {
      percent: '55',
      direction: 'smaller',
      check: fourWeeks,
      side: 'above',
      threshold: 53,
      source: verdictWords('dfuSource'),
      woundType: verdictWords('dfuWoundType'),
    })
    expect(panel.getByRole('status')).toHaveTextContent(
      new RegExp(`^${messagePattern('verdict', 'plateauPhrase').source}; ${early.source}`, 'i'),
    )
    const now = within(panel.getByRole('region', { name: words('nowHeading', { span: fourWeeks }) }))
    expect(now.getByText(words('trajectoryWord', { status: 'plateau' }))).toBeInTheDocument()
    expect(now.getByText(new RegExp(words('windowMeaning', { status: 'plateau', limit: 10 }).replace(/[.]/g, '\\.')))).toBeInTheDocument()
    expect(now.getByText(words('noEstimateNotReducing'))).toBeInTheDocument()
    const flags = within(panel.getByRole('region', { name: words('flagsHeading') }))
    expect(flags.getByText(words('stallFlagLabel', { kind: 'plateau' }))).toBeInTheDocument()

    await user.click(panel.getByText(words('variabilityDetails', { percent: 10 })))
    expect(panel.getByRole('link', { name: words('citationLink', { link: 'hammondNixon' }) })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/nursingcenter\.com\//),
    )
    expect(panel.getByText(/1\.96 × √2 × 3\.2% ≈ 8\.9%/)).toBeInTheDocument()
  })
})
