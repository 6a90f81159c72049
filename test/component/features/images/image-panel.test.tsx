import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { percentAreaReduction } from '../../../../src/domain/area-change'
import { formatDate } from '../../../../src/text/format'
import { server } from '../../../msw-server'
import { childWithoutThumbnail, demoMeasurements, imagesRegion, renderPanel, srcsIn } from '../../images-helpers'
import { listBody, measurementRecord } from '../../fixtures'
import { readCatalog } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'
import { messagePattern, wordsOf, escapePattern } from '../../words'

/** The images' English words, from their catalog: a change of wording is one edit there. */
const words = wordsOf('images')

const KINDS = ['thumbnail', 'original', 'outline', 'classification'] as const
const altsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt') ?? '')

describe('the image panel', () => {
  it('shows every image the selected measurement has, named by kind, at http(s) URLs only', async () => {
    renderPanel('/?wound=1&selected=100001')
    expect(await screen.findByRole('status')).toHaveTextContent(words('loadingRecordImages', { id: 100001 }))
    const region = await imagesRegion()
    const alts = altsOf(region)
    for (const kind of KINDS) expect(alts.some((alt) => alt.toLowerCase().includes(kind))).toBe(true)
    expect(alts.every((alt) => alt.includes('measurement 100001'))).toBe(true)
    const caption =
      words('recordCaption', { noun: words('measurementNoun', { type: 'regular' }), id: 100001, date: 'DATE' }).split('DATE')[0] ?? '-'
    expect(within(region).getAllByText(new RegExp(caption)).length).toBeGreaterThan(0)
    for (const src of srcsIn(region)) expect(new URL(src).protocol).toMatch(/^https?:$/)
  })

  it('leaves out the kinds a child does not have: no thumbnail, no thumbnail image', async () => {
    const child = childWithoutThumbnail()
    renderPanel(`/?wound=1&selected=${child.id}`)
    const region = await imagesRegion()
    const alts = altsOf(region).filter((alt) => alt.includes(`measurement ${child.id}`))
    expect(alts.some((alt) => /original/i.test(alt))).toBe(true)
    expect(alts.some((alt) => /thumbnail/i.test(alt))).toBe(false)
  })

  it('steps to the previous and next measurement by date with ← and →, and closes', async () => {
    const [first, second] = [...demoMeasurements()].sort((a, b) => a.date.localeCompare(b.date))
    if (!first || !second) throw new Error('wound 1 needs two measurements')
    const { user } = renderPanel(`/?wound=1&selected=${first.id}`)
    const region = await imagesRegion()
    within(region)
      .getByRole('button', { name: words('compare') })
      .focus()
    await user.keyboard('{ArrowRight}')
    await waitFor(() => {
      expect(new URLSearchParams(location.search).get('selected')).toBe(String(second.id))
    })
    const secondOriginal = words('imageAlt', { kind: 'original', id: second.id, date: formatDate(second.date) })
    expect(await within(region).findByRole('img', { name: secondOriginal })).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}')
    await waitFor(() => {
      expect(new URLSearchParams(location.search).get('selected')).toBe(String(first.id))
    })

    await user.click(within(region).getByRole('button', { name: `${words('close')} ${words('closeWhat')}` }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: words('imagesHeading') })).not.toBeInTheDocument()
    })
    await waitFor(() => {
      expect(new URLSearchParams(location.search).get('selected')).toBeNull()
    })
    expect(new URLSearchParams(location.search).get('selected')).toBeNull()
  })

  it('never puts a javascript: URL in src: that image is "unavailable", the others show', async () => {
    const record = measurementRecord(7001, {
      images: {
        original: 'javascript:alert(1)',
        outline: 'data:image/svg+xml,<svg/>',
        classification: 'https://images.example.org/7001/c.png',
      },
    })
    server.use(http.get('*/api/v1/measurements', () => HttpResponse.json(listBody([record]))))
    renderPanel('/?wound=1&selected=7001')
    const region = await imagesRegion()
    expect(within(region).getAllByText(words('imageUnavailable'))).toHaveLength(2)
    expect(srcsIn(region)).toEqual(['https://images.example.org/7001/c.png'])
    expect(region.querySelector('[src^="javascript"], [href^="javascript"], [src^="data"]')).toBeNull()
    expect(
      within(region).queryByRole('button', {
        name: new RegExp(`${escapePattern(words('enlarge'))} ${messagePattern('images', 'enlargeWhich', { kind: 'original' }).source}`),
      }),
    ).not.toBeInTheDocument()
  })

  it('enlarges one image in a dialog with zoom, and Escape closes it', async () => {
    const { user } = renderPanel('/?wound=1&selected=100001')
    const region = await imagesRegion()
    await user.click(
      within(region).getByRole('button', {
        name: new RegExp(`${escapePattern(words('enlarge'))} ${messagePattern('images', 'enlargeWhich', { kind: 'original' }).source}`),
      }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: messagePattern('images', 'imageAltUndated', { kind: 'original', id: 100001 }),
    })
    const picture = within(dialog).getByRole('img', { name: messagePattern('images', 'imageAltUndated', { kind: 'original' }) })
    await user.click(within(dialog).getByRole('button', { name: words('zoomIn') }))
    expect(picture.style.transform).toContain('scale(1.25)')
    await user.keyboard('{ArrowRight}')
    expect(picture.style.transform).toContain('translate(-40px, 0px)')
    // Keys in the dialog stay there: the measurement behind it does not change.
    expect(new URLSearchParams(location.search).get('selected')).toBe('100001')
    const frame = within(dialog).getByRole('group', { name: messagePattern('images', 'enlargedViewport') })
    fireEvent.pointerDown(frame, { pointerId: 1, clientX: 100, clientY: 100 })
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 110, clientY: 125 })
    fireEvent.pointerUp(frame, { pointerId: 1 })
    expect(picture.style.transform).toBe('translate(-30px, 25px) scale(1.25)')
    fireEvent.wheel(frame, { deltaY: -100 })
    expect(picture.style.transform).toContain('scale(1.563)')
    await user.click(within(dialog).getByRole('button', { name: words('resetZoom') }))
    expect(picture.style.transform).toBe('translate(0px, 0px) scale(1)')
    await user.keyboard('{Escape}')
    await waitFor(() => {
      expect(
        screen.queryByRole('dialog', { name: messagePattern('images', 'imageAltUndated', { kind: 'original' }) }),
      ).not.toBeInTheDocument()
    })
    // Escape closed the enlarged image only: the Images dialog around it stays.
    expect(screen.getByRole('dialog', { name: words('imagesHeading') })).toBeInTheDocument()
    expect(new URLSearchParams(location.search).get('selected')).toBe('100001')
  })

  it('compares two dates side by side, with an overlay and the area reduction between them', async () => {
    const ordered = [...demoMeasurements()].sort((a, b) => a.date.localeCompare(b.date))
    const [first, second, third] = ordered
    if (!first || !second || !third) throw new Error('wound 1 needs three measurements')
    const { user } = renderPanel(`/?wound=1&selected=${third.id}`)
    const region = await imagesRegion()
    await user.click(within(region).getByRole('button', { name: words('compare') }))

    // Opened on a measurement: the date before it and that one.
    expect(within(region).getByRole('combobox', { name: words('firstDate') })).toHaveValue(String(second.id))
    expect(within(region).getByRole('combobox', { name: words('secondDate') })).toHaveValue(String(third.id))
    const par = percentAreaReduction(Number(second.area), Number(third.area)) ?? Number.NaN
    const text = words('areaChanged', {
      direction: par > 0 ? 'reduced' : 'increased',
      percent: Math.abs(par).toFixed(1),
      from: formatDate(second.date),
      to: formatDate(third.date),
    })
    expect(within(region).getByText(text)).toBeInTheDocument()

    await user.click(within(region).getByRole('button', { name: words('baselineAndLatest') }))
    expect(within(region).getByRole('combobox', { name: words('firstDate') })).toHaveValue(String(first.id))
    await user.selectOptions(within(region).getByRole('combobox', { name: words('secondDate') }), String(third.id))
    const reduced = percentAreaReduction(Number(first.area), Number(third.area)) ?? Number.NaN
    expect(reduced).toBeGreaterThan(0)
    const reducedText = words('areaChanged', {
      direction: 'reduced',
      percent: reduced.toFixed(1),
      from: formatDate(first.date),
      to: formatDate(third.date),
    })
    expect(within(region).getByText(reducedText)).toBeInTheDocument()

    const overlays = () => within(region).getAllByRole('img', { name: /overlay/ })
    expect(overlays().map((img) => img.getAttribute('alt'))).toEqual(
      [first, third].map((m) => words('overlayAlt', { alt: words('imageAlt', { kind: 'outline', id: m.id, date: formatDate(m.date) }) })),
    )
    await user.selectOptions(within(region).getByRole('combobox', { name: words('overlay') }), 'classification')
    expect(overlays()[0]).toHaveAccessibleName(messagePattern('images', 'imageAltUndated', { kind: 'classification' }))
    const opacity = within(region).getByRole('slider', { name: words('overlayOpacity') })
    expect(overlays()[0]?.style.opacity).toBe('0.5')
    fireEvent.change(opacity, { target: { value: '55' } })
    expect(overlays()[0]?.style.opacity).toBe('0.55')
    // One zoom for both pictures.
    await user.click(within(region).getByRole('button', { name: words('zoomIn') }))
    const stacks = region.querySelectorAll<HTMLElement>('.overlay-stack')
    expect([...stacks].map((stack) => stack.style.transform)).toEqual([
      expect.stringContaining('scale(1.25)'),
      expect.stringContaining('scale(1.25)'),
    ])

    await user.selectOptions(within(region).getByRole('combobox', { name: words('secondDate') }), String(first.id))
    expect(
      within(region).getByText(words('areaUnchanged', { from: formatDate(first.date), to: formatDate(first.date) })),
    ).toBeInTheDocument()
  })
})

