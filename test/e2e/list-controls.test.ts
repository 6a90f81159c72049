import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { getWoundData } from '../../src/mocks/data'
import { demoUrl, expectNoSeriousA11yViolations, test } from './browser'
import {
  applyFiltersButton,
  chooseOption,
  clearFiltersButton,
  columnGroup,
  comparisonBox,
  filterField,
  filterGroup,
  rowIds,
  sortButton,
  columnTexts,
} from '../../tools/harness/app-locators'
import {
  appParams,
  ariaSort,
  childrenToggle,
  chosenOption,
  columnHeaders,
  describedText,
  expectTableShowsAnswer,
  nextListRequest,
  readPageStatus,
  recordApiRequests,
  removeFilterButtons,
  rowById,
  showList,
  shownDateToIso,
  shownNumber,
  waitForQuiet,
  waitForRowIds,
  type ApiRequest,
} from './wound-view'

/**
 * The list controls on the demo build: sorting headers, filter groups and chips, the column chooser
 * and nested rows. Each action is checked twice: on the request the app sends (recorded from the
 * page; the demo worker's fetches are seen too) and on the screen, which must show exactly the rows
 * the demo service answers to that request.
 */

const wound1 = () => {
  const history = getWoundData(1)
  if (!history) throw new Error('demo wound 1 is missing')
  return history
}

/** wound 1, Measurements, at `query` (e.g. `&page=2`); waits for the table's first rows. */
async function openMeasurements(page: Page, query = ''): Promise<{ table: Locator; first: ApiRequest }> {
  const first = nextListRequest(page, 'measurements', () => true, 'the first measurements request')
  await page.goto(demoUrl(`?wound=1${query}`))
  const table = await showList(page, 'Measurements')
  const request = await first
  await waitForRowIds(table)
  // The wound summary arrives about 0.2 s after the first rows, into a place held for it at its size
  // (summary-layout.test.ts checks the list does not move). These tests are about the controls: they
  // click once the summary is in all the same.
  await page.locator('.wound-summary[role="group"]').waitFor()
  return { table, first: request }
}

const isPage1 = (params: URLSearchParams) => (params.get('page') ?? '1') === '1'
const hasNoFilter = (params: URLSearchParams) => [...params.keys()].every((name) => !name.startsWith('filter'))
const ascending = (ids: readonly number[]) => ids.every((id, i) => i === 0 || (ids[i - 1] ?? 0) < id)
const descending = (ids: readonly number[]) => ids.every((id, i) => i === 0 || (ids[i - 1] ?? 0) > id)

/** Sends no request within a short while after `action`, and the app URL stays as it was. */
async function expectNoRequest(page: Page, requests: readonly ApiRequest[], action: () => Promise<void>, what: string): Promise<void> {
  const before = requests.length
  const url = page.url()
  await action()
  await page.waitForTimeout(500)
  expect(
    requests.slice(before).map((r) => r.url.href),
    `${what}: no request`,
  ).toEqual([])
  expect(page.url(), `${what}: the app URL is unchanged`).toBe(url)
}

/** The field is marked invalid and points (aria-describedby) to a message that is on screen. */
async function expectFieldError(field: Locator, what: string): Promise<string> {
  await expect.poll(() => field.getAttribute('aria-invalid'), { message: `${what}: aria-invalid` }).toBe('true')
  const message = await describedText(field)
  expect(message, `${what}: the message the field points to`).not.toBe('')
  return message
}

