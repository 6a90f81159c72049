import { waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { formatDate } from '../../../../src/text/format'
import { englishLeft } from '../../english-left'
import { server } from '../../../msw-server'
import { renderAppSettled } from '../../../render-app'
import { listBody } from '../../fixtures'
import { ASSESSMENTS, MEASUREMENTS, englishIn, openNote, service } from './handoff-history'

/*
 * The hand-off's buttons and status line in the app URL's language: German from its German
 * catalog, and in the pseudo-locale none of its English left. The FHIR Bundle it downloads stays
 * English whatever the language shown (its codes' words from their English catalog).
 */

type Download = { fileName: string; blob: Blob }

/** Catches the file the app hands to the browser instead of letting jsdom try to navigate to it. */
function interceptDownloads(): Download[] {
  const downloads: Download[] = []
  const blobs = new Map<string, Blob>()
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:export/${blobs.size + 1}`
    blobs.set(url, blob as Blob)
    return url
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (blob) downloads.push({ fileName: this.download, blob })
  })
  return downloads
}

/** The hand-off under the summary of wound 7, once its words are shown. */
const summaryHandoff = (): Promise<HTMLElement> =>
  waitFor(
    () => {
      const handoff = document.querySelector<HTMLElement>('.wound-summary .handoff')
      if (!handoff) throw new Error('the hand-off is not shown yet')
      return handoff
    },
    { timeout: 15_000 },
  )

/** What the hand-off says: its text, and its elements' accessible names. */
const said = (handoff: HTMLElement) =>
  [handoff.textContent, ...Array.from(handoff.querySelectorAll('[aria-label]'), (element) => element.getAttribute('aria-label'))].join('\n')

describe('the hand-off in German (lang=de)', () => {
  it('says its buttons, its hint and what happened in German; the FHIR export it downloads stays English', async () => {
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      http.get('*/api/v1/measurements', () => HttpResponse.json(listBody(MEASUREMENTS))),
      http.get('*/api/v1/assessments', async () => {
        await released
        return HttpResponse.json(listBody(ASSESSMENTS))
      }),
    )
    const downloads = interceptDownloads()
    const { user } = await renderAppSettled({ url: '/?wound=7&lang=de' })
    const handoff = await summaryHandoff()
    expect(handoff).toHaveAttribute('lang', 'de')
    const hint = handoff.querySelector('.hint')
    expect(hint).toHaveTextContent('Der gesamte Verlauf der Wunde wird noch geladen.')
    release()
    const latest = formatDate('2026-04-12')
    await waitFor(() => {
      expect(hint).toHaveTextContent(`Notiz: Visite vom ${latest}. FHIR: gesamter Verlauf, ohne Bilder (ihre Links verfallen).`)
    })
    expect(latest).toBe('12.04.2026')

    const show = within(handoff).getByRole('button', { name: 'Notiz anzeigen' })
    await user.click(show)
    expect(show).toHaveAccessibleName('Notiz ausblenden')
    const preview = within(handoff).getByRole<HTMLTextAreaElement>('textbox', { name: `Notiz der Visite vom ${latest}` })
    expect(preview.value.split('\n')[0]).toBe(`Wunde 7, Visite vom ${latest}`)

    await user.click(within(handoff).getByRole('button', { name: 'Notiz kopieren' }))
    expect(await within(handoff).findByRole('status')).toHaveTextContent(
      `Notiz der Visite vom ${latest} kopiert: Fügen Sie sie in die Patientenakte ein.`,
    )

    await user.click(within(handoff).getByRole('button', { name: 'FHIR exportieren' }))
    await waitFor(() => {
      expect(downloads).toHaveLength(1)
    })
    const [download] = downloads
    if (!download) throw new Error('nothing downloaded')
    expect(download.fileName).toBe('wound-7-history.fhir.json')
    const observations = (JSON.parse(await download.blob.text()) as { entry: { resource: { resourceType: string } }[] }).entry.filter(
      (entry) => entry.resource.resourceType === 'Observation',
    ).length
    expect(within(handoff).getByRole('status')).toHaveTextContent(
      `FHIR-Bundle des gesamten Verlaufs als wound-7-history.fhir.json heruntergeladen: ${observations} Observations.`,
    )
    const bundle = await download.blob.text()
    expect(bundle).toContain('"text": "serosanguineous"')
    expect(bundle).toContain('"text": "maceration"')
    expect(bundle).toContain('Wound 7, the whole history')
    expect(bundle).not.toMatch(/serös|Mazeration|Wunde 7|Visite/)
  })

  it('says so in German when the browser refuses the clipboard', async () => {
    service()
    const { dialog, user } = await openNote('2026-04-05', 'de')
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'))
    const date = formatDate('2026-04-05')
    expect(
      within(dialog).getByText(`Notiz: Visite vom ${date}. FHIR: diese Visite, ohne Bilder (ihre Links verfallen).`),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Notiz kopieren' }))
    expect(
      await within(dialog).findByText(
        `Der Browser hat das Kopieren nicht erlaubt. Die Notiz der Visite vom ${date} ist unten markiert: Drücken Sie Strg+C (⌘C auf einem Mac), um sie zu kopieren.`,
      ),
    ).toHaveAttribute('role', 'status')
  })
})

describe('the hand-off in the pseudo-locale (lang=en-XA)', () => {
  it('leaves none of its English words in its buttons, hint, status line or the note’s name', async () => {
    service()
    const downloads = interceptDownloads()
    const { user } = await renderAppSettled({ url: '/?wound=7&lang=en-XA' })
    const handoff = await summaryHandoff()
    expect(handoff).toHaveAttribute('lang', 'en-XA')
    await waitFor(() => {
      expect(within(handoff).getAllByRole('button')[0]).not.toHaveAttribute('aria-disabled', 'true')
    })
    expect(englishLeft(handoff, 'handoff')).toEqual([])
    expect(englishIn(said(handoff), 'handoff')).toEqual([])
    const [copy, show, exportFhir] = within(handoff).getAllByRole('button')
    if (!copy || !show || !exportFhir) throw new Error('three buttons expected')
    await user.click(show)
    expect(englishLeft(handoff, 'handoff')).toEqual([])
    expect(englishIn(said(handoff), 'handoff')).toEqual([])
    await user.click(show)
    await user.click(copy)
    await waitFor(() => {
      expect(within(handoff).getByRole('status').textContent).not.toBe('')
    })
    expect(englishLeft(handoff, 'handoff')).toEqual([])
    expect(englishIn(said(handoff), 'handoff')).toEqual([])
    await user.click(exportFhir)
    await waitFor(() => {
      expect(downloads).toHaveLength(1)
    })
    await waitFor(() => {
      expect(within(handoff).getByRole('status')).toHaveTextContent('wound-7-history.fhir.json')
    })
    expect(englishLeft(handoff, 'handoff')).toEqual([])
    expect(englishIn(said(handoff), 'handoff')).toEqual([])
  })
})
