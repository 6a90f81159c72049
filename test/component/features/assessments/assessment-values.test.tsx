import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NuqsTestingAdapter } from 'nuqs/adapters/testing'
import { useCallback, useMemo, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { parseAssessment, type Assessment } from '../../../../src/api/schemas/assessment'
import { ViewStateProvider } from '../../../../src/url-state/view-state-provider'
import { AssessmentDetail } from '../../../../src/features/assessments/assessment-detail'
import { assessmentColumnsFor } from '../../../../src/features/assessments/assessment-columns'
import { AssessmentDetailContext, type AssessmentDetailState } from '../../../../src/features/assessments/assessment-detail-state'
import { DataTable } from '../../../../src/shared/data-table'
import { formatDate } from '../../../../src/text/format'
import { assessmentRecord } from '../../fixtures'

/** A record as the app holds it: service JSON through the zod schemas. */
const assessment = (...args: Parameters<typeof assessmentRecord>): Assessment => parseAssessment(assessmentRecord(...args))

const rowId = (a: Assessment, index: number) => (a.id === null ? `index-${index}` : String(a.id))

/** The columns in a bare table, with open details as local state: what the history view wires up. */
function Table({ rows }: { rows: Assessment[] }) {
  // A row's date opens its visit through the app URL.
  return (
    <NuqsTestingAdapter>
      <ViewStateProvider>
        <BareTable rows={rows} />
      </ViewStateProvider>
    </NuqsTestingAdapter>
  )
}

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

function BareTable({ rows }: { rows: Assessment[] }) {
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
  it('shows each pain score as a meter out of 10, and a score off the scale as sent, marked', () => {
    render(
      <AssessmentDetail assessment={assessment(150001, {}, { pain: { at_rest_scale: 7, with_movement_scale: 12, at_night_scale: 0 } })} />,
    )

    const rest = screen.getByRole('meter', { name: 'Pain at rest' })
    expect(rest).toHaveAttribute('aria-valuetext', '7 out of 10')
    expect(rest).toHaveAttribute('aria-valuenow', '7')
    expect(rest).toHaveAttribute('aria-valuemin', '0')
    expect(rest).toHaveAttribute('aria-valuemax', '10')
    expect(screen.getByRole('meter', { name: 'Pain at night' })).toHaveAttribute('aria-valuetext', '0 out of 10')
    expect(screen.queryByRole('meter', { name: 'Pain with movement' })).not.toBeInTheDocument()
    expect(screen.getByText('(outside the 0–10 scale)').parentElement).toHaveTextContent(/^12 \(outside the 0–10 scale\)$/)
  })

  it('draws tunnelling and undermining as clock faces named in words; other directions listed, marked', () => {
    render(
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

    const tunnelling = screen.getByRole('img', { name: "Tunnelling 3 cm at 2 and 3 o'clock" })
    expect(tunnelling.querySelectorAll('.clock-spoke')).toHaveLength(2)
    expect(tunnelling).toHaveTextContent('3 cm')
    const undermining = screen.getByRole('img', { name: "Undermining 1 cm at 6 o'clock" })
    const directions = undermining.parentElement?.querySelector('.off-spec-directions')
    expect(directions).toHaveTextContent('Also sent: 0 and 15 (not clock positions 1–12)')
  })

  it('says when neither tunnelling nor undermining was recorded', () => {
    render(<AssessmentDetail assessment={assessment(150001)} />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.getByText('Tunnelling and undermining: neither recorded.')).toBeVisible()
  })

  it('puts codes into words and marks free text as free text', () => {
    render(
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

    expect(screen.getByText('Rolled')).toBeVisible()
    expect(screen.getByText(/Macerated rim/).closest('li')).toHaveTextContent('“Macerated rim” (free text)')
    expect(screen.queryByText('Other')).not.toBeInTheDocument()
    expect(screen.getByText('Hyperkeratosis')).toBeVisible()
    expect(screen.getByText('Minimal')).toBeVisible()
    expect(screen.getByText('Sero-sanguineous')).toBeVisible()
    expect(screen.getByText('Light staining')).toBeVisible()
    expect(screen.getByText('Malodorous')).toBeVisible()
    expect(screen.getByText('Patient declined photo')).toBeVisible()
    expect(screen.getByText('Not applicable')).toBeVisible()
  })

  it('lists the spec’s infection fields by label and unknown keys as sent, flagging the record', () => {
    render(
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

    expect(screen.getByText('Infected').nextElementSibling).toHaveTextContent('Yes')
    expect(screen.getByText('status').closest('dt')).toHaveTextContent('status (not in the specification)')
    expect(screen.getByText('status').closest('dt')?.nextElementSibling).toHaveTextContent('SUSPECTED')
    expect(screen.getByText('organisms').closest('dt')?.nextElementSibling).toHaveTextContent('MRSA')
    expect(screen.getByText(/^COPIOUS/).parentElement).toHaveTextContent('COPIOUS (not a known value)')

    const flag = screen.getByText('Flagged:').closest('.record-issues')
    if (!(flag instanceof HTMLElement)) throw new Error('no flag')
    expect(flag).toHaveTextContent(/Assessment 150002 does not match the service specification in 2 ways/)
    expect(within(flag).getByText('values.infection').parentElement).toHaveTextContent(/unexpected fields status, organisms/)
    expect(within(flag).getByText('values.exudate.amount').parentElement).toHaveTextContent(/unexpected value "COPIOUS"/)
  })

  it('shows an infection sent as a plain string, and no flag for a record that matches the spec', () => {
    const { unmount } = render(<AssessmentDetail assessment={assessment(150003, {}, { infection: 'YES' })} />)
    expect(screen.getByText('Recorded as').closest('dt')).toHaveTextContent('(unexpected shape)')
    unmount()
    render(<AssessmentDetail assessment={assessment(150004)} />)
    expect(screen.queryByText('Flagged:')).not.toBeInTheDocument()
  })

  it('renders notes as text, never as HTML', () => {
    const notes = '<script>alert("x")</script><b>bold</b> & more'
    const { container } = render(<AssessmentDetail assessment={assessment(150001, { notes })} />)
    expect(screen.getByText(notes)).toBeVisible()
    expect(container.querySelector('script, b')).toBeNull()
  })

  it('survives values of any shape', () => {
    for (const values of [
      undefined,
      'oops',
      [],
      { pain: 'severe', tunneling: [1, 2], undermining: { direction: 'north' }, wound_edge: 'ROLLED' },
    ]) {
      const { unmount } = render(<AssessmentDetail assessment={parseAssessment({ id: 7, values })} />)
      expect(screen.getByRole('heading', { name: 'Assessment 7' })).toBeVisible()
      unmount()
    }
    render(<AssessmentDetail assessment={parseAssessment(null)} />)
    expect(screen.getByRole('heading', { name: 'Assessment (no ID)' })).toBeVisible()
    expect(screen.getByText('No values were sent for this assessment.')).toBeVisible()
  })
})

describe('assessment columns', () => {
  it('have no detail toggle when nothing provides the open rows', () => {
    const Bare = () => <DataTable label="Assessments" columns={assessmentColumnsFor([])} rows={[assessment(150001)]} getRowId={rowId} />
    render(
      <NuqsTestingAdapter>
        <ViewStateProvider>
          <Bare />
        </ViewStateProvider>
      </NuqsTestingAdapter>,
    )
    expect(screen.getByText('150001')).toBeVisible()
    // The date's button opens the visit; nothing toggles a detail.
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      `Visit of ${formatDate('2026-02-03')}`,
    ])
  })

  it('summarise each value in the row, the ID cell starting with the id', () => {
    render(
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

    const [row] = within(screen.getByRole('table', { name: 'Assessments' }))
      .getAllByRole('row')
      .slice(1)
    if (!row) throw new Error('no row')
    expect(row.querySelector('td')?.textContent).toMatch(/^150001\D/)
    expect(within(row).getByText('7/10')).toBeVisible()
    expect(
      within(row)
        .getByText(/Macerated rim/)
        .closest('li'),
    ).toHaveTextContent('(free text)')
    expect(within(row).getByText("3 cm at 2 and 3 o'clock")).toBeVisible()
    expect(within(row).getByText(/Also sent: 13/)).toHaveTextContent('(not clock positions 1–12)')
    expect(within(row).getByText('Signs').nextElementSibling).toHaveTextContent('2 signs')
    expect(within(row).getByText('Flagged')).toBeVisible()
  })

  it('open and close each row’s detail with a disclosure button', async () => {
    const user = userEvent.setup()
    render(<Table rows={[assessment(150001), assessment(150002, { notes: 'Second' })]} />)

    const first = screen.getByRole('button', { name: 'Show details of assessment 150001' })
    const second = screen.getByRole('button', { name: 'Show details of assessment 150002' })
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('heading', { name: /Assessment 150001/ })).not.toBeInTheDocument()

    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(first).toHaveFocus()
    expect(second).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('heading', { name: /Assessment 150001/ })).toBeVisible()
    expect(screen.getByRole('meter', { name: 'Pain at rest' })).toHaveAttribute('aria-valuetext', '2 out of 10')

    await user.click(second)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2)
    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('heading', { name: /Assessment 150001/ })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: /Assessment 150002/ })).toBeVisible()
  })
})