/** The images' English messages without placeholders: none may be left in a screen in the pseudo-locale. */
const plainEnglish = () => Object.values(readCatalog(`${ROOT}/src/words/images/en.json`)).filter((message) => !message.includes('{'))

/** What a container says: its text, and the names and descriptions its elements carry in attributes. */
const everythingSaid = (container: HTMLElement) =>
  [
    container.textContent,
    ...Array.from(container.querySelectorAll('[alt], [aria-label], [aria-valuetext], [title]'), (element) =>
      ['alt', 'aria-label', 'aria-valuetext', 'title'].map((name) => element.getAttribute(name) ?? '').join('\n'),
    ),
  ].join('\n')

describe('the image panel in another language (the app URL’s lang)', () => {
  it('German: the panel’s words from its German catalog, the dialog marked as German', async () => {
    const [first, second] = [...demoMeasurements()].sort((a, b) => a.date.localeCompare(b.date))
    if (!first || !second) throw new Error('wound 1 needs two measurements')
    const { user } = renderPanel(`/?wound=1&selected=${second.id}&lang=de`)
    const dialog = await screen.findByRole('dialog', { name: 'Bilder' }, { timeout: 15_000 })
    expect(dialog).toHaveAttribute('lang', 'de')
    expect(
      await within(dialog).findByRole('img', { name: `Originalbild der Messung ${second.id}, ${formatDate(second.date)}` }),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Schließen Bilder' })).toBeInTheDocument()
    expect(within(dialog).getByText('Mit ← und → durch die Messungen nach Datum blättern.')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Vergleichen' }))
    expect(within(dialog).getByRole('combobox', { name: 'Erster Zeitpunkt' })).toHaveValue(String(first.id))
    const par = percentAreaReduction(Number(first.area), Number(second.area)) ?? Number.NaN
    const change = par > 0 ? 'verkleinert' : 'vergrößert'
    const from = `${formatDate(first.date)} bis ${formatDate(second.date)}`
    // German dates and a decimal comma: the numbers are written in the language's locale too.
    expect(
      within(dialog).getByText(`Wundfläche vom ${from} um ${Math.abs(par).toFixed(1).replace('.', ',')} % ${change}`),
    ).toBeInTheDocument()
    expect(from).toMatch(/^\d{2}\.\d{2}\.\d{4} bis /)
    expect(within(dialog).getByRole('slider', { name: 'Deckkraft der Überlagerung' })).toHaveAttribute('aria-valuetext', '50 %')
  })

  it('pseudo-locale: none of the images’ own English words is left in the panel, Compare or the enlarged image', async () => {
    const { user } = renderPanel('/?wound=1&selected=100001&lang=en-XA')
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 })
    await within(dialog).findAllByRole('img', {}, { timeout: 10_000 })
    expect(dialog).toHaveAttribute('lang', 'en-XA')
    const english = plainEnglish()
    const left = () => english.filter((message) => everythingSaid(dialog).includes(message))
    expect(left()).toEqual([])

    // The enlarged image, with its zoom.
    const enlarge = dialog.querySelector<HTMLButtonElement>('.image-grid button')
    if (!enlarge) throw new Error('no picture to enlarge')
    await user.click(enlarge)
    await waitFor(() => {
      expect(dialog.querySelector('dialog.image-viewer')).not.toBeNull()
    })
    expect(left()).toEqual([])
    const closeEnlarged = dialog.querySelector<HTMLButtonElement>('.image-viewer-header button')
    if (!closeEnlarged) throw new Error('the enlarged image has no Close button')
    await user.click(closeEnlarged)
    await waitFor(() => {
      expect(dialog.querySelector('dialog.image-viewer')).toBeNull()
    })

    // Compare, with an overlay missing on one side and none on the other.
    const compare = within(dialog)
      .getAllByRole('button')
      .find((button) => button.hasAttribute('aria-pressed'))
    if (!compare) throw new Error('no Compare button')
    await user.click(compare)
    await waitFor(() => {
      expect(dialog.querySelector('.compare-view')).not.toBeNull()
    })
    expect(left()).toEqual([])
  })
})
