import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NuqsTestingAdapter } from 'nuqs/adapters/testing'
import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseAssessment, type Assessment } from '../../../../src/api/schemas/assessment'
import { ViewStateProvider } from '../../../../src/url-state/view-state-provider'
import { AssessmentDetail } from '../../../../src/features/assessments/assessment-detail'
import { assessmentColumnsFor } from '../../../../src/features/assessments/assessment-columns'
import { AssessmentDetailContext, type AssessmentDetailState } from '../../../../src/features/assessments/assessment-detail-state'
import { DataTable } from '../../../../src/shared/data-table'
import { formatDate } from '../../../../src/text/format'
import { http, HttpResponse } from 'msw'
import { assessmentRecord, listBody } from '../../fixtures'
import { server } from '../../../msw-server'
import { assessmentsWords } from '../../../../src/words/assessments'
import { LOCALES } from '../../../../src/i18n/locales'
import { englishLeft } from '../../english-left'
import { renderAppSettled, shownIds } from '../../../render-app'
import { say, wordsOf, messagePattern } from '../../words'

/** The assessments' English words, from their catalog: a change of wording is one edit there. */
const words = wordsOf('assessments')
/** "Show details of assessment 150001": a row's disclosure button. */
const showDetailsOf = (id: number) => words('showDetailsOf', { row: words('rowName', { id, repeat: 1 }) })

// Each language's catalog is fetched the first time it is shown (a chunk of its own in the app):
// once, here, for the whole file.
beforeAll(() => Promise.all(LOCALES.map((locale) => assessmentsWords.load(locale))), 60_000)

/**
 * A part of the assessments drawn as the app draws it: under the app URL (`search`: its `lang`
 * picks the words' language), once the words' catalog has loaded.
 */
async function show(ui: ReactNode, search = '') {
  // Rendered in an act that is awaited: React draws again what waited for the catalog before the
  // act ends (a render in a sync act leaves that retry queued in it).
  const view = await act(() =>
    Promise.resolve(
      render(
        <NuqsTestingAdapter searchParams={search}>
          <ViewStateProvider>
            <Suspense fallback={<p data-testid="loading-words" />}>{ui}</Suspense>
          </ViewStateProvider>
        </NuqsTestingAdapter>,
      ),
    ),
  )
  await waitFor(() => {
    expect(screen.queryByTestId('loading-words')).not.toBeInTheDocument()
  })
  return view
}

/** A record as the app holds it: service JSON through the zod schemas. */
const assessment = (...args: Parameters<typeof assessmentRecord>): Assessment => parseAssessment(assessmentRecord(...args))

const rowId = (a: Assessment, index: number) => (a.id === null ? `index-${index}` : String(a.id))

/** Open rows kept in component state, as the history view keeps them in the URL. */
function useOpenRows(): AssessmentDetailState {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const toggle = useCallback((rowId: string) => {
    setOpen((now) => {
      const next = new Set(now)
      if (!next.delete(rowId)) next.add(rowId)
      return next
    })
  }, [])
  return useMemo(() => ({ isOpen: (rowId: string) => open.has(rowId), toggle }), [open, toggle])
}

/** The columns in a bare table, with open details as local state: what the history view wires up. */
function Table({ rows }: { rows: Assessment[] }) {
  const details = useOpenRows()
  return (
    <AssessmentDetailContext value={details}>
      <DataTable
        label="Assessments"
        columns={assessmentColumnsFor([])}
        rows={rows}
        getRowId={rowId}
        renderDetail={(row, id) => (details.isOpen(id) ? <AssessmentDetail assessment={row} /> : undefined)}
      />
    </AssessmentDetailContext>
  )
}

