import { within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../msw-server'
import { bodyRows, renderApp, shownIds } from '../../render-app'
import { assessmentRecord, listBody, measurementRecord } from '../fixtures'
import { say, messagePattern } from '../words'

/** The body row whose first cell shows record `id`. */
async function rowOf(table: string, id: number): Promise<HTMLElement> {
  const row = (await bodyRows(table)).find((r) => r.querySelector('td')?.textContent.startsWith(String(id)))
  if (!(row instanceof HTMLElement)) throw new Error(`no row for record ${id} in ${table}`)
  return row
}

describe('records that do not match the spec', () => {
  it('shows a measurement that fails the strict schema, flagged with the reasons, beside the valid one', async () => {
    server.use(
      http.get('*/api/v1/measurements', () =>
        HttpResponse.json(listBody([measurementRecord(901, { type: 'polygon', area: 'abc' }), measurementRecord(902)])),
      ),
    )
    const { user } = renderApp({ url: '/?wound=1' })

    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(['901', '902'])
    const flagged = await rowOf(say('first-rows', 'measurementsLabel'), 901)
    expect(within(flagged).getByText(say('first-rows', 'unknownType', { type: 'polygon' }))).toBeVisible()
    const marker = within(flagged).getByText(say('first-rows', 'flagged'))
    expect(marker).toBeVisible()
    expect(marker.closest('summary')).toHaveTextContent(
      messagePattern('first-rows', 'flaggedDetail', { record: say('first-rows', 'measurementRowName', { id: 901 }), ways: 2 }),
    )

    // What the flag says is shown (and its words loaded) when it is opened.
    expect(within(flagged).queryByText(messagePattern('flags', 'unexpectedValue', { received: '"polygon"' }))).not.toBeInTheDocument()
    await user.click(marker)
    const typeReason = await within(flagged).findByText(messagePattern('flags', 'unexpectedValue', { received: '"polygon"' }))
    const areaReason = within(flagged).getByText(messagePattern('flags', 'gotValue', { expected: 'number', received: '"abc"' }))
    expect(typeReason).toBeVisible()
    expect(typeReason).toHaveTextContent(/^type:/)
    expect(areaReason).toBeVisible()
    expect(areaReason).toHaveTextContent(/^area:/)

    expect(
      within(await rowOf(say('first-rows', 'measurementsLabel'), 902)).queryByText(say('first-rows', 'flagged')),
    ).not.toBeInTheDocument()
  })

  it('shows free-text entries of an assessment with their text, unflagged', async () => {
    const record = assessmentRecord(951, {
      wound_edge: ['ROLLED', 'OTHER_FREE_TEXT', 'Macerated rim at 3 o’clock'],
      peri_wound_skin: ['DRY', 'OTHER-FREE-TEXT', 'Tape blisters'],
    })
    server.use(http.get('*/api/v1/assessments', () => HttpResponse.json(listBody([record]))))
    renderApp({ url: '/?wound=1&tab=assessments' })

    const row = await rowOf(say('assessments', 'assessments'), 951)
    expect(within(row).getByText(/Macerated rim at 3 o’clock/)).toBeVisible()
    expect(within(row).getByText(/Tape blisters/)).toBeVisible()
    expect(within(row).getByText(say('assessments', 'codeRolled'))).toBeVisible()
    expect(within(row).getAllByText(/free text/i)).toHaveLength(2)
    expect(within(row).queryByText(say('first-rows', 'flagged'))).not.toBeInTheDocument()
  })

  it('shows an assessment with an unforeseen infection shape and an unknown code, flagged', async () => {
    const record = assessmentRecord(
      952,
      {},
      {
        infection: { status: 'SUSPECTED', organisms: ['MRSA'] },
        exudate: { amount: 'COPIOUS', type: 'SEROUS', comment: null },
      },
    )
    server.use(http.get('*/api/v1/assessments', () => HttpResponse.json(listBody([record, assessmentRecord(953)]))))
    renderApp({ url: '/?wound=1&tab=assessments' })

    expect(await shownIds(say('assessments', 'assessments'))).toEqual(['952', '953'])
    const row = await rowOf(say('assessments', 'assessments'), 952)
    expect(within(row).getByText('MRSA')).toBeVisible()
    expect(within(row).getByText('SUSPECTED')).toBeVisible()
    expect(within(row).getByText(/^COPIOUS\b/)).toBeVisible()
    expect(within(row).getByText('(not a known value)')).toBeVisible()
    expect(within(row).getByText(say('first-rows', 'flagged'))).toBeVisible()
    expect(within(await rowOf(say('assessments', 'assessments'), 953)).queryByText(say('first-rows', 'flagged'))).not.toBeInTheDocument()
  })
})
