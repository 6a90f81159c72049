import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { getWoundData } from '../../src/mocks/data'
import { demoUrl, liveUrl, test } from './browser'
import { comparisonBox, filterField, filterGroup, listTable, loadButton, sortButton, woundIdField } from '../../tools/harness/app-locators'
import {
  appParams,
  ariaSort,
  childrenToggle,
  expectTableShowsAnswer,
  nextListRequest,
  readPageStatus,
  removeFilterButtons,
  rowById,
  showList,
  waitForDemoWoundList,
  waitForRowIds,
} from './wound-view'

/**
 * Keyboard only: every control is reached with Tab / Shift+Tab (never clicked or focused by the
 * test) and operated with Enter, Space and the arrow keys. After each step the focus must be on
 * the control a user expects, visibly (:focus-visible), and the action must have happened.
 */

/** What has the focus, for messages: role-ish tag and accessible name. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return '(nothing: the page body)'
    const byIds = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim()
    const label =
      el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? [...(el.labels ?? [])].map((l) => l.textContent).join(' ') : ''
    const name = el.getAttribute('aria-label') ?? (byIds(el.getAttribute('aria-labelledby')) || label || el.textContent)
    return `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${name.replace(/\s+/g, ' ').trim().slice(0, 80)}"`
  })

/** True when one of the elements `target` matches has the focus, and it shows (:focus-visible). */
const hasVisibleFocus = (target: Locator) =>
  target.evaluateAll((elements) => elements.some((el) => el === document.activeElement && el.matches(':focus-visible')))

