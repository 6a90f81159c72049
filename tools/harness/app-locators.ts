import type { Locator, Page } from 'playwright-core'

/**
 * The app's screen as a user finds it, by role and accessible name only: what the e2e tests and
 * the bench both drive. Playwright matches a string name case-insensitively as a substring, so
 * extra words around a name are fine.
 */

export type ListName = 'Measurements' | 'Assessments'

export const woundIdField = (page: Page) => page.getByRole('textbox', { name: 'Wound ID' })
/** "Load", with extra words allowed, but not "Download" or "Reload". */
export const loadButton = (page: Page) => page.getByRole('button', { name: /\bload\b/i })
export const listTable = (page: Page, name: ListName) => page.getByRole('table', { name })

/**
 * IDs in the table's ID column, top to bottom (its controls, the children toggle and the images
 * button, left out). Rows without a number (an empty state, a loading row) are left out.
 */
export async function rowIds(table: Locator): Promise<number[]> {
  const texts = await columnTexts(table, 'ID')
  return texts.flatMap((text) => {
    const match = /\b\d+\b/.exec(text)
    return match ? [Number(match[0])] : []
  })
}

const singular = (list: ListName) => (list === 'Measurements' ? 'Measurement' : 'Assessment')

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The texts of one column (found by its header, which must start with `header`: "Area" finds
 * "Area (cm²)") for every body row, top to bottom, controls left out. Detail rows spanning the
 * table are skipped.
 */
export function columnTexts(table: Locator, header: string): Promise<string[]> {
  return table.evaluate((tableElement, wanted) => {
    const CELL = 'td, th, [role="cell"], [role="gridcell"], [role="rowheader"], [role="columnheader"]'
    const ownRows = [...tableElement.querySelectorAll('tr, [role="row"]')].filter(
      (row) => row.parentElement?.closest('table, [role="table"], [role="grid"], [role="treegrid"]') === tableElement,
    )
    const cellsOf = (row: Element) => [...row.children].filter((cell) => cell.matches(CELL))
    const isHeaderRow = (row: Element) =>
      row.closest('thead') !== null || cellsOf(row).some((cell) => cell.getAttribute('role') === 'columnheader')
    const headerRow = ownRows.find(isHeaderRow)
    if (!headerRow) throw new Error('The table has no header row')
    const headerCells = cellsOf(headerRow)
    const pattern = new RegExp(`^\\s*${wanted}\\b`, 'i')
    const column = headerCells.findIndex((cell) => pattern.test(cell.textContent))
    if (column < 0) throw new Error(`No "${wanted}" column among: ${headerCells.map((c) => c.textContent.trim()).join(' | ')}`)
    const texts: string[] = []
    for (const row of ownRows) {
      if (isHeaderRow(row) || (row instanceof HTMLElement && row.hidden)) continue
      const cells = cellsOf(row)
      if (cells.length < headerCells.length) continue
      const copy = cells[column]?.cloneNode(true) as Element | undefined
      if (!copy) continue
      for (const control of copy.querySelectorAll('button, [aria-hidden="true"]')) control.remove()
      texts.push(copy.textContent.replace(/\s+/g, ' ').trim())
    }
    return texts
  }, escapeRegExp(header))
}

/**
 * A group of list controls ("Measurement filters", "Measurement columns"), opened first if it sits
 * behind a disclosure (a button with aria-expanded, or a <summary>, whose name mentions it).
 */
async function revealGroup(page: Page, name: string, hint: RegExp): Promise<Locator> {
  const group = page.getByRole('group', { name })
  const opener = page.getByRole('button', { name: hint, expanded: false }).or(page.locator('summary').filter({ hasText: hint }))
  await group.or(opener).first().waitFor()
  if (!(await group.isVisible())) {
    await opener.first().click()
    await group.waitFor()
  }
  return group
}

export const filterGroup = (page: Page, list: ListName) => revealGroup(page, `${singular(list)} filters`, /filter/i)
export const columnGroup = (page: Page, list: ListName) => revealGroup(page, `${singular(list)} columns`, /column/i)

/**
 * The value field of a filter, named by its label ("Area", with a unit in brackets allowed), not
 * its "<label> comparison" box: "Date" must not find "Updated" or "Date comparison".
 */
export const filterField = (group: Locator, label: string) =>
  group.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}(\\s*\\([^)]*\\))?\\s*$`, 'i'))
export const comparisonBox = (group: Locator, label: string) =>
  group.getByRole('combobox', { name: new RegExp(`^\\s*${escapeRegExp(label)}\\b.*\\bcomparison\\b`, 'i') })
export const applyFiltersButton = (group: Locator) => group.getByRole('button', { name: 'Apply filters' })
export const clearFiltersButton = (page: Page) => page.getByRole('button', { name: 'Clear filters' })

/**
 * Picks an option of a combobox by its label or value (case-insensitive): a native <select>, or a
 * custom combobox whose options have role option.
 */
export async function chooseOption(combobox: Locator, wanted: string): Promise<void> {
  const index = await combobox.evaluate((element, text) => {
    if (!(element instanceof HTMLSelectElement)) return -2
    const norm = (s: string) => s.trim().toLowerCase()
    return [...element.options].findIndex((option) => norm(option.label) === norm(text) || norm(option.value) === norm(text))
  }, wanted)
  if (index === -2) {
    await combobox.click()
    await combobox.page().getByRole('option', { name: wanted, exact: true }).click()
    return
  }
  if (index < 0) {
    const options = await combobox.evaluate((element) =>
      [...(element as HTMLSelectElement).options].map((o) => `${o.label}=${o.value}`).join(', '),
    )
    throw new Error(`no option "${wanted}" in the combobox (options: ${options})`)
  }
  await combobox.selectOption({ index })
}

/** The sortable header of a column: a column header holding a button named by the label. */
export function sortButton(table: Locator, label: 'ID' | 'Created'): Locator {
  return table.getByRole('columnheader').getByRole('button', { name: new RegExp(`\\b${label}\\b`, 'i') })
}