describe('AssessmentDetail', () => {
  it('shows each pain score as a meter out of 10, and a score off the scale as sent, marked', async () => {
    await show(
      <AssessmentDetail assessment={assessment(150001, {}, { pain: { at_rest_scale: 7, with_movement_scale: 12, at_night_scale: 0 } })} />,
    )

    const rest = screen.getByRole('meter', { name: words('painAtRestName') })
    expect(rest).toHaveAttribute('aria-valuetext', words('painValueText', { score: 7 }))
    expect(rest).toHaveAttribute('aria-valuenow', '7')
    expect(rest).toHaveAttribute('aria-valuemin', '0')
    expect(rest).toHaveAttribute('aria-valuemax', '10')
    expect(screen.getByRole('meter', { name: words('painAtNightName') })).toHaveAttribute(
      'aria-valuetext',
      words('painValueText', { score: 0 }),
    )
    expect(screen.queryByRole('meter', { name: words('painWithMovementName') })).not.toBeInTheDocument()
    expect(screen.getByText('(outside the 0–10 scale)').parentElement).toHaveTextContent(/^12 \(outside the 0–10 scale\)$/)
  })

  it('draws tunnelling and undermining as clock faces named in words; other directions listed, marked', async () => {
    await show(
      <AssessmentDetail
        assessment={assessment(
          150001,
          {
            tunneling: { direction: [3, 2, 3], length: 3 },
          },
          { undermining: { direction: [6, 0, 15], length: 1 } },
        )}
      />,
    )

    const tunnelling = screen.getByRole('img', {
      name: words('extentDescription', {
        name: words('labelTunnelling'),
        summary: words('tractAt', {
          length: words('lengthCm', { length: 3 }),
          where: words('clockPositions', { positions: words('listAnd', { items: 2, last: 3 }) }),
        }),
      }),
    })
    expect(tunnelling.querySelectorAll('.clock-spoke')).toHaveLength(2)
    expect(tunnelling).toHaveTextContent('3 cm')
    const undermining = screen.getByRole('img', { name: "Undermining 1 cm at 6 o'clock" })
    const directions = undermining.parentElement?.querySelector('.off-spec-directions')
    expect(directions).toHaveTextContent('Also sent: 0 and 15 (not clock positions 1–12)')
  })

  it('says when neither tunnelling nor undermining was recorded', async () => {
    await show(<AssessmentDetail assessment={assessment(150001)} />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.getByText(words('neitherTractRecorded'))).toBeVisible()
  })

  it('puts codes into words and marks free text as free text', async () => {
    await show(
      <AssessmentDetail
        assessment={assessment(150001, {
          wound_edge: ['ROLLED', 'OTHER-FREE-TEXT', 'Macerated rim'],
          peri_wound_skin: ['HYPERKERTOSIS'],
          exudate: { amount: 'MINIMUM', type: 'SERO-SANGUINEOUS', comment: 'Light staining' },
          odor: 'MALODOROUS',
          miscellaneous: {
            unable_to_capture: 'YES',
            unable_to_capture_reason: 'Patient declined photo',
            qol_assessment_performed: 'N/A',
            qol_details: null,
          },
        })}
      />,
    )

    expect(screen.getByText(words('codeRolled'))).toBeVisible()
    expect(screen.getByText(/Macerated rim/).closest('li')).toHaveTextContent('“Macerated rim” (free text)')
    expect(screen.queryByText(words('codeOther'))).not.toBeInTheDocument()
    expect(screen.getByText(words('codeHyperkeratosis'))).toBeVisible()
    expect(screen.getByText(words('codeMinimal'))).toBeVisible()
    expect(screen.getByText(words('codeSeroSanguineous'))).toBeVisible()
    expect(screen.getByText('Light staining')).toBeVisible()
    expect(screen.getByText(words('codeMalodorous'))).toBeVisible()
    expect(screen.getByText('Patient declined photo')).toBeVisible()
    expect(screen.getByText(words('codeNotApplicable'))).toBeVisible()
  })

  it('lists the spec’s infection fields by label and unknown keys as sent, flagging the record', async () => {
    await show(
      <AssessmentDetail
        assessment={assessment(
          150002,
          {},
          {
            infection: { infected: 'YES', status: 'SUSPECTED', organisms: ['MRSA'] },
            exudate: { amount: 'COPIOUS', type: 'SEROUS' },
          },
        )}
      />,
    )

    expect(screen.getByText(words('infectionInfected')).nextElementSibling).toHaveTextContent(words('codeYes'))
    expect(screen.getByText('status').closest('dt')).toHaveTextContent('status (not in the specification)')
    expect(screen.getByText('status').closest('dt')?.nextElementSibling).toHaveTextContent('SUSPECTED')
    expect(screen.getByText('organisms').closest('dt')?.nextElementSibling).toHaveTextContent('MRSA')
    expect(screen.getByText(/^COPIOUS/).parentElement).toHaveTextContent('COPIOUS (not a known value)')

    const flag = screen.getByText(words('flagged')).closest('.record-issues')
    if (!(flag instanceof HTMLElement)) throw new Error('no flag')
    expect(flag).toHaveTextContent(words('recordIssues', { noun: words('name', { id: 150002 }), count: 2 }))
    expect(within(flag).getByText('values.infection').parentElement).toHaveTextContent(
      messagePattern('flags', 'unexpectedFields', { count: 2, keys: 'status, organisms' }),
    )
    expect(within(flag).getByText('values.exudate.amount').parentElement).toHaveTextContent(
      messagePattern('flags', 'unexpectedValue', { received: '"COPIOUS"' }),
    )
  })

  it('shows an infection sent as a plain string, and no flag for a record that matches the spec', async () => {
    const { unmount } = await show(<AssessmentDetail assessment={assessment(150003, {}, { infection: 'YES' })} />)
    expect(screen.getByText(words('infectionRecordedAs')).closest('dt')).toHaveTextContent('(unexpected shape)')
    unmount()
    await show(<AssessmentDetail assessment={assessment(150004)} />)
    expect(screen.queryByText(words('flagged'))).not.toBeInTheDocument()
  })

  it('renders notes as text, never as HTML', async () => {
    const notes = '<script>alert("x")</script><b>bold</b> & more'
    const { container } = await show(<AssessmentDetail assessment={assessment(150001, { notes })} />)
    expect(screen.getByText(notes)).toBeVisible()
    expect(container.querySelector('script, b')).toBeNull()
  })

  it('survives values of any shape', async () => {
    for (const values of [
      undefined,
      'oops',
      [],
      { pain: 'severe', tunneling: [1, 2], undermining: { direction: 'north' }, wound_edge: 'ROLLED' },
    ]) {
      const { unmount } = await show(<AssessmentDetail assessment={parseAssessment({ id: 7, values })} />)
      expect(screen.getByRole('heading', { name: words('name', { id: 7 }) })).toBeVisible()
      unmount()
    }
    await show(<AssessmentDetail assessment={parseAssessment(null)} />)
    expect(screen.getByRole('heading', { name: words('name', { id: words('noId') }) })).toBeVisible()
    expect(screen.getByText(words('noValuesSent'))).toBeVisible()
  })
})

