import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { formatDate } from '../../../../src/text/format'
import { server } from '../../../msw-server'
import { renderApp, renderAppSettled, shownIds } from '../../../render-app'
import { assessmentRecord, listBody, measurementRecord } from '../../fixtures'
import { englishLeft } from '../../english-left'
import { say, messagePattern, wordsOf } from '../../words'

/*
 * The visit (contract section 8): one date of the wound, its measurements and assessments joined,
 * what changed since the previous visit first. A hand-built history, so every figure is known.
 */

const MEASUREMENTS = [
  measurementRecord(1, { date: '2026-03-01', area: 10, created_at: '2026-03-01 09:00:00' }),
  measurementRecord(2, {
    date: '2026-03-08',
    area: 11.8,
    max_length: 4.1,
    max_width: 3.2,
    max_depth: 0.7,
    created_at: '2026-03-08 09:00:00',
  }),
  // A second measurement the same day, recorded later: the visit's figures come from it.
  measurementRecord(3, { date: '2026-03-08', area: 12.5, created_at: '2026-03-08 09:30:00', granulation: 50, slough: 20, eschar: 5 }),
  measurementRecord(4, { date: '2026-03-15', area: 12 }),
]
/** An assessment of `date` (the fixture's values are checked against the spec; the date is the record's). */
const on = (date: string, record: Record<string, unknown>) => ({ ...record, date, created_at: `${date} 10:00:00` })

const ASSESSMENTS = [
  on('2026-03-01', assessmentRecord(11, { exudate: { amount: 'MODERATE', type: 'SEROUS', comment: null }, odor: 'NO' })),
  on(
    '2026-03-08',
    assessmentRecord(12, {
      exudate: { amount: 'LARGE', type: 'SEROUS', comment: null },
      odor: 'MALODOROUS',
      pain: { at_rest_scale: 2, with_movement_scale: 6, at_night_scale: 3 },
      notes: 'Dressing saturated; <b>not</b> markup',
    }),
  ),
  // Only an assessment on this date; an exudate amount the spec does not list.
  on('2026-03-22', assessmentRecord(13, {}, { exudate: { amount: 'COPIOUS', type: 'SEROUS' } })),
]

function service() {
  server.use(
    http.get('*/api/v1/measurements', () => HttpResponse.json(listBody(MEASUREMENTS))),
    http.get('*/api/v1/assessments', () => HttpResponse.json(listBody(ASSESSMENTS))),
  )
}

/** A visit's English words, from its catalog: a change of wording is one edit there. */
const words = wordsOf('visits')
const visitOf = (date: string) => words('visitOf', { date: formatDate(date) })

const visitDialog = () => screen.findByRole('dialog', { name: messagePattern('visits', 'visitOf', {}, 'start') })