async function expectFocus(page: Page, target: Locator, what: string): Promise<void> {
  await expect
    .poll(async () => ((await hasVisibleFocus(target)) ? 'focused' : `focus is on ${await describeFocus(page)}`), {
      message: `focus on ${what}`,
    })
    .toBe('focused')
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails listing where the focus went. */
async function tabTo(page: Page, target: Locator, what: string, { back = false, max = 120 } = {}): Promise<void> {
  const visited: string[] = []
  for (let i = 0; i < max; i++) {
    if (await hasVisibleFocus(target)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    visited.push(await describeFocus(page))
  }
  if (await hasVisibleFocus(target)) return
  throw new Error(
    `${what} was not reached with ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses; the focus went to:\n  ${visited.slice(-25).join('\n  ')}`,
  )
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })

/** Wound 1's first group measurement with children (on the first page). */
function groupWithChildren() {
  const record = getWoundData(1)?.measurements.find((m) => m.type === 'group' && (m.children?.length ?? 0) > 0)
  if (!record?.children) throw new Error('demo wound 1 has no group with children')
  return { id: record.id, childIds: record.children.map((c) => c.id) }
}

describe('keyboard only', () => {
  test('enter a wound ID and load it (Enter, then the Load button with Space); tabs follow the ARIA tabs pattern', async ({ page }) => {
    await page.goto(demoUrl())
    await waitForDemoWoundList(page)
    await tabTo(page, woundIdField(page), 'the Wound ID field')
    await page.keyboard.type('5')
    const wound5 = nextListRequest(page, 'measurements', (p) => p.get('wound_id') === '5', 'wound 5')
    await page.keyboard.press('Enter')
    await wound5
    await waitForRowIds(listTable(page, 'Measurements'))

    // Another wound with the Load button: Shift+Tab back to the field, replace the value, Tab to Load, Space.
    await tabTo(page, woundIdField(page), 'the Wound ID field', { back: true })
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('1')
    await tabTo(page, loadButton(page), 'the Load button')
    const wound1 = nextListRequest(page, 'measurements', (p) => p.get('wound_id') === '1', 'wound 1')
    await page.keyboard.press('Space')
    await wound1
    await expect.poll(() => appParams(page).wound).toBe('1')
    await waitForRowIds(listTable(page, 'Measurements'))

    // One tab stop for the tab list: the selected tab. Arrows move and select, Home/End jump.
    await tabTo(page, tab(page, 'Measurements'), 'the Measurements tab')
    expect(
      await page.getByRole('tab').evaluateAll((tabs) => tabs.filter((t) => (t as HTMLElement).tabIndex === 0).length),
      'one tab in the tab order',
    ).toBe(1)
    const steps: [string, string, 'Measurements' | 'Assessments' | 'Healing overview' | 'Images over time'][] = [
      ['ArrowRight', 'assessments', 'Assessments'],
      ['ArrowRight', 'overview', 'Healing overview'],
      ['ArrowRight', 'images', 'Images over time'],
      ['ArrowRight', 'measurements', 'Measurements'],
      ['ArrowLeft', 'images', 'Images over time'],
      ['Home', 'measurements', 'Measurements'],
      ['End', 'images', 'Images over time'],
      ['ArrowLeft', 'overview', 'Healing overview'],
      ['ArrowLeft', 'assessments', 'Assessments'],
    ]
    for (const [key, param, name] of steps) {
      await page.keyboard.press(key)
      await expectFocus(page, tab(page, name), `the ${name} tab after ${key}`)
      await expect.poll(() => tab(page, name).getAttribute('aria-selected'), { message: `${name} selected after ${key}` }).toBe('true')
      await expect.poll(() => appParams(page).tab ?? 'measurements').toBe(param)
    }
    await waitForRowIds(listTable(page, 'Assessments'))
    // Tab leaves the tab list for the panel, not for the next tab.
    await page.keyboard.press('Tab')
    expect(
      await page.getByRole('tab').evaluateAll((tabs) => tabs.some((t) => t === document.activeElement)),
      'Tab leaves the tab list',
    ).toBe(false)
  })

  test('sort by a header, expand a row with children, page forward', async ({ page }) => {
    await page.goto(demoUrl('?wound=1'))
    const table = await showList(page, 'Measurements')
    await waitForRowIds(table)

    const idSort = sortButton(table, 'ID')
    await tabTo(page, idSort, 'the ID sort button')
    const sorted = nextListRequest(page, 'measurements', (p) => p.get('sort') === 'id', 'sort=id')
    await page.keyboard.press('Enter')
    await expectTableShowsAnswer(page, table, await sorted)
    expect(await ariaSort(table, 'ID')).toBe('ascending')
    await expectFocus(page, idSort, 'the ID sort button, after sorting')
    const descending = nextListRequest(page, 'measurements', (p) => p.get('sort') === '-id', 'sort=-id')
    await page.keyboard.press('Space')
    await expectTableShowsAnswer(page, table, await descending)
    expect(await ariaSort(table, 'ID')).toBe('descending')
    await expectFocus(page, idSort, 'the ID sort button, after sorting again')
    // Once more: away from descending (the unsorted first page may come from the cache, without a request).
    await page.keyboard.press('Enter')
    await expect.poll(() => appParams(page).sort ?? 'none', { message: 'sort after the third press' }).not.toBe('-id')
    await expectFocus(page, idSort, 'the ID sort button, after the third press')

    const group = groupWithChildren()
    await waitForRowIds(table, (ids) => ids.includes(group.id))
    const toggle = childrenToggle(await rowById(table, group.id))
    await tabTo(page, toggle, `the children toggle of measurement ${group.id}`)
    await page.keyboard.press('Space')
    await expect.poll(() => toggle.getAttribute('aria-expanded'), { message: 'expanded' }).toBe('true')
    await waitForRowIds(table, (ids) => group.childIds.every((id) => ids.includes(id)))
    await expectFocus(page, toggle, 'the children toggle, after expanding')
    await page.keyboard.press('Enter')
    await expect.poll(() => toggle.getAttribute('aria-expanded'), { message: 'collapsed' }).toBe('false')

    const next = page.getByRole('button', { name: 'Next page' })
    await tabTo(page, next, 'the Next page button')
    const page2 = nextListRequest(page, 'measurements', (p) => p.get('page') === '2', 'page=2')
    await page.keyboard.press('Enter')
    await expectTableShowsAnswer(page, table, await page2)
    await readPageStatus(page, /Page 2 of \d+/)
    // The focus stays on the pager (a user paging on presses Enter again), never falls to the page body.
    await expectFocus(page, page.getByRole('navigation').getByRole('button'), 'a pager button, after paging')
  })

  test('apply a filter with Enter, remove it, apply again and clear it', async ({ page }) => {
    await page.goto(demoUrl('?wound=1'))
    const table = await showList(page, 'Measurements')
    const firstPage = await waitForRowIds(table)
    const group = await filterGroup(page, 'Measurements')

    const comparison = comparisonBox(group, 'Area')
    await tabTo(page, comparison, 'the Area comparison box')
    // A closed <select> steps through its options with the arrow keys: = > < >= <=.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown')
    expect(await comparison.inputValue()).toBe('>=')
    await tabTo(page, filterField(group, 'Area'), 'the Area field')
    await page.keyboard.type('5')
    const filtered = nextListRequest(page, 'measurements', (p) => p.get('filter[area]') === '>=5', 'filter[area]=>=5')
    await page.keyboard.press('Enter')
    await expectTableShowsAnswer(page, table, await filtered)
    await expect.poll(() => removeFilterButtons(page).count(), { message: 'a filter chip' }).toBe(1)
    await expectFocus(page, filterField(await filterGroup(page, 'Measurements'), 'Area'), 'the Area field, after applying')

    // The chip's remove button.
    await tabTo(page, removeFilterButtons(page), 'the chip\'s "Remove filter" button')
    await page.keyboard.press('Enter')
    // The unfiltered first page is in the cache: no request needed, the rows come back.
    await expect.poll(() => appParams(page)['filter[area]'], { message: 'filter[area] gone from the app URL' }).toBeUndefined()
    await expect.poll(() => removeFilterButtons(page).count(), { message: 'no chip' }).toBe(0)
    await waitForRowIds(table, (ids) => ids.join() === firstPage.join())
    // Its button is gone with it: the focus goes to the start of the filters, not to the page body.
    await expectFocus(
      page,
      (await filterGroup(page, 'Measurements')).locator('input, select').first(),
      'the first filter control, after removing the last chip',
    )

    // Type = group, applied with the button, then "Clear filters".
    const after = await filterGroup(page, 'Measurements')
    const type = filterField(after, 'Type')
    await tabTo(page, type, 'the Type choice')
    await page.keyboard.press('ArrowDown')
    expect(await type.inputValue()).toBe('group')
    const apply = after.getByRole('button', { name: 'Apply filters' })
    await tabTo(page, apply, 'Apply filters')
    const typed = nextListRequest(page, 'measurements', (p) => p.get('filter[type]') === 'group', 'filter[type]=group')
    await page.keyboard.press('Enter')
    await expectTableShowsAnswer(page, table, await typed)
    await expectFocus(page, after.getByRole('button', { name: 'Apply filters' }), 'Apply filters, after applying')

    const clear = after.getByRole('button', { name: 'Clear filters' })
    await tabTo(page, clear, 'Clear filters')
    await page.keyboard.press('Enter')
    // The unfiltered first page is in the cache: no request needed.
    await expect
      .poll(() => Object.keys(appParams(page)).filter((k) => k.startsWith('filter')), { message: 'no filter in the app URL' })
      .toEqual([])
    await expect.poll(() => removeFilterButtons(page).count(), { message: 'no chip' }).toBe(0)
    expect(await type.inputValue(), 'the Type choice is reset').toBe('')
    await waitForRowIds(table, (ids) => ids.join() === firstPage.join())
    await expectFocus(page, after.getByRole('button', { name: 'Clear filters' }), 'Clear filters, after clearing')
  })

  test("open an assessment's detail", async ({ page }) => {
    await page.goto(demoUrl('?wound=1&tab=assessments'))
    const table = await showList(page, 'Assessments')
    const [firstId] = await waitForRowIds(table)
    const detail = table.getByRole('button', { name: /^Show details of / }).first()
    await tabTo(page, detail, "the first assessment's Details button")
    await page.keyboard.press('Enter')
    await expect.poll(() => detail.getAttribute('aria-expanded'), { message: 'detail open' }).toBe('true')
    const controlled = await detail.getAttribute('aria-controls')
    if (controlled) expect(await page.locator(`[id="${controlled}"]`).isVisible(), 'the detail it controls is shown').toBe(true)
    await expectFocus(page, detail, 'the Details button, after opening')
    expect(await page.getByRole('tabpanel').innerText()).toContain(String(firstId))
    await page.keyboard.press('Space')
    await expect.poll(() => detail.getAttribute('aria-expanded'), { message: 'detail closed' }).toBe('false')
  })

  test('images: open from a row, enlarge and close with Escape, compare, close; focus returns to the opener', async ({ page }) => {
    await page.goto(demoUrl('?wound=1'))
    const table = await showList(page, 'Measurements')
    await waitForRowIds(table)
    const opener = page.getByRole('button', { name: 'Images for measurement 100011' })
    await tabTo(page, opener, 'Images for measurement 100011')
    await page.keyboard.press('Enter')
    const region = page.getByRole('dialog', { name: 'Images' })
    await region
      .getByRole('img', { name: /original/i })
      .first()
      .waitFor({ timeout: 15_000 })
    expect(appParams(page).selected).toBe('100011')

    // ← and → step through the measurements by date while the focus is in the panel.
    const enlarge = region.getByRole('button', { name: /^Enlarge original/ }).first()
    await tabTo(page, enlarge, 'Enlarge original')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: /^Original image/ })
    await dialog.waitFor()
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), 'the focus moved into the dialog').toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expectFocus(page, enlarge, 'Enlarge original, after Escape')

    const compare = region.getByRole('button', { name: 'Compare' })
    await tabTo(page, compare, 'Compare', { back: true })
    await page.keyboard.press('Enter')
    await expect.poll(() => compare.getAttribute('aria-pressed')).toBe('true')
    const firstDate = region.getByLabel('First date')
    await tabTo(page, firstDate, 'the First date choice')
    const before = await firstDate.inputValue()
    await page.keyboard.press('ArrowDown')
    expect(await firstDate.inputValue(), 'another first date').not.toBe(before)
    await tabTo(page, compare, 'Compare', { back: true })
    await page.keyboard.press('Space')
    await expect.poll(() => compare.getAttribute('aria-pressed')).toBe('false')

    const close = region.getByRole('button', { name: 'Close images' })
    await tabTo(page, close, 'Close images')
    await page.keyboard.press('Enter')
    await region.waitFor({ state: 'detached' })
    // The app URL is written after the state changes (nuqs batches its writes): poll it.
    await expect.poll(() => appParams(page).selected).toBeUndefined()
    await expectFocus(page, opener, 'Images for measurement 100011, after closing the panel')
  })

  test('open the connection settings, close them with Escape and with Cancel; focus returns to the button', async ({ page }) => {
    await page.goto(liveUrl())
    await woundIdField(page).waitFor()
    const settings = page.getByRole('button', { name: 'Connection settings' })
    await tabTo(page, settings, 'Connection settings')
    await page.keyboard.press('Enter')
    // The live build is made for one service: the form asks for the key alone, so it starts there.
    const baseUrl = page.getByRole('textbox', { name: 'API base URL' })
    const keyField = page.getByLabel('API key')
    await expectFocus(page, keyField, 'the API key field, on opening')
    expect(await settings.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    await baseUrl.waitFor({ state: 'detached' })
    await expectFocus(page, settings, 'Connection settings, after Escape')
    expect(await settings.getAttribute('aria-expanded')).toBe('false')

    await page.keyboard.press('Space')
    await expectFocus(page, keyField, 'the API key field, on opening again')
    await tabTo(page, page.getByRole('button', { name: 'Cancel' }), 'Cancel')
    await page.keyboard.press('Enter')
    await baseUrl.waitFor({ state: 'detached' })
    await expectFocus(page, settings, 'Connection settings, after Cancel')

    // And the form is usable: a key entered and saved with Enter connects.
    await page.keyboard.press('Enter')
    await tabTo(page, keyField, 'the API key field')
    await page.keyboard.type('test-key')
    await page.keyboard.press('Enter')
    await baseUrl.waitFor({ state: 'detached' })
    await tabTo(page, woundIdField(page), 'the Wound ID field')
    await page.keyboard.type('1')
    await page.keyboard.press('Enter')
    await waitForRowIds(await showList(page, 'Measurements'))
  })
})