describe('list controls: sorting', () => {
  test('the ID header sorts ascending, then descending, and sorting from page 2 returns to page 1', async ({ page }) => {
    const { table } = await openMeasurements(page, '&page=2')
    await readPageStatus(page, /Page 2 of \d+/i)
    expect(await ariaSort(table, 'ID')).toBe('none')

    const up = nextListRequest(page, 'measurements', (p) => p.get('sort') === 'id', 'sort=id')
    await sortButton(table, 'ID').click()
    const upRequest = await up
    expect(isPage1(upRequest.url.searchParams), `sorting starts at page 1: ${upRequest.url.search}`).toBe(true)
    const upAnswer = await expectTableShowsAnswer(page, table, upRequest)
    expect(upAnswer.currentPage).toBe(1)
    expect(await ariaSort(table, 'ID')).toBe('ascending')
    expect(await ariaSort(table, 'Created')).toBe('none')
    const upIds = await rowIds(table)
    expect(ascending(upIds), `ascending IDs: ${upIds.join(',')}`).toBe(true)
    expect(appParams(page)).toMatchObject({ wound: '1', sort: 'id' })
    expect(appParams(page).page, 'page 1 is the default, left out of the app URL').toBeUndefined()

    const down = nextListRequest(page, 'measurements', (p) => p.get('sort') === '-id', 'sort=-id')
    await sortButton(table, 'ID').click()
    const downRequest = await down
    expect(isPage1(downRequest.url.searchParams)).toBe(true)
    await expectTableShowsAnswer(page, table, downRequest)
    expect(await ariaSort(table, 'ID')).toBe('descending')
    const downIds = await rowIds(table)
    expect(descending(downIds), `descending IDs: ${downIds.join(',')}`).toBe(true)
    expect(downIds[0], 'the newest measurement first').toBe(Math.max(...wound1().measurements.map((m) => m.id)))
    expect(appParams(page).sort).toBe('-id')
  })

  test('the Created header sorts by created_at, which is not the ID order', async ({ page }) => {
    const { table } = await openMeasurements(page)
    expect(await ariaSort(table, 'Created')).toBe('none')

    const up = nextListRequest(page, 'measurements', (p) => p.get('sort') === 'created_at', 'sort=created_at')
    await sortButton(table, 'Created').click()
    await expectTableShowsAnswer(page, table, await up)
    expect(await ariaSort(table, 'Created')).toBe('ascending')
    expect(await ariaSort(table, 'ID')).toBe('none')
    // Measurement 100016 was entered after 100017 (demo data): by created_at it comes later.
    const ids = await rowIds(table)
    expect(ids.indexOf(100017), `100017 before 100016 in ${ids.join(',')}`).toBeLessThan(ids.indexOf(100016))
    expect(ids.indexOf(100016)).toBeGreaterThanOrEqual(0)

    const down = nextListRequest(page, 'measurements', (p) => p.get('sort') === '-created_at', 'sort=-created_at')
    await sortButton(table, 'Created').click()
    await expectTableShowsAnswer(page, table, await down)
    expect(await ariaSort(table, 'Created')).toBe('descending')
    expect(appParams(page).sort).toBe('-created_at')
  })
})

