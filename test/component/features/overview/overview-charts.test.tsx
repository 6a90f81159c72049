import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { NuqsAdapter } from 'nuqs/adapters/react'
import { ViewStateProvider } from '../../../../src/url-state/view-state-provider'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { chartsWords } from '../../../../src/words/charts'
import { createQueryClient } from '../../../../src/app/query-client'
import { connectionStore } from '../../../../src/session/connection-store'
import OverviewCharts from '../../../../src/features/overview/overview-charts'
import { useHistoryQueries } from '../../../../src/whole-history/use-wound-history'
import { ASSESSMENT_CHARTS, MEASUREMENT_CHARTS } from '../../../../src/features/overview/overview-chart-list'
import { fieldHeader as fieldHeaderIn } from '../../../../src/lists/field-names'
import { firstRowWords } from '../../../../src/words/first-rows'
import { measuresOf } from '../../../../src/domain/measures'
import { getWoundData } from '../../../../src/mocks/data'
import { server } from '../../../msw-server'
import { openChartData } from '../../chart-data'
import { englishWords, readCatalog } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'

/** A field's column header in English, as an English page says it. */
const fieldHeader = (key: Parameters<typeof fieldHeaderIn>[1]) => fieldHeaderIn(firstRowWords.english, key)

/** The charts' English words, from their catalog: a change of wording is one edit there. */
const words = englishWords(`${ROOT}/src/words`, 'charts')
/** "Loaded 1 of 6 pages of measurements", any number of pages (`loaded` a pattern too). */
const pagesLoaded = (loaded: string) =>
  new RegExp(
    words('loadedPages', { loaded: '@LOADED@', total: 2, shownTotal: '@TOTAL@', noun: 'measurement' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('@LOADED@', loaded)
      .replace('@TOTAL@', '\\d+'),
  )
const loaded = (count: number) => words('loaded', { noun: 'measurement', count, shown: count.toLocaleString() })

// Five tables of 528 rows each, redrawn as pages arrive: give jsdom time on a busy machine.
configure({ asyncUtilTimeout: 10_000 })
vi.setConfig({ testTimeout: 30_000 })

// The charts' English words, loaded before the first render (as the app has them by the time its lazily loaded overview draws).
beforeAll(async () => {
  await chartsWords.load('en')
})

/**
 * The charts as the overview feeds them: the history read above at the urgent priority, followed
 * below at a lower one, where no query client is set (the charts read no store of their own).
 */
function Charts({ woundId }: { woundId: number }) {
  const queries = useHistoryQueries(woundId)
  return (
    <QueryClientContext.Provider value={undefined}>
      <OverviewCharts queries={queries} />
    </QueryClientContext.Provider>
  )
}

async function renderOverview(woundId: number, url = `/?wound=${woundId}&tab=overview`) {
  const lang = new URLSearchParams(url.split('?')[1]).get('lang') ?? 'en'
  window.history.replaceState(null, '', url)
  connectionStore.reset({ mode: 'demo' })
  const user = userEvent.setup()
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient({ retryDelay: () => 1 })}>
        <NuqsAdapter>
          <ViewStateProvider>
            {/* The charts' words load with them (a catalog per language), as in the app's lazily loaded overview. */}
            <Suspense fallback={null}>
              <Charts woundId={woundId} />
            </Suspense>
          </ViewStateProvider>
        </NuqsAdapter>
      </QueryClientProvider>,
    )
    await chartsWords.load(lang === 'de' || lang === 'en-XA' ? lang : 'en')
  })
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
    const { user } = await renderOverview(3)
    await screen.findByText(loaded(expected.length), {}, { timeout: 20_000 })

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
    const { user } = await renderOverview(1)
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
    await renderOverview(1)
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

  it('draws the charts one at a time in page order, the pain chart after the measurement charts', async () => {
    // Each DOM change is seen with the figures whose plot it drew: one commit, one batch.
    const drawnFirst: string[][] = []
    const drawn = new Set<Element>()
    const observer = new MutationObserver(() => {
      const now = [...document.querySelectorAll('figure')].filter(
        (figure) => !drawn.has(figure) && figure.querySelector('.chart-canvas:not(.chart-pending)') !== null,
      )
      for (const figure of now) drawn.add(figure)
      if (now.length > 0) drawnFirst.push(now.map((figure) => figure.querySelector('figcaption')?.textContent ?? ''))
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] })
    try {
      await renderOverview(1)
      await waitFor(() => {
        expect(drawn.size).toBe(MEASUREMENT_CHARTS.length + ASSESSMENT_CHARTS.length + 1)
      })
    } finally {
      observer.disconnect()
    }
    // One chart a commit, in page order. With the pain chart drawn beside the area, the two charts'
    // first drawing fell in one task on a long history (docs/performance.md, "One chart a frame").
    expect(drawnFirst.map((batch) => batch.length)).toEqual(drawnFirst.map(() => 1))
    expect(drawnFirst.flat().map((caption) => caption.replace(/ over time.*/, ''))).toEqual([
      'Area',
      'Clinical signs',
      'Volume',
      'Tissue composition',
      'Perimeter',
      'Pain',
    ])
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
    const { user } = await renderOverview(3)

    expect(await screen.findByText(pagesLoaded('1'))).toHaveAttribute('role', 'status')
    // What has arrived is drawn already: page 1's rows are in the table.
    const area = await openChartData(user, 'Area over time')
    const firstPageRows = bodyRows(area).length
    expect(firstPageRows).toBeGreaterThan(0)
    expect(firstPageRows).toBeLessThan(demoIdsInDateOrder(3).length)

    release()
    await screen.findByText(/measurements loaded\./)
    expect(screen.queryByText(pagesLoaded('\\d+'))).not.toBeInTheDocument()
    await waitFor(() => {
      expect(bodyRows(area)).toHaveLength(demoIdsInDateOrder(3).length)
    })
  })

  it('selects a measurement from a data table row and puts it in the app URL', async () => {
    const { user } = await renderOverview(1)
    const figure = await screen.findByRole('figure', { name: /Area over time/ })
    const toggle = within(figure).getByRole('button', { name: /Show data/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')

    const id = demoIdsInDateOrder(1)[3] ?? ''
    const button = within(figure).getByRole('button', { name: words('selectMeasurement', { id }) })
    await user.click(button)
    await waitFor(() => {
      expect(new URLSearchParams(window.location.search).get('selected')).toBe(id)
    })
    expect(button).toHaveAttribute('aria-pressed', 'true')
    // Every chart shows the same selection.
    const volume = await openChartData(user, 'Volume over time')
    expect(within(volume).getByRole('button', { name: words('selectMeasurement', { id }) })).toHaveAttribute('aria-pressed', 'true')
  })

  it('builds a data table only when it is opened, and its toggle then controls it', async () => {
    const { user } = await renderOverview(1)
    const figure = await screen.findByRole('figure', { name: /Area over time/ })
    await screen.findByText(/measurements loaded\./)
    const toggle = within(figure).getByRole('button', { name: words('showDataOf', { name: words('areaChart') }) })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).not.toHaveAttribute('aria-controls')
    expect(screen.queryByRole('table', { name: words('chartData', { name: words('areaChart') }) })).not.toBeInTheDocument()
    expect(document.querySelectorAll('.chart-data')).toHaveLength(0)

    const table = await openChartData(user, 'Area over time')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(table)
    await user.click(toggle)
    expect(table).not.toBeInTheDocument()
  })

  it('charts the measure chosen in "Measure"', async () => {
    const { user } = await renderOverview(1)
    await screen.findByRole('figure', { name: /^Perimeter over time \(cm\)/ })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Measure' }), 'Max depth')
    expect(await screen.findByRole('figure', { name: /^Max depth over time \(cm\)/ })).toBeInTheDocument()
    const table = await openChartData(user, 'Max depth over time')
    expect(within(table).getAllByRole('columnheader')[2]).toHaveTextContent('Max depth (cm)')
    expect(screen.queryByRole('table', { name: 'Perimeter over time data' })).not.toBeInTheDocument()
  })

  it('says so when a wound has nothing to chart', async () => {
    await renderOverview(2)
    expect(await screen.findByText(/No measurements are recorded for this wound/)).toBeInTheDocument()
    expect(await screen.findByText(/No assessments are recorded for this wound/)).toBeInTheDocument()
    expect(screen.queryByRole('figure')).not.toBeInTheDocument()
  })

  it('shows the service’s error once, with Retry, when both lists fail alike', async () => {
    const { user } = await renderOverview(4)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Access denied')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied')
  })
})

