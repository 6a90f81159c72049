import { QueryClientProvider } from '@tanstack/react-query'
import { configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { NuqsAdapter } from 'nuqs/adapters/react'
import { ViewStateProvider } from '../../../../src/url-state/view-state-provider'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../../src/app/query-client'
import { connectionStore } from '../../../../src/session/connection-store'
import OverviewCharts from '../../../../src/features/overview/overview-charts'
import { ASSESSMENT_CHARTS, MEASUREMENT_CHARTS } from '../../../../src/features/overview/overview-chart-list'
import { fieldHeader } from '#words/fields'
import { measuresOf } from '../../../../src/domain/measures'
import { getWoundData } from '../../../../src/mocks/data'
import { server } from '../../../msw-server'
import { openChartData } from '../../chart-data'

// Five tables of 528 rows each, redrawn as pages arrive: give jsdom time on a busy machine.
configure({ asyncUtilTimeout: 10_000 })
vi.setConfig({ testTimeout: 30_000 })

function renderOverview(woundId: number, url = `/?wound=${woundId}&tab=overview`) {
  window.history.replaceState(null, '', url)
  connectionStore.reset({ mode: 'demo' })
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={createQueryClient({ retryDelay: () => 1 })}>
      <NuqsAdapter>
        <ViewStateProvider>
          <OverviewCharts woundId={woundId} />
        </ViewStateProvider>
      </NuqsAdapter>
    </QueryClientProvider>,
  )
  return { user }
}

/** Body rows of a chart's data table (by selector: role queries over 528 rows are slow in jsdom). */
const bodyRows = (table: HTMLElement) => Array.from(table.querySelectorAll('tbody tr'))
/** The ID column of a chart's data table. */
const tableIds = (table: HTMLElement) => bodyRows(table).map((row) => row.querySelectorAll('td')[1]?.textContent)

/** Wound 3's top-level measurements as the demo service holds them, in date order (then id). */
function demoIdsInDateOrder(woundId: number): string[] {
  const measurements = getWoundData(woundId)?.measurements ?? []
  return [...measurements].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id).map((m) => String(m.id))
}

