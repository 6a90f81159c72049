import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { percentAreaReduction } from '../../../../src/domain/area-change'
import { formatDate } from '../../../../src/text/format'
import { server } from '../../../msw-server'
import { childWithoutThumbnail, demoMeasurements, imagesRegion, renderPanel, srcsIn } from '../../images-helpers'
import { listBody, measurementRecord } from '../../fixtures'

const KINDS = ['thumbnail', 'original', 'outline', 'classification'] as const
const altsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt') ?? '')

describe('the image panel', () => {
  it('shows every image the selected measurement has, named by kind, at http(s) URLs only', async () => {
    renderPanel('/?wound=1&selected=100001')
    expect(screen.getByRole('status')).toHaveTextContent(/Loading the images of measurement 100001/)
    const region = await imagesRegion()
    const alts = altsOf(region)
    for (const kind of KINDS) expect(alts.some((alt) => alt.toLowerCase().includes(kind))).toBe(true)
    expect(alts.every((alt) => alt.includes('measurement 100001'))).toBe(true)
    expect(within(region).getAllByText(/Regular measurement 100001/).length).toBeGreaterThan(0)
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
    within(region).getByRole('button', { name: 'Compare' }).focus()
    await user.keyboard('{ArrowRight}')
    await waitFor(() => {
      expect(new URLSearchParams(location.search).get('selected')).toBe(String(second.id))
    })
    expect(await within(region).findByRole('img', { name: new RegExp(`Original image of measurement ${second.id}`) })).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}')
    await waitFor(() => {
      expect(new URLSearchParams(location.search).get('selected')).toBe(String(first.id))
    })

    await user.click(within(region).getByRole('button', { name: 'Close images' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Images' })).not.toBeInTheDocument()
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
    expect(within(region).getAllByText('Image unavailable')).toHaveLength(2)
    expect(srcsIn(region)).toEqual(['https://images.example.org/7001/c.png'])
    expect(region.querySelector('[src^="javascript"], [href^="javascript"], [src^="data"]')).toBeNull()
    expect(within(region).queryByRole('button', { name: /Enlarge original/ })).not.toBeInTheDocument()
  })

  it('enlarges one image in a dialog with zoom, and Escape closes it', async () => {
    const { user } = renderPanel('/?wound=1&selected=100001')
    const region = await imagesRegion()
    await user.click(within(region).getByRole('button', { name: /Enlarge original/ }))
    const dialog = await screen.findByRole('dialog', { name: /Original image of measurement 100001/ })
    const picture = within(dialog).getByRole('img', { name: /Original image/ })
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }))
    expect(picture.style.transform).toContain('scale(1.25)')
    await user.keyboard('{ArrowRight}')
    expect(picture.style.transform).toContain('translate(-40px, 0px)')
    // Keys in the dialog stay there: the measurement behind it does not change.
    expect(new URLSearchParams(location.search).get('selected')).toBe('100001')
    const frame = within(dialog).getByRole('group', { name: /Enlarged image/ })
    fireEvent.pointerDown(frame, { pointerId: 1, clientX: 100, clientY: 100 })
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 110, clientY: 125 })
    fireEvent.pointerUp(frame, { pointerId: 1 })
    expect(picture.style.transform).toBe('translate(-30px, 25px) scale(1.25)')
    fireEvent.wheel(frame, { deltaY: -100 })
    expect(picture.style.transform).toContain('scale(1.563)')
    await user.click(within(dialog).getByRole('button', { name: 'Reset zoom' }))
    expect(picture.style.transform).toBe('translate(0px, 0px) scale(1)')
    await user.keyboard('{Escape}')
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: /Original image/ })).not.toBeInTheDocument()
    })
    // Escape closed the enlarged image only: the Images dialog around it stays.
    expect(screen.getByRole('dialog', { name: 'Images' })).toBeInTheDocument()
    expect(new URLSearchParams(location.search).get('selected')).toBe('100001')
  })

  it('compares two dates side by side, with an overlay and the area reduction between them', async () => {
    const ordered = [...demoMeasurements()].sort((a, b) => a.date.localeCompare(b.date))
    const [first, second, third] = ordered
    if (!first || !second || !third) throw new Error('wound 1 needs three measurements')
    const { user } = renderPanel(`/?wound=1&selected=${third.id}`)
    const region = await imagesRegion()
    await user.click(within(region).getByRole('button', { name: 'Compare' }))

    // Opened on a measurement: the date before it and that one.
    expect(within(region).getByRole('combobox', { name: 'First date' })).toHaveValue(String(second.id))
    expect(within(region).getByRole('combobox', { name: 'Second date' })).toHaveValue(String(third.id))
    const par = percentAreaReduction(Number(second.area), Number(third.area)) ?? Number.NaN
    const text = `Area ${par > 0 ? 'reduced' : 'increased'} ${Math.abs(par).toFixed(1)}% from ${formatDate(second.date)} to ${formatDate(third.date)}`
    expect(within(region).getByText(text)).toBeInTheDocument()

    await user.click(within(region).getByRole('button', { name: 'Baseline and latest' }))
    expect(within(region).getByRole('combobox', { name: 'First date' })).toHaveValue(String(first.id))
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Second date' }), String(third.id))
    const reduced = percentAreaReduction(Number(first.area), Number(third.area)) ?? Number.NaN
    expect(reduced).toBeGreaterThan(0)
    expect(
      within(region).getByText(`Area reduced ${reduced.toFixed(1)}% from ${formatDate(first.date)} to ${formatDate(third.date)}`),
    ).toBeInTheDocument()

    const overlays = () => within(region).getAllByRole('img', { name: /overlay/ })
    expect(overlays().map((img) => img.getAttribute('alt'))).toEqual([
      expect.stringMatching(new RegExp(`Outline image of measurement ${first.id}`)),
      expect.stringMatching(new RegExp(`Outline image of measurement ${third.id}`)),
    ])
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Overlay' }), 'classification')
    expect(overlays()[0]).toHaveAccessibleName(/Classification image/)
    const opacity = within(region).getByRole('slider', { name: 'Overlay opacity' })
    expect(overlays()[0]?.style.opacity).toBe('0.5')
    fireEvent.change(opacity, { target: { value: '55' } })
    expect(overlays()[0]?.style.opacity).toBe('0.55')
    // One zoom for both pictures.
    await user.click(within(region).getByRole('button', { name: 'Zoom in' }))
    const stacks = region.querySelectorAll<HTMLElement>('.overlay-stack')
    expect([...stacks].map((stack) => stack.style.transform)).toEqual([
      expect.stringContaining('scale(1.25)'),
      expect.stringContaining('scale(1.25)'),
    ])

    await user.selectOptions(within(region).getByRole('combobox', { name: 'Second date' }), String(first.id))
    expect(within(region).getByText(/^Area unchanged from/)).toBeInTheDocument()
  })
})