describe('list controls: filters', () => {
  test('Area >= 5 with Enter: request, rows, page 1, a chip; "Remove filter" removes it', async ({ page }) => {
    const { table } = await openMeasurements(page, '&page=2')
    await readPageStatus(page, /Page 2 of \d+/i)
    const group = await filterGroup(page, 'Measurements')
    expect(await removeFilterButtons(page).count(), 'no chips before filtering').toBe(0)

    await chooseOption(comparisonBox(group, 'Area'), '>=')
    const area = filterField(group, 'Area')
    await area.fill('5')
    const filtered = nextListRequest(page, 'measurements', (p) => p.get('filter[area]') === '>=5', 'filter[area]=>=5')
    await area.press('Enter')
    const request = await filtered
    expect(request.url.search, 'the operator and value are sent as filter[area]=>=5').toContain('filter[area]=%3E%3D5')
    expect(isPage1(request.url.searchParams), `filtering starts at page 1: ${request.url.search}`).toBe(true)
    const answer = await expectTableShowsAnswer(page, table, request)
    expect(answer.currentPage).toBe(1)
    expect(answer.total, 'some but not all measurements have an area of 5 or more').toBeGreaterThan(0)

    const areas = await columnTexts(table, 'Area')
    expect(areas.length).toBe(answer.ids.length)
    for (const text of areas) expect(shownNumber(text), `Area cell "${text}"`).toBeGreaterThanOrEqual(5)
    expect(appParams(page)['filter[area]']).toBe('>=5')
    expect(appParams(page).page).toBeUndefined()

    const chip = removeFilterButtons(page)
    await expect.poll(() => chip.count(), { message: 'one chip' }).toBe(1)
    const chipText = await describedText(chip.first())
    expect(chipText, 'the chip text describes the filter').toMatch(/area/i)
    expect(chipText).toMatch(/\b5\b/)

    const unfiltered = nextListRequest(page, 'measurements', hasNoFilter, 'the unfiltered list')
    await chip.first().click()
    const after = await unfiltered
    expect(isPage1(after.url.searchParams)).toBe(true)
    await expectTableShowsAnswer(page, table, after)
    await expect.poll(() => removeFilterButtons(page).count(), { message: 'chip removed' }).toBe(0)
    expect(appParams(page)['filter[area]']).toBeUndefined()
  })

  test('Type = group: filter[type]=group and only group rows', async ({ page }) => {
    const { table } = await openMeasurements(page)
    const group = await filterGroup(page, 'Measurements')
    const type = filterField(group, 'Type')
    expect(await comparisonBox(group, 'Type').count(), 'Type is matched exactly: no comparison').toBe(0)
    await chooseOption(type, 'group')
    const filtered = nextListRequest(page, 'measurements', (p) => p.get('filter[type]') === 'group', 'filter[type]=group')
    await applyFiltersButton(group).click()
    const request = await filtered
    expect(request.url.search).toContain('filter[type]=group')
    const answer = await expectTableShowsAnswer(page, table, request)
    const groups = wound1()
      .measurements.filter((m) => m.type === 'group')
      .map((m) => m.id)
    expect(answer.ids).toEqual(groups)
    const types = await columnTexts(table, 'Type')
    expect(types.length).toBe(groups.length)
    for (const text of types) expect(text, 'Type cell').toMatch(/^group$/i)
    expect(appParams(page)['filter[type]']).toBe('group')
    expect((await chosenOption(filterField(await filterGroup(page, 'Measurements'), 'Type'))).toLowerCase()).toBe('group')
  })

  test('Locked = yes: filter[is_locked]=true and only locked rows', async ({ page }) => {
    const { table } = await openMeasurements(page)
    const group = await filterGroup(page, 'Measurements')
    await chooseOption(filterField(group, 'Locked'), 'yes')
    const filtered = nextListRequest(page, 'measurements', (p) => p.get('filter[is_locked]') === 'true', 'filter[is_locked]=true')
    await applyFiltersButton(group).click()
    const request = await filtered
    const answer = await expectTableShowsAnswer(page, table, request)
    expect(answer.total).toBe(wound1().measurements.filter((m) => m.is_locked).length)
    const locked = await columnTexts(table, 'Locked')
    expect(locked.length).toBe(answer.ids.length)
    for (const text of locked) expect(text, 'Locked cell').toMatch(/^yes$/i)
    expect(appParams(page)['filter[is_locked]']).toBe('true')
  })

  test('an invalid Area or Date shows a message on that field and sends nothing', async ({ page }) => {
    const requests = recordApiRequests(page)
    const { table } = await openMeasurements(page)
    await waitForQuiet(requests)
    const group = await filterGroup(page, 'Measurements')

    const area = filterField(group, 'Area')
    await area.fill('abc')
    await expectNoRequest(page, requests, () => area.press('Enter'), 'Area "abc" with Enter')
    const areaMessage = await expectFieldError(area, 'Area "abc"')
    await expectNoRequest(page, requests, () => applyFiltersButton(group).click(), 'Area "abc" with "Apply filters"')
    expect(await removeFilterButtons(page).count(), 'no chip for an invalid value').toBe(0)

    const date = filterField(group, 'Date')
    await area.fill('')
    const dateType = await date.getAttribute('type')
    if (dateType === 'date') {
      // A native date input cannot hold "2026-13-45" (Playwright refuses to fill it); an
      // unfinished date (day and month typed, no year) is how a user gets a bad date into it.
      await date.click()
      await date.pressSequentially('1303')
      expect(await date.evaluate((input) => (input as HTMLInputElement).validity.badInput), 'the date input holds an unfinished date').toBe(
        true,
      )
    } else {
      await date.fill('2026-13-45')
    }
    await expectNoRequest(page, requests, () => date.press('Enter'), `Date "2026-13-45" (input type ${dateType ?? 'text'}) with Enter`)
    await expectFieldError(date, 'Date "2026-13-45"')
    expect(await area.getAttribute('aria-invalid'), 'Area, now empty, is no longer invalid').not.toBe('true')
    expect(areaMessage).not.toBe('')

    // Fixed, it applies: the message goes and the request goes out.
    await date.fill('')
    await group.getByRole('combobox', { name: 'Area comparison', exact: true }).selectOption('>=')
    await area.fill('5')
    const fixed = nextListRequest(page, 'measurements', (p) => p.get('filter[area]') === '>=5', 'filter[area]=>=5')
    await area.press('Enter')
    await expectTableShowsAnswer(page, table, await fixed)
    const fieldAfter = filterField(await filterGroup(page, 'Measurements'), 'Area')
    await expect.poll(() => fieldAfter.getAttribute('aria-invalid'), { message: 'aria-invalid cleared' }).not.toBe('true')
  })

  test('"Clear filters" clears every filter', async ({ page }) => {
    const { table } = await openMeasurements(page, '&page=2')
    const group = await filterGroup(page, 'Measurements')
    await chooseOption(comparisonBox(group, 'Area'), '>=')
    await filterField(group, 'Area').fill('5')
    await chooseOption(filterField(group, 'Type'), 'multiple')
    const both = nextListRequest(
      page,
      'measurements',
      (p) => p.get('filter[area]') === '>=5' && p.get('filter[type]') === 'multiple',
      'both filters',
    )
    await applyFiltersButton(group).click()
    await expectTableShowsAnswer(page, table, await both)
    await expect.poll(() => removeFilterButtons(page).count(), { message: 'two chips' }).toBe(2)

    const cleared = nextListRequest(page, 'measurements', (p) => hasNoFilter(p) && isPage1(p), 'the unfiltered list')
    await clearFiltersButton(page).click()
    await expectTableShowsAnswer(page, table, await cleared)
    await expect.poll(() => removeFilterButtons(page).count(), { message: 'no chips' }).toBe(0)
    expect(Object.keys(appParams(page)).filter((name) => name.startsWith('filter'))).toEqual([])
    const after = await filterGroup(page, 'Measurements')
    expect(await filterField(after, 'Area').inputValue()).toBe('')
    expect((await chosenOption(filterField(after, 'Type'))).toLowerCase()).toMatch(/^(any|)$/)
  })

  test('Date >= 2026-03-01: filter[date]=>=2026-03-01 and dates on or after it', async ({ page }) => {
    const { table } = await openMeasurements(page)
    const group = await filterGroup(page, 'Measurements')
    await chooseOption(comparisonBox(group, 'Date'), '>=')
    const date = filterField(group, 'Date')
    await date.fill('2026-03-01')
    const filtered = nextListRequest(page, 'measurements', (p) => p.get('filter[date]') === '>=2026-03-01', 'filter[date]=>=2026-03-01')
    await date.press('Enter')
    const answer = await expectTableShowsAnswer(page, table, await filtered)
    expect(answer.total).toBe(wound1().measurements.filter((m) => m.date >= '2026-03-01').length)
    const dates = await columnTexts(table, 'Date')
    expect(dates.length).toBe(answer.ids.length)
    for (const text of dates) {
      const iso = shownDateToIso(text)
      expect(iso, `Date cell "${text}" reads as a date`).toBeDefined()
      expect(iso ?? '', `Date cell "${text}"`).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect((iso ?? '') >= '2026-03-01', `Date cell "${text}" is on or after 1 Mar 2026`).toBe(true)
    }
    expect(appParams(page)['filter[date]']).toBe('>=2026-03-01')
  })

  test('the comparison boxes offer = > < >= <=', async ({ page }) => {
    await openMeasurements(page)
    const group = await filterGroup(page, 'Measurements')
    for (const label of [
      'ID',
      'Date',
      'Created',
      'Updated',
      'Avg depth',
      'Max depth',
      'Max width',
      'Max length',
      'Perimeter',
      'Area',
      'Volume',
      'Granulation',
      'Slough',
      'Eschar',
    ]) {
      expect(await filterField(group, label).count(), `field "${label}"`).toBe(1)
      const options = await comparisonBox(group, label).evaluate((element) =>
        element instanceof HTMLSelectElement ? [...element.options].map((o) => o.label.trim()) : null,
      )
      if (options) expect(new Set(options), `"${label} comparison" options`).toEqual(new Set(['=', '>', '<', '>=', '<=']))
    }
    for (const label of ['Type', 'Locked']) expect(await filterField(group, label).count(), `choice "${label}"`).toBe(1)
  })
})

