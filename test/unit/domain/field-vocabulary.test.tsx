import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MEASUREMENT_FIELDS } from '../../../src/api/params'
import { LIST_CONTROLS } from '../../../src/lists/list-controls'
import { FIELDS, MEASURED_FIELDS, fieldHeader, isFieldKey, measurementNoun, measurementTypeLabel } from '../../../src/domain/fields'
import { MEASUREMENTS_CSV } from '../../../src/features/measurements/measurement-csv'
import { measurementColumns } from '../../../src/features/measurements/measurement-columns'
import { AREA, CHOOSABLE_MEASURES, TISSUE, VOLUME } from '../../../src/features/overview/charts/chart-measures'
import { chartTable } from '../../../src/features/overview/charts/chart-table-rows'
import { PRINTED_FIELDS, PrintTable } from '../../../src/features/overview/print-table'
import { columnId } from '../../../src/shared/data-table'

/*
 * A field reads the same wherever it is shown: the measurements table, the column chooser, the
 * filters, the charts and their data tables, the printed report and the CSV all take its name,
 * unit and decimals from one table (src/domain/fields.ts).
 */

const fieldOf = (key: string) => {
  if (!isFieldKey(key)) throw new Error(`${key} is not a field of the vocabulary`)
  return FIELDS[key]
}

const tableHeaders = new Map(measurementColumns.map((column) => [columnId(column), column.header]))

describe('one vocabulary of fields', () => {
  it('the measurements table heads every field with its label and unit', () => {
    for (const key of MEASUREMENT_FIELDS) expect(tableHeaders.get(key), key).toBe(fieldHeader(key))
    expect(tableHeaders.get('max_length')).toBe('Max length (cm)')
  })

  it('the column chooser and the filters name every field by its label, the filters with its unit', () => {
    for (const list of ['measurements', 'assessments'] as const) {
      for (const choice of LIST_CONTROLS[list].columnChoices) expect(choice.label, choice.key).toBe(fieldOf(choice.key).label)
      for (const field of LIST_CONTROLS[list].filterFields) {
        expect(field.label, field.key).toBe(fieldOf(field.key).label)
        expect(field.unit, field.key).toBe(fieldOf(field.key).unit)
      }
    }
  })

  it("the charts and their data tables take each measure's label, unit and decimals", () => {
    for (const measure of [AREA, VOLUME, ...TISSUE, ...CHOOSABLE_MEASURES]) {
      const field = FIELDS[measure.key]
      expect([measure.label, measure.unit, measure.digits], measure.key).toEqual([field.label, field.unit, field.digits])
      expect(chartTable([], [measure]).headers[2]).toBe(fieldHeader(measure.key))
    }
    expect(CHOOSABLE_MEASURES.map((m) => m.label)).toContain('Max length')
  })

  it('the printed report heads its columns as the table does', () => {
    render(<PrintTable points={[]} />)
    const headers = screen.getAllByRole('columnheader', { hidden: true }).map((th) => th.textContent)
    expect(headers).toEqual([fieldHeader('date'), fieldHeader('id'), ...PRINTED_FIELDS.map(fieldHeader)])
    expect(headers).toContain('Max length (cm)')
  })

  it('the CSV has a column for every measured field, under the name the service gives it', () => {
    for (const key of MEASURED_FIELDS) expect(MEASUREMENTS_CSV.headers, key).toContain(FIELDS[key].key)
  })

  it('a known measurement type reads the same in the table and in the image captions', () => {
    for (const type of ['group', 'multiple', 'regular'])
      expect(measurementNoun(type)).toBe(`${measurementTypeLabel(type) ?? ''} measurement`)
    expect(measurementTypeLabel('group')).toBe('Group')
    expect(measurementTypeLabel('polygon')).toBe('polygon (unknown type)')
    expect(measurementNoun('polygon')).toBe('Measurement (polygon)')
  })
})