describe('a visit', () => {
  it('opens from the app URL: what changed first, then the size from the last measurement of the day, then the assessment as text', async () => {
    service()
    renderApp({ url: '/?wound=1&visit=2026-03-08' })
    const dialog = await visitDialog()
    expect(dialog).toHaveAccessibleName(visitOf('2026-03-08'))
    expect(await within(dialog).findByText(words('visitPlace', { index: 2, count: 4, woundId: 1 }))).toBeInTheDocument()
    const changes = within(dialog).getByRole('region', { name: words('sincePreviousVisit') })
    // Area 10 → 12.5 cm² (the later of the two measurements that day): +25%.
    expect(changes).toHaveTextContent('New: malodorous; area +25%; exudate moderate → large; pain with movement 5 → 6.')
    const measurement = within(dialog).getByRole('region', { name: words('measurementSection') })
    expect(measurement).toHaveTextContent(`${words('measurementHeading', { id: 3 })} ${words('lastOfMeasurements', { count: 2 })}`)
    expect(measurement).toHaveTextContent('Area12.5 cm²')
    expect(measurement).toHaveTextContent(/Granulation 50 %, Slough 20 %, Eschar 5 %, (.+, )?unclassified 25 %/)
    const assessment = within(dialog).getByRole('region', { name: words('assessmentSection') })
    await within(assessment).findByText(say('assessments', 'moisture'))
    expect(assessment).toHaveTextContent(say('assessments', 'codeLarge'))
    expect(assessment).toHaveTextContent(say('assessments', 'codeMalodorous'))
    expect(within(assessment).getByText('Dressing saturated; <b>not</b> markup')).toBeInTheDocument()
  })

  it('says what a date did not record, and shows an unknown code as sent', async () => {
    service()
    renderApp({ url: '/?wound=1&visit=2026-03-22' })
    const dialog = await visitDialog()
    expect(await within(dialog).findByText(words('noMeasurementOnDate'))).toBeInTheDocument()
    expect(within(dialog).queryByRole('region', { name: words('measurementSection') })).not.toBeInTheDocument()
    const assessment = within(dialog).getByRole('region', { name: words('assessmentSection') })
    expect(await within(assessment).findByText('COPIOUS')).toBeInTheDocument()
    expect(within(dialog).getByRole('region', { name: words('sincePreviousVisit') })).toHaveTextContent(
      `${words('sincePreviousVisitOn', { date: formatDate('2026-03-15') })}${words('noChange')}`,
    )
  })

  it('opens from a measurement row and an assessment row; ← and → step between visits; Escape closes it', async () => {
    service()
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    await user.click(
      screen.getAllByRole('button', { name: say('first-rows', 'visitOf', { day: formatDate('2026-03-15') }) })[0] ?? document.body,
    )
    const dialog = await visitDialog()
    expect(dialog).toHaveAccessibleName(visitOf('2026-03-15'))
    await waitFor(() => {
      expect(location.search).toContain('visit=2026-03-15')
    })
    await user.keyboard('{ArrowRight}')
    await waitFor(() => {
      expect(screen.getByRole('dialog', { name: messagePattern('visits', 'visitOf', {}, 'start') })).toHaveAccessibleName(
        visitOf('2026-03-22'),
      )
    })
    // The last visit: → goes nowhere.
    expect(screen.getByRole('button', { name: words('nextVisit') })).toHaveAttribute('aria-disabled', 'true')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    await waitFor(() => {
      expect(screen.getByRole('dialog', { name: messagePattern('visits', 'visitOf', {}, 'start') })).toHaveAccessibleName(
        visitOf('2026-03-08'),
      )
    })
    await user.keyboard('{Escape}')
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: messagePattern('visits', 'visitOf', {}, 'start') })).not.toBeInTheDocument()
    })
    // The app URL is written a moment after the screen changes (the URL library batches its writes).
    await waitFor(() => {
      expect(location.search).not.toContain('visit=')
    })

    await user.click(screen.getByRole('tab', { name: say('first-rows', 'assessmentsTab') }))
    await shownIds(say('assessments', 'assessments'))
    await user.click(screen.getByRole('button', { name: say('first-rows', 'visitOf', { day: formatDate('2026-03-01') }) }))
    expect(await visitDialog()).toHaveAccessibleName(visitOf('2026-03-01'))
    expect(screen.getByRole('region', { name: words('sincePreviousVisit') })).toHaveTextContent(words('firstVisit'))
  })

  it('a child measurement’s date opens no visit of its own, and a date with nothing recorded says so', async () => {
    server.use(
      http.get('*/api/v1/measurements', () =>
        HttpResponse.json(
          listBody([measurementRecord(1, { type: 'group', date: '2026-03-01', children: [measurementRecord(2, { date: '2026-03-01' })] })]),
        ),
      ),
      http.get('*/api/v1/assessments', () => HttpResponse.json(listBody([]))),
    )
    renderApp({ url: '/?wound=1&expanded=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    await waitFor(() => {
      expect(screen.getAllByText(formatDate('2026-03-01'))).toHaveLength(2)
    })
    expect(screen.getAllByRole('button', { name: say('first-rows', 'visitOf', { day: formatDate('2026-03-01') }) })).toHaveLength(1)

    renderApp({ url: '/?wound=1&visit=2026-04-01' })
    expect(await within(await visitDialog()).findByText(words('nothingOnDate', { date: formatDate('2026-04-01') }))).toBeInTheDocument()
  })
})

describe('a visit in another language (the app URL’s lang)', () => {
  it('German: the visit’s words from its German catalog, the dialog marked as German', async () => {
    service()
    await renderAppSettled({ url: '/?wound=1&visit=2026-03-08&lang=de' })
    const dialog = await screen.findByRole('dialog', { name: `Visite vom ${formatDate('2026-03-08')}` })
    expect(dialog).toHaveAttribute('lang', 'de')
    expect(await within(dialog).findByText('Visite 2 von 4, Wunde 1')).toBeInTheDocument()
    const changes = within(dialog).getByRole('region', { name: 'Seit der vorherigen Visite' })
    expect(changes).toHaveTextContent('Neu: übelriechend; Fläche +25 %; Exsudat mittel → viel; Schmerz bei Bewegung 5 → 6.')
    const measurement = within(dialog).getByRole('region', { name: 'Messung' })
    expect(measurement).toHaveTextContent('Messung 3 · die letzte von 2 Messungen an diesem Tag')
    expect(measurement).toHaveTextContent(/Granulation 50 %, Fibrinbelag 20 %, Nekrose 5 %, (.+, )?nicht zugeordnet 25 %/)
    // The visit's assessment, read the TIME way, is the assessments' part: in German too.
    const assessment = within(dialog).getByRole('region', { name: 'Einschätzung' })
    expect(await within(assessment).findByText('Feuchtigkeit')).toBeInTheDocument()
    expect(assessment).toHaveTextContent('Übelriechend')
    expect(within(dialog).getByRole('button', { name: 'Nächste Visite' })).toBeInTheDocument()
  })

  it('pseudo-locale: none of the visit’s own English words is left', async () => {
    service()
    await renderAppSettled({ url: '/?wound=1&visit=2026-03-08&lang=en-XA' })
    const dialog = await screen.findByRole('dialog')
    // Both histories read and the assessment drawn: everything the dialog says is on screen.
    await waitFor(() => {
      expect(dialog.querySelector('.visit-change-line')).not.toBeNull()
      expect(dialog.querySelector('.assessment-by-time')).not.toBeNull()
      expect(dialog.querySelector('.visit-measurement')).not.toBeNull()
    })
    expect(dialog).toHaveAttribute('lang', 'en-XA')
    expect(englishLeft(dialog, 'visits')).toEqual([])
  })
})