describe('list controls: columns and nested rows', () => {
  test('unticking "Volume" asks for fields without volume (id kept) and drops the column', async ({ page }) => {
    const { table } = await openMeasurements(page)
    expect(await columnHeaders(table)).toContainEqual(expect.stringMatching(/^Volume\b/i))
    const columns = await columnGroup(page, 'Measurements')
    const volume = columns.getByRole('checkbox', { name: /^\s*Volume\b/i })
    expect(await volume.isChecked()).toBe(true)
    expect(await columns.getByRole('checkbox', { name: /^\s*ID\b/i }).isChecked(), 'ID stays chosen').toBe(true)

    const narrowed = nextListRequest(page, 'measurements', (p) => p.has('fields'), 'a request with fields=')
    await volume.uncheck()
    const request = await narrowed
    const fields = (request.url.searchParams.get('fields') ?? '').split(',')
    expect(fields).toContain('id')
    expect(fields).not.toContain('volume')
    expect(fields).toContain('area')
    await expectTableShowsAnswer(page, table, request)
    await expect
      .poll(async () => (await columnHeaders(table)).some((h) => /^Volume\b/i.test(h)), { message: 'the Volume column is gone' })
      .toBe(false)
    expect(await columnHeaders(table)).toContainEqual(expect.stringMatching(/^Area\b/i))
    expect(appParams(page).fields?.split(',')).not.toContain('volume')

    await (await columnGroup(page, 'Measurements')).getByRole('checkbox', { name: /^\s*Volume\b/i }).check()
    await expect
      .poll(async () => (await columnHeaders(table)).some((h) => /^Volume\b/i.test(h)), { message: 'the Volume column is back' })
      .toBe(true)
    expect(appParams(page).fields, 'every column chosen: no fields in the app URL').toBeUndefined()
  })

  test('a group row expands to its children, and its multiple child to its own (two levels)', async ({ page }) => {
    const { table, first } = await openMeasurements(page)
    const answer = await expectTableShowsAnswer(page, table, first)
    // One "children" toggle per row of the page that has children, each with aria-expanded.
    const withChildren = wound1().measurements.filter((m) => answer.ids.includes(m.id) && (m.children?.length ?? 0) > 0)
    const toggles = table.getByRole('button', { name: /children/i })
    expect(await toggles.count()).toBe(withChildren.length)
    for (const toggle of await toggles.all()) expect(await toggle.getAttribute('aria-expanded')).toBe('false')

    const groupRecord = withChildren.find((m) => m.type === 'group')
    const multipleChild = groupRecord?.children?.find((c) => c.type === 'multiple')
    if (!groupRecord?.children || !multipleChild?.children) throw new Error('demo wound 1 has no group with a multiple child on page 1')
    const childIds = groupRecord.children.map((c) => c.id)
    const grandchildIds = multipleChild.children.map((c) => c.id)
    const before = await rowIds(table)

    const groupToggle = childrenToggle(await rowById(table, groupRecord.id))
    await groupToggle.click()
    await expect.poll(() => groupToggle.getAttribute('aria-expanded'), { message: 'group row expanded' }).toBe('true')
    const level1 = await waitForRowIds(table, (ids) => childIds.every((id) => ids.includes(id)))
    const at = level1.indexOf(groupRecord.id)
    expect(level1.slice(at, at + 1 + childIds.length), 'the children right below their group').toEqual([groupRecord.id, ...childIds])
    expect(
      grandchildIds.some((id) => level1.includes(id)),
      'grandchildren stay hidden',
    ).toBe(false)
    expect(level1.filter((id) => !childIds.includes(id))).toEqual(before)

    const multipleToggle = childrenToggle(await rowById(table, multipleChild.id))
    expect(await multipleToggle.getAttribute('aria-expanded')).toBe('false')
    await multipleToggle.click()
    await expect.poll(() => multipleToggle.getAttribute('aria-expanded'), { message: 'multiple child expanded' }).toBe('true')
    const level2 = await waitForRowIds(table, (ids) => grandchildIds.every((id) => ids.includes(id)))
    const m = level2.indexOf(multipleChild.id)
    expect(level2.slice(m, m + 1 + grandchildIds.length), 'grandchildren right below the multiple').toEqual([
      multipleChild.id,
      ...grandchildIds,
    ])
    expect(await childrenToggle(await rowById(table, grandchildIds[0] ?? 0)).count(), 'a regular grandchild has no toggle').toBe(0)

    await groupToggle.click()
    await expect.poll(() => groupToggle.getAttribute('aria-expanded'), { message: 'group row collapsed' }).toBe('false')
    expect(await waitForRowIds(table, (ids) => ids.length === before.length)).toEqual(before)
  })
})

