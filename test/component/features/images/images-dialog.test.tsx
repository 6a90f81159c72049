import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getWoundData } from '../../../../src/mocks/data'
import { formatDate } from '../../../../src/text/format'
import { renderApp, shownIds } from '../../../render-app'
import { openChartData } from '../../chart-data'
import { say, wordsOf } from '../../words'

/** The images' English words, from their catalog: a change of wording is one edit there. */
const words = wordsOf('images')
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** "Images for measurement <id>" (jsdom's accessible name drops the space before the hidden words). */
const imagesButton = (id: number) => screen.getByRole('button', { name: new RegExp(`^Images\\s*for measurement ${String(id)}$`) })
const selected = () => new URLSearchParams(window.location.search).get('selected')

describe('the images viewer', () => {
  it('opens from a row as a dialog named Images, takes the focus, and Escape gives it back to the button', async () => {
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    const opener = imagesButton(100011)
    await user.click(opener)
    const viewer = await screen.findByRole('dialog', { name: words('imagesHeading') })
    expect(viewer).toContainElement(document.activeElement as HTMLElement)
    expect(await within(viewer).findAllByRole('img', { name: /measurement 100011/ })).not.toHaveLength(0)
    const date = formatDate(getWoundData(1)?.measurements.find((m) => m.id === 100011)?.date)
    for (const kind of ['thumbnail', 'original', 'outline', 'classification']) {
      expect(within(viewer).getAllByRole('img', { name: words('imageAlt', { kind, id: 100011, date }) })).toHaveLength(1)
    }

    await user.keyboard('{Escape}')
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: words('imagesHeading') })).not.toBeInTheDocument()
    })
    expect(selected()).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('Close gives the focus back to the button too; ← and → inside step by date', async () => {
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    const opener = imagesButton(100010)
    await user.click(opener)
    const viewer = await screen.findByRole('dialog', { name: words('imagesHeading') })
    await within(viewer).findAllByRole('img', { name: /measurement 100010/ })
    await user.keyboard('{ArrowRight}')
    await waitFor(() => {
      expect(selected()).toBe('100011')
    })
    const caption = words('recordCaption', { noun: words('measurementNoun', { type: 'group' }), id: 100011, date: 'DATE' })
    expect(within(viewer).getByRole('heading', { name: new RegExp(`^${escaped(caption).replace('DATE', '.+')}$`) })).toBeInTheDocument()
    await user.click(within(viewer).getByRole('button', { name: `${words('close')} ${words('closeWhat')}` }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: words('imagesHeading') })).not.toBeInTheDocument()
    })
    expect(opener).toHaveFocus()
  })

  it("opens from a point of a chart (its data table's Select), on that measurement", async () => {
    const first = getWoundData(1)?.measurements[0]
    if (!first) throw new Error('wound 1 has no measurements')
    const { user } = renderApp({ url: '/?wound=1&tab=overview' })
    const table = await openChartData(user, say('charts', 'areaChart'))
    const select = within(table).getByRole('button', { name: `Select measurement ${first.id}` })
    await user.click(select)
    const viewer = await screen.findByRole('dialog', { name: words('imagesHeading') })
    const original = words('imageAlt', { kind: 'original', id: first.id, date: formatDate(first.date) })
    expect(await within(viewer).findByRole('img', { name: original })).toBeInTheDocument()
    await user.click(within(viewer).getByRole('button', { name: `${words('close')} ${words('closeWhat')}` }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: words('imagesHeading') })).not.toBeInTheDocument()
    })
    expect(select).toHaveFocus()
  })

  it('Compare from a row opens on the date before it and that one; from the first date, on that one and the latest', async () => {
    const ordered = [...(getWoundData(1)?.measurements ?? [])].sort((a, b) => a.date.localeCompare(b.date))
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    await user.click(imagesButton(100011))
    let viewer = await screen.findByRole('dialog', { name: words('imagesHeading') })
    await within(viewer).findAllByRole('img', { name: /measurement 100011/ })
    await user.click(within(viewer).getByRole('button', { name: words('compare') }))
    expect(within(viewer).getByRole('combobox', { name: words('firstDate') })).toHaveValue('100010')
    expect(within(viewer).getByRole('combobox', { name: words('secondDate') })).toHaveValue('100011')
    const reduced = words('areaChanged', {
      direction: 'reduced',
      percent: 'PERCENT',
      from: formatDate('2026-02-16'),
      to: formatDate('2026-02-25'),
    })
    expect(within(viewer).getByText(new RegExp(`^${escaped(reduced).replace('PERCENT', '[\\d.]+')}$`))).toBeInTheDocument()
    await user.click(within(viewer).getByRole('button', { name: `${words('close')} ${words('closeWhat')}` }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: words('imagesHeading') })).not.toBeInTheDocument()
    })

    await user.click(imagesButton(100001))
    viewer = await screen.findByRole('dialog', { name: words('imagesHeading') })
    await within(viewer).findAllByRole('img', { name: /measurement 100001/ })
    await user.click(within(viewer).getByRole('button', { name: words('compare') }))
    expect(within(viewer).getByRole('combobox', { name: words('firstDate') })).toHaveValue('100001')
    expect(within(viewer).getByRole('combobox', { name: words('secondDate') })).toHaveValue(String(ordered.at(-1)?.id))
  })
})