describe('assessment columns', () => {
  it('have no detail toggle when nothing provides the open rows', async () => {
    await show(<DataTable label="Assessments" columns={assessmentColumnsFor([])} rows={[assessment(150001)]} getRowId={rowId} />)
    expect(screen.getByText('150001')).toBeVisible()
    // The date's button opens the visit; nothing toggles a detail.
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      say('first-rows', 'visitOf', { day: formatDate('2026-02-03') }),
    ])
  })

  it('summarise each value in the row, the ID cell starting with the id', async () => {
    await show(
      <Table
        rows={[
          assessment(
            150001,
            {
              wound_edge: ['ROLLED', 'Macerated rim'],
              pain: { at_rest_scale: 7, with_movement_scale: 8, at_night_scale: 6 },
              tunneling: { direction: [2, 3], length: 3 },
              infection: { infected: 'YES', signs_of_local_infection: ['INCREASING_PAIN', 'ERYTHEMA__WARMTH'], wound_swab: 'NO' },
            },
            { undermining: { direction: [13], length: 1 } },
          ),
        ]}
      />,
    )

    const [row] = within(screen.getByRole('table', { name: words('assessments') }))
      .getAllByRole('row')
      .slice(1)
    if (!row) throw new Error('no row')
    expect(row.querySelector('td')?.textContent).toMatch(/^150001\D/)
    expect(within(row).getByText('7/10')).toBeVisible()
    expect(
      within(row)
        .getByText(/Macerated rim/)
        .closest('li'),
    ).toHaveTextContent(words('freeTextHint'))
    expect(within(row).getByText("3 cm at 2 and 3 o'clock")).toBeVisible()
    expect(within(row).getByText(/Also sent: 13/)).toHaveTextContent('(not clock positions 1–12)')
    expect(within(row).getByText(words('infectionSignsShort')).nextElementSibling).toHaveTextContent(words('signsCount', { count: 2 }))
    expect(within(row).getByText(say('first-rows', 'flagged'))).toBeVisible()
  })

  it('open and close each row’s detail with a disclosure button', async () => {
    const user = userEvent.setup()
    await show(<Table rows={[assessment(150001), assessment(150002, { notes: 'Second' })]} />)

    const first = screen.getByRole('button', { name: showDetailsOf(150001) })
    const second = screen.getByRole('button', { name: showDetailsOf(150002) })
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('heading', { name: messagePattern('assessments', 'name', { id: 150001 }) })).not.toBeInTheDocument()

    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(first).toHaveFocus()
    expect(second).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('heading', { name: messagePattern('assessments', 'name', { id: 150001 }) })).toBeVisible()
    expect(screen.getByRole('meter', { name: words('painAtRestName') })).toHaveAttribute(
      'aria-valuetext',
      words('painValueText', { score: 2 }),
    )

    await user.click(second)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2)
    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('heading', { name: messagePattern('assessments', 'name', { id: 150001 }) })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: messagePattern('assessments', 'name', { id: 150002 }) })).toBeVisible()
  })
})