describe('the charts in another language (the app URL’s lang)', () => {
  it('German: the charts’ words from their German catalog, their section marked as German', async () => {
    const { user } = await renderOverview(1, '/?wound=1&tab=overview&lang=de')
    expect(await screen.findByRole('figure', { name: /^Fläche im Zeitverlauf \(cm²\)/ })).toBeInTheDocument()
    expect(await screen.findByText(/Messungen geladen\./)).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Messgröße' })).toBeInTheDocument()
    expect(document.querySelector('.overview-charts')).toHaveAttribute('lang', 'de')
    const toggle = screen.getByRole('button', { name: 'Daten zeigen: Fläche im Zeitverlauf' })
    await user.click(toggle)
    expect(await screen.findByRole('columnheader', { name: 'Datum' })).toBeInTheDocument()
  })

  it('pseudo-locale: none of the charts’ own English words is left', async () => {
    const { user } = await renderOverview(1, '/?wound=1&tab=overview&lang=en-XA')
    const charts = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.overview-charts')
      if (element === null) throw new Error('no charts yet')
      expect(element.querySelectorAll('figure .chart-canvas:not(.chart-pending)').length).toBeGreaterThan(4)
      return element
    })
    // Every data table open, so that its headers and row words are read too.
    for (const toggle of within(charts).getAllByRole('button', { expanded: false })) await user.click(toggle)
    const english = Object.values(readCatalog(`${ROOT}/src/words/charts/en.json`)).filter(
      (message) => !message.includes('{') && /[a-z]/i.test(message),
    )
    expect(english.filter((message) => charts.textContent.includes(message))).toEqual([])
    expect(charts).toHaveAttribute('lang', 'en-XA')
  })
})
