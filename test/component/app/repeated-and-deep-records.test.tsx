import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../msw-server'
import { recordRequests } from '../../request-log'
import { bodyRows, renderApp, shownIds } from '../../render-app'
import { expectFieldMessage } from '../expectations'
import { assessmentRecord, listBody, measurementRecord } from '../fixtures'
import { say, messagePattern, escapePattern } from '../words'

/*
 * Records a service should never send: ids repeated on a page, ids of 0 or below, nesting far past
 * the two levels of the specification. Every record is a row of its own, reachable and flagged.
 */

const image = (name: string) => `https://images.example.org/${name}.png`
const withImages = (id: number, name: string, overrides: Record<string, unknown> = {}) =>
  measurementRecord(id, { images: { thumbnail: image(`${name}-thumb`), original: image(`${name}-original`) }, ...overrides })
const child = (id: number, type = 'regular') => measurementRecord(id, { type })
const urlParams = () => new URLSearchParams(window.location.search)

function serveMeasurements(records: readonly unknown[]) {
  server.use(http.get('*/api/v1/measurements', () => HttpResponse.json(listBody(records))))
}

describe('two records with one id', () => {
  it('measurements: both are rows, both flagged, each opens its own children', async () => {
    serveMeasurements([
      measurementRecord(7, { type: 'group', children: [child(71)] }),
      measurementRecord(7, { type: 'group', children: [child(72)] }),
      measurementRecord(8),
    ])
    const { user } = renderApp({ url: '/?wound=1' })
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(['7', '7', '8'])
    const [first, second] = await bodyRows(say('first-rows', 'measurementsLabel'))
    if (!(first instanceof HTMLElement) || !(second instanceof HTMLElement)) throw new Error('two rows expected')
    for (const row of [first, second]) {
      await user.click(within(row).getByText(say('first-rows', 'flagged')))
      expect(await within(row).findByText(messagePattern('flags', 'sharedIdOnPage', { id: 7, records: 2 }))).toBeVisible()
    }

    await user.click(screen.getByRole('button', { name: say('first-rows', 'childrenOfMeasurement', { id: 7, repeat: 2, count: 1 }) }))
    await waitFor(() => {
      expect(urlParams().get('expanded')).toBe('7~2')
    })
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(['7', '7', '72', '8'])
    expect(
      screen.getByRole('button', { name: say('first-rows', 'childrenOfMeasurement', { id: 7, repeat: 1, count: 1 }) }),
    ).toHaveAttribute('aria-expanded', 'false')
  })

  it('the images of the second are never shown as the first’s: both records are shown, each with its own', async () => {
    serveMeasurements([withImages(7, 'first'), withImages(7, 'second', { date: '2026-02-10' }), withImages(8, 'other')])
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    await user.click(
      screen.getByRole('button', {
        name: new RegExp(
          `^${escapePattern(say('first-rows', 'imagesButton'))}\\s*${messagePattern('first-rows', 'forMeasurement', { id: 7, repeat: 2 }).source}$`,
        ),
      }),
    )
    const panel = await screen.findByRole('dialog', { name: say('images', 'imagesHeading') })
    expect(await within(panel).findByText(messagePattern('images', 'sharedId', { count: 2, id: 7 }))).toBeVisible()
    await waitFor(() => {
      expect(within(panel).getAllByRole('article')).toHaveLength(2)
    })
    const sources = within(panel)
      .getAllByRole('img')
      .map((img) => img.getAttribute('src'))
    expect(sources).toEqual(expect.arrayContaining([image('first-thumb'), image('second-thumb')]))
    expect(sources).not.toContain(image('other-thumb'))
  })

  it('assessments: Details of one opens that one only', async () => {
    server.use(
      http.get('*/api/v1/assessments', () =>
        HttpResponse.json(listBody([assessmentRecord(5, { notes: 'first' }), assessmentRecord(5, { notes: 'second' })])),
      ),
    )
    const { user } = renderApp({ url: '/?wound=1&tab=assessments' })
    expect(await shownIds(say('assessments', 'assessments'))).toEqual(['5', '5'])
    await user.click(
      screen.getByRole('button', {
        name: say('assessments', 'showDetailsOf', { row: say('assessments', 'rowName', { id: 5, repeat: 2 }) }),
      }),
    )
    await waitFor(() => {
      expect(urlParams().get('expanded')).toBe('5~2')
    })
    const table = screen.getByRole('table', { name: say('assessments', 'assessments') })
    await waitFor(() => {
      expect(table.querySelectorAll('.detail-row')).toHaveLength(1)
    })
    expect(within(table.querySelector('.detail-row') ?? table).getByText('second')).toBeVisible()
    expect(
      screen.getByRole('button', {
        name: say('assessments', 'showDetailsOf', { row: say('assessments', 'rowName', { id: 5, repeat: 1 }) }),
      }),
    ).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('ids of 0 or below and nesting past the specification', () => {
  it('children of a measurement with id 0 or a negative id can be opened', async () => {
    serveMeasurements([
      measurementRecord(0, { type: 'group', children: [child(901)] }),
      measurementRecord(-3, { type: 'group', children: [child(902)] }),
    ])
    const { user } = renderApp({ url: '/?wound=1' })
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(['0', '3'])
    await user.click(screen.getByRole('button', { name: say('first-rows', 'childrenOfMeasurement', { id: 0, repeat: 1, count: 1 }) }))
    await user.click(screen.getByRole('button', { name: say('first-rows', 'childrenOfMeasurement', { id: -3, repeat: 1, count: 1 }) }))
    await waitFor(() => {
      expect(urlParams().get('expanded')).toBe('-3,0')
    })
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(['0', '901', '3', '902'])
  })

  it('a chain twelve levels deep: every level can be opened, and each past the second is flagged', async () => {
    const chain = (depth: number): Record<string, unknown> =>
      measurementRecord(500 + depth, { type: depth === 11 ? 'regular' : 'group', children: depth === 11 ? [] : [chain(depth + 1)] })
    serveMeasurements([chain(0)])
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    for (let depth = 0; depth < 11; depth++) {
      await user.click(
        await screen.findByRole('button', { name: say('first-rows', 'childrenOfMeasurement', { id: 500 + depth, repeat: 1, count: 1 }) }),
      )
    }
    await waitFor(async () => {
      expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(12)
    })
    const rows = await bodyRows(say('first-rows', 'measurementsLabel'))
    expect(rows.at(-1)?.className).toContain('depth-11')
    expect(rows.at(-1)?.textContent).toContain('511')
    const third = rows[3]
    if (!(third instanceof HTMLElement)) throw new Error('no fourth row')
    await user.click(within(third).getByText(say('first-rows', 'flagged')))
    expect(within(third).getByText(messagePattern('flags', 'nestedTooDeep', { levels: 2 }))).toBeVisible()
  })
})

describe('a link whose wound is not a wound ID', () => {
  it.each([
    ['1e3', /positive whole number/],
    ['0x1F', /positive whole number/],
    ['2abc', /positive whole number/],
    ['99999999999999999999', /too large/],
  ])('?wound=%s opens nothing, and the Wound ID field says why', async (raw, message) => {
    const requests = recordRequests()
    renderApp({ url: `/?wound=${raw}`, settings: { mode: 'live', baseUrl: 'https://wounds.example.org', apiKey: 'k', rememberKey: false } })
    const field = await screen.findByRole('textbox', { name: say('first-rows', 'woundIdLabel') })
    expect(field).toHaveValue(raw)
    expectFieldMessage(field, message)
    expect(screen.queryByRole('table', { name: say('first-rows', 'measurementsLabel') })).not.toBeInTheDocument()
    expect(requests).toHaveLength(0)
  })
})
