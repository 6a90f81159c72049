import { join } from 'node:path'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openChartData } from '../chart-data'
import { renderApp } from '../../render-app'
import { compileCatalog, englishWords, readCatalog } from '../../../scripts/catalogs'
import { ROOT } from '../../../tools/harness/paths'
import { say } from '../words'

const WORDS = join(ROOT, 'src/words')

/*
 * The app URL's `lang` changed while a wound is open (Back or Forward to a link in another
 * language): every date and number on screen is written again in the new locale, without a reload,
 * memoised rows and opened data tables included. jsdom's browser prefers en-US.
 */

const ENGLISH_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}/
const GERMAN_DATE = /^\d{2}\.\d{2}\.\d{4}/

const english = englishWords(WORDS, 'first-rows')
const germanCatalog = compileCatalog(readCatalog(join(WORDS, 'first-rows', 'de.json')), 'de')
/** A first-row message in German, as the German catalog says it. */
const german = (id: string, values?: Record<string, unknown>) => {
  const message = germanCatalog[id]
  if (!message) throw new Error(`no message "${id}" in first-rows/de.json`)
  return message(values)
}

/** The German catalogs load as chunks of their own: on a cold module cache, seconds. */
const LOADED = { timeout: 15_000 }

/** The app URL changed as the browser's Back or Forward changes it: a new address and a popstate. */
async function goTo(url: string) {
  await act(async () => {
    window.history.pushState(null, '', url)
    window.dispatchEvent(new PopStateEvent('popstate'))
    await Promise.resolve()
  })
}

/** The text of the first cell of each row of a table's body. */
const firstCells = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody tr'), (row) => row.querySelector('td, th')?.textContent.trim() ?? '')

describe('switching the language', () => {
  it('writes the charts’ data tables again in the new locale', async () => {
    const { user } = renderApp({ url: '/?wound=1&tab=overview' })
    const table = await openChartData(user, say('charts', 'areaChart'))
    await waitFor(() => {
      expect(firstCells(table).length).toBeGreaterThan(3)
    })
    const [englishDate] = firstCells(table)
    expect(englishDate).toMatch(ENGLISH_DATE)

    await goTo('/?wound=1&tab=overview&lang=de')
    await waitFor(() => {
      const shown = document.querySelector<HTMLElement>('.chart-data table')
      expect(shown && firstCells(shown)[0]).toMatch(GERMAN_DATE)
    }, LOADED)
    const germanTable = document.querySelector<HTMLElement>('.chart-data table')
    if (!germanTable) throw new Error('the data table closed')
    expect(firstCells(germanTable).every((date) => GERMAN_DATE.test(date))).toBe(true)
    // The series are named in the new language too: the table's header, and the measures to choose.
    const area = german('withUnit', { label: german('fieldArea'), unit: 'cm²' })
    expect(within(germanTable).getByRole('columnheader', { name: area })).toBeInTheDocument()
    const choosable = screen.getAllByRole('option').map((option) => option.textContent)
    expect(choosable).toContain(german('fieldPerimeter'))
    expect(choosable).not.toContain(english('fieldPerimeter'))
  })

  it('writes the measurements list’s dates and sizes again in the new locale', async () => {
    renderApp({ url: '/?wound=1' })
    const list = await screen.findByRole('table', { name: say('first-rows', 'measurementsLabel') }, { timeout: 15_000 })
    await waitFor(() => {
      expect(within(list).getAllByRole('row').length).toBeGreaterThan(3)
    })
    const englishText = list.textContent
    expect(englishText).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)
    expect(englishText).toMatch(/\d\.\d{2}/)

    await goTo('/?wound=1&lang=de')
    await waitFor(() => {
      expect(screen.getByRole('table', { name: german('measurementsLabel') }).textContent).toMatch(/\d{2}\.\d{2}\.\d{4}/)
    }, LOADED)
    const germanText = screen.getByRole('table', { name: german('measurementsLabel') }).textContent
    expect(germanText).not.toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)
    expect(germanText).toMatch(/\d,\d{2}/)
    // The words of the first rows' frame follow too: the header, the wound's heading, its tabs.
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('heading', { level: 1 })).toHaveTextContent(german('appName'))
    expect(within(banner).getByRole('textbox', { name: german('woundIdLabel') })).toHaveValue('1')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(german('woundHeading', { woundId: 1 }))
    expect(screen.getByRole('tab', { name: german('overviewTab') })).toBeInTheDocument()
    // The list's frame and its columns too: the pager, the area's header with its unit.
    expect(screen.getByRole('button', { name: german('nextPage') })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: german('measurementsLabel') })
    expect(
      within(table).getByRole('columnheader', { name: german('withUnit', { label: german('fieldArea'), unit: 'cm²' }) }),
    ).toBeInTheDocument()

    await goTo('/?wound=1')
    expect(await screen.findByRole('tab', { name: english('overviewTab') })).toBeInTheDocument()
    expect(within(screen.getByRole('banner')).getByRole('heading', { level: 1 })).toHaveTextContent(english('appName'))
  })
})

describe('switching the language on the caseload', () => {
  it('writes each wound’s row again in the new locale (rows drawn again only when they change)', async () => {
    renderApp({ url: '/?wounds=1,2,3' })
    const table = await screen.findByRole('table', { name: say('caseload', 'heading') }, { timeout: 15_000 })
    await waitFor(
      () => {
        expect(table.textContent).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)
      },
      { timeout: 15_000 },
    )
    await goTo('/?wounds=1,2,3&lang=de')
    await waitFor(() => {
      expect(screen.getByRole('table', { name: /^(Caseload|Wundliste)$/ }).textContent).toMatch(/\d{2}\.\d{2}\.\d{4}/)
    }, LOADED)
    expect(screen.getByRole('table', { name: /^(Caseload|Wundliste)$/ }).textContent).not.toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)
  })
})