describe('overview charts', () => {
  it('lists every top-level measurement of every page in each data table, in date order', async () => {
    const expected = demoIdsInDateOrder(3)
    expect(expected.length).toBeGreaterThan(500)
    const { user } = renderOverview(3)
    await screen.findByText(`${expected.length.toLocaleString()} measurements loaded.`, {}, { timeout: 20_000 })

    const area = await openChartData(user, 'Area over time')
    await waitFor(() => {
      expect(bodyRows(area)).toHaveLength(expected.length)
    })
    expect(tableIds(area)).toEqual(expected)

    for (const name of ['Volume over time', 'Tissue composition over time', 'Perimeter over time']) {
      // A long table fills a slice per frame: the first rows at once, every row soon after.
      const table = await openChartData(user, name)
      expect(bodyRows(table).length).toBeGreaterThan(0)
      await waitFor(() => {
        expect(bodyRows(table)).toHaveLength(expected.length)
      })
    }
    const pain = await openChartData(user, 'Pain over time')
    await waitFor(() => {
      expect(bodyRows(pain)).toHaveLength(getWoundData(3)?.assessments.length ?? 0)
    })
  })

  it('names each chart as the contract does, with its unit, as a figure', async () => {
    const { user } = renderOverview(1)
    for (const name of [
      /^Area over time \(cm²\)/,
      /^Volume over time \(cm³\)/,
      /^Tissue composition over time \(%\)/,
      /^Perimeter over time/,
      /^Pain over time/,
    ]) {
      expect(await screen.findByRole('figure', { name })).toBeInTheDocument()
    }
    const tissue = await openChartData(user, 'Tissue composition over time')
    expect(
      within(tissue)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'ID', ...measuresOf('tissue').map(fieldHeader), 'Chart'])
    expect(fieldHeader('granulation')).toBe('Granulation (%)')
  })

  it('draws every chart of the overview’s lists once the history has loaded, none left a placeholder', async () => {
    renderOverview(1)
    await screen.findByText(/measurements loaded\./)
    await screen.findByText(/assessments loaded\./)
    // A figure for each chart of the lists, and the clinical signs' under the area.
    const figures = await waitFor(() => {
      const all = screen.getAllByRole('figure')
      expect(all).toHaveLength(MEASUREMENT_CHARTS.length + ASSESSMENT_CHARTS.length + 1)
      return all
    })
    // Charts are mounted one a frame: each list's last one comes a few frames after the history.
    await waitFor(() => {
      const notDrawn = figures
        .filter((figure) => !figure.querySelector('.chart-canvas:not(.chart-pending)'))
        .map((figure) => figure.querySelector('figcaption')?.textContent)
      expect(notDrawn, 'charts still waiting to be drawn').toEqual([])
    })
  })

  it('says how many pages have arrived while the rest are still loading', async () => {
    let release = () => {
      /* replaced below */
    }
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      http.get('*/api/v1/measurements', async ({ request }) => {
        // Page 1 is answered at once; the others wait. Returning nothing hands the request on to the demo service.
        if (new URL(request.url).searchParams.get('page') !== '1') await held
        return undefined
      }),
    )
    const { user } = renderOverview(3)

    expect(await screen.findByText(/Loaded 1 of \d+ pages of measurements/)).toHaveAttribute('role', 'status')
    // What has arrived is drawn already: page 1's rows are in the table.
    const area = await openChartData(user, 'Area over time')
    const firstPageRows = bodyRows(area).length
    expect(firstPageRows).toBeGreaterThan(0)
    expect(firstPageRows).toBeLessThan(demoIdsInDateOrder(3).length)

    release()
    await screen.findByText(/measurements loaded\./)
    expect(screen.queryByText(/pages of measurements/)).not.toBeInTheDocument()
    await waitFor(() => {
      expect(bodyRows(area)).toHaveLength(demoIdsInDateOrder(3).length)
    })
  })

  it('selects a measurement from a data table row and puts it in the app URL', async () => {
    const { user } = renderOverview(1)
    const figure = await screen.findByRole('figure', { name: /Area over time/ })
    const toggle = within(figure).getByRole('button', { name: /Show data/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')

    const id = demoIdsInDateOrder(1)[3] ?? ''
    const button = within(figure).getByRole('button', { name: `Select measurement ${id}` })
    await user.click(button)
    await waitFor(() => {
      expect(new URLSearchParams(window.location.search).get('selected')).toBe(id)
    })
    expect(button).toHaveAttribute('aria-pressed', 'true')
    // Every chart shows the same selection.
    const volume = await openChartData(user, 'Volume over time')
    expect(within(volume).getByRole('button', { name: `Select measurement ${id}` })).toHaveAttribute('aria-pressed', 'true')
  })

  it('builds a data table only when it is opened, and its toggle then controls it', async () => {
    const { user } = renderOverview(1)
    const figure = await screen.findByRole('figure', { name: /Area over time/ })
    await screen.findByText(/measurements loaded\./)
    const toggle = within(figure).getByRole('button', { name: 'Show data of Area over time' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).not.toHaveAttribute('aria-controls')
    expect(screen.queryByRole('table', { name: 'Area over time data' })).not.toBeInTheDocument()
    expect(document.querySelectorAll('.chart-data')).toHaveLength(0)

    const table = await openChartData(user, 'Area over time')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(table)
    await user.click(toggle)
    expect(table).not.toBeInTheDocument()
  })

  it('charts the measure chosen in "Measure"', async () => {
    const { user } = renderOverview(1)
    await screen.findByRole('figure', { name: /^Perimeter over time \(cm\)/ })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Measure' }), 'Max depth')
    expect(await screen.findByRole('figure', { name: /^Max depth over time \(cm\)/ })).toBeInTheDocument()
    const table = await openChartData(user, 'Max depth over time')
    expect(within(table).getAllByRole('columnheader')[2]).toHaveTextContent('Max depth (cm)')
    expect(screen.queryByRole('table', { name: 'Perimeter over time data' })).not.toBeInTheDocument()
  })

  it('says so when a wound has nothing to chart', async () => {
    renderOverview(2)
    expect(await screen.findByText(/No measurements are recorded for this wound/)).toBeInTheDocument()
    expect(await screen.findByText(/No assessments are recorded for this wound/)).toBeInTheDocument()
    expect(screen.queryByRole('figure')).not.toBeInTheDocument()
  })

  it('shows the service’s error once, with Retry, when both lists fail alike', async () => {
    const { user } = renderOverview(4)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Access denied')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied')
  })
})