describe('list controls: assessments', () => {
  test('sort by Created and filter by Date in the Assessments tab', async ({ page }) => {
    await page.goto(demoUrl('?wound=1'))
    await showList(page, 'Measurements')
    const firstAssessments = nextListRequest(page, 'assessments')
    const table = await showList(page, 'Assessments')
    await expectTableShowsAnswer(page, table, await firstAssessments)

    const up = nextListRequest(page, 'assessments', (p) => p.get('sort') === 'created_at', 'sort=created_at')
    await sortButton(table, 'Created').click()
    await expectTableShowsAnswer(page, table, await up)
    const down = nextListRequest(page, 'assessments', (p) => p.get('sort') === '-created_at', 'sort=-created_at')
    await sortButton(table, 'Created').click()
    await expectTableShowsAnswer(page, table, await down)
    expect(await ariaSort(table, 'Created')).toBe('descending')

    const group = await filterGroup(page, 'Assessments')
    expect(await filterField(group, 'Area').count(), 'assessments have no Area filter').toBe(0)
    expect(await filterField(group, 'Created').count()).toBe(1)
    expect(await filterField(group, 'ID').count()).toBe(1)
    await chooseOption(comparisonBox(group, 'Date'), '<=')
    const date = filterField(group, 'Date')
    await date.fill('2026-02-01')
    const filtered = nextListRequest(
      page,
      'assessments',
      (p) => p.get('filter[date]') === '<=2026-02-01' && p.get('sort') === '-created_at',
      'filter[date]=<=2026-02-01 with the sort kept',
    )
    await date.press('Enter')
    const answer = await expectTableShowsAnswer(page, table, await filtered)
    expect(answer.total).toBe(wound1().assessments.filter((a) => a.date <= '2026-02-01').length)
    const dates = await columnTexts(table, 'Date')
    expect(dates.length).toBe(answer.ids.length)
    for (const text of dates) expect(shownDateToIso(text) ?? '', `Date cell "${text}"`).toMatch(/^2026-01-|^2026-02-01$/)
    expect(await ariaSort(table, 'Created')).toBe('descending')
    expect(appParams(page)).toMatchObject({ tab: 'assessments', sort: '-created_at', 'filter[date]': '<=2026-02-01' })
    await columnGroup(page, 'Assessments')
  })
})