describe('the assessments in another language (the app URL’s lang)', () => {
  it('German: the assessments’ words from their German catalog, the list and the detail marked as German', async () => {
    const { container } = await show(
      <AssessmentDetail
        assessment={assessment(
          150001,
          {
            wound_edge: ['ROLLED', 'Macerated rim'],
            peri_wound_skin: ['HYPERKERTOSIS', 'EDEMA'],
            exudate: { amount: 'MINIMUM', type: 'SERO-SANGUINEOUS', comment: null },
            odor: 'MALODOROUS',
            tunneling: { direction: [2, 3], length: 3 },
            pain: { at_rest_scale: 7, with_movement_scale: 4, at_night_scale: 2 },
          },
          { undermining: { direction: [6, 13], length: 1 } },
        )}
      />,
      '?lang=de',
    )
    expect(container.querySelector('.assessment-detail')).toHaveAttribute('lang', 'de')
    expect(screen.getByRole('heading', { name: /^Einschätzung 150001/ })).toBeVisible()
    for (const text of ['Wundrand und Wundumgebung', 'Eingerollt', 'Hyperkeratose', 'Ödem', 'Wenig', 'Serös-blutig', 'Übelriechend'])
      expect(screen.getByText(text)).toBeVisible()
    expect(screen.getByText(/Macerated rim/).closest('li')).toHaveTextContent('„Macerated rim“ (Freitext)')
    expect(screen.getByRole('meter', { name: 'Schmerz in Ruhe' })).toHaveAttribute('aria-valuetext', '7 von 10')
    expect(screen.getByRole('img', { name: 'Tunnel 3 cm bei 2 und 3 Uhr' })).toBeInTheDocument()
    expect(screen.getByText(/^Außerdem übermittelt:/)).toHaveTextContent('Außerdem übermittelt: 13 (keine Uhrzeigerpositionen 1–12)')

    // The wound's list: its table named in German, inside an element marked as German.
    await renderAppSettled({ url: '/?wound=1&tab=assessments&lang=de' })
    await shownIds('Einschätzungen')
    const table = screen.getByRole('table', { name: 'Einschätzungen' })
    expect(table.closest('[lang]')).toHaveAttribute('lang', 'de')
    expect(within(table).getByRole('columnheader', { name: 'Wundumgebung' })).toBeInTheDocument()
    expect(within(table).getAllByRole('button', { name: /^Details zu Einschätzung \d+ anzeigen$/ }).length).toBeGreaterThan(0)
  })

  it('pseudo-locale: none of the assessments’ own English words is left, in the list or a row’s detail', async () => {
    // Hand-built records, every kind of value and none of the service's own text in English.
    const records = [
      assessmentRecord(
        150001,
        {
          wound_edge: ['ATTACHED', 'OTHER-FREE-TEXT', 'Ŕíɱ'],
          peri_wound_skin: ['DRY', 'OTHER_FREE_TEXT'],
          exudate: { amount: 'NONE', type: 'OTHER', comment: 'Ŝŧàíñ' },
          odor: 'NO',
          tunneling: { direction: [2, 3], length: 3 },
          miscellaneous: { unable_to_capture: 'NO', unable_to_capture_reason: null, qol_assessment_performed: 'N/A', qol_details: null },
        },
        {
          pain: { at_rest_scale: 7, with_movement_scale: 12, at_night_scale: 0 },
          infection: { infected: 'YES', signs_of_local_infection: [], wound_swab: 'NO', status: 'x' },
          undermining: { direction: [0], length: 1 },
        },
      ),
      assessmentRecord(150002, { exudate: { amount: 'LARGE', type: 'PURULENT', comment: null }, odor: 'MALODOROUS' }),
    ]
    server.use(
      http.get('*/api/v1/assessments', () => HttpResponse.json(listBody(records))),
      http.get('*/api/v1/measurements', () => HttpResponse.json(listBody([]))),
    )
    const { user } = await renderAppSettled({ url: '/?wound=1&tab=assessments&lang=en-XA' })
    const table = await screen.findByRole('table')
    await waitFor(() => {
      expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(1)
    })
    // A row's detail loads its code and its words on first use: the click waits for them in an awaited act.
    await user.click(within(table).getAllByRole('button', { expanded: false })[0] ?? document.body)
    await waitFor(() => {
      expect(table.querySelector('.assessment-detail')).not.toBeNull()
    })
    expect(table.closest('[lang]')).toHaveAttribute('lang', 'en-XA')
    expect(englishLeft(table, 'assessments')).toEqual([])
  })
})