describe('list controls: accessibility (axe)', () => {
  test('filters applied with a chip and a field message, a row expanded two levels, columns changed', async ({ page }) => {
    const { table } = await openMeasurements(page)
    const group = await filterGroup(page, 'Measurements')
    await chooseOption(comparisonBox(group, 'Area'), '>=')
    await filterField(group, 'Area').fill('2')
    const filtered = nextListRequest(page, 'measurements', (p) => p.get('filter[area]') === '>=2', 'filter[area]=>=2')
    await applyFiltersButton(group).click()
    await expectTableShowsAnswer(page, table, await filtered)
    await removeFilterButtons(page).first().waitFor()
    await expectNoSeriousA11yViolations(page, 'Measurements with a filter applied')

    const after = await filterGroup(page, 'Measurements')
    await filterField(after, 'Volume').fill('abc')
    await filterField(after, 'Volume').press('Enter')
    await expectFieldError(filterField(after, 'Volume'), 'Volume "abc"')

    const groupId = wound1().measurements.find((m) => m.type === 'group' && Number(m.area) >= 2)?.id ?? 0
    const groupToggle = childrenToggle(await rowById(table, groupId))
    await groupToggle.click()
    await expect.poll(() => groupToggle.getAttribute('aria-expanded')).toBe('true')
    const multipleId =
      wound1()
        .measurements.find((m) => m.id === groupId)
        ?.children?.find((c) => c.type === 'multiple')?.id ?? 0
    await waitForRowIds(table, (ids) => ids.includes(multipleId))
    const multipleToggle = childrenToggle(await rowById(table, multipleId))
    await multipleToggle.click()
    await expect.poll(() => multipleToggle.getAttribute('aria-expanded')).toBe('true')
    await expectNoSeriousA11yViolations(page, 'Measurements filtered, with a field message and rows expanded two levels')

    const narrowed = nextListRequest(page, 'measurements', (p) => p.has('fields'), 'a request with fields=')
    await (await columnGroup(page, 'Measurements')).getByRole('checkbox', { name: /^\s*Volume\b/i }).uncheck()
    await expectTableShowsAnswer(page, table, await narrowed)
    await expectNoSeriousA11yViolations(page, 'Measurements with a column left out')
  })

  test('assessment filters applied', async ({ page }) => {
    await page.goto(demoUrl('?wound=1&tab=assessments'))
    const table = await showList(page, 'Assessments')
    await waitForRowIds(table)
    const group = await filterGroup(page, 'Assessments')
    await chooseOption(comparisonBox(group, 'Date'), '>=')
    await filterField(group, 'Date').fill('2026-03-01')
    const filtered = nextListRequest(page, 'assessments', (p) => p.get('filter[date]') === '>=2026-03-01')
    await applyFiltersButton(group).click()
    await expectTableShowsAnswer(page, table, await filtered)
    await columnGroup(page, 'Assessments')
    await expectNoSeriousA11yViolations(page, 'Assessments with a date filter')
  })
})
