import { MEASURE_KEYS, MEASUREMENT_FIELDS, MEASUREMENT_FILTER_KEYS, MEASUREMENT_WIRE } from '../../../src/api/fields'
import { buildListQuery } from '../../../src/api/params'
import { parseMeasurement } from '../../../src/api/schemas/measurement'
import { measurementSeries } from '../../../src/domain/healing/series'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { listControls } from '../../../src/lists/list-controls'
import { FIELDS, MEASURED_FIELDS } from '../../../src/domain/fields'
import {
  fieldHeader as fieldHeaderIn,
  fieldLabel as fieldLabelIn,
  measurementTypeLabel as typeLabelIn,
} from '../../../src/lists/field-names'
import { NuqsAdapter } from 'nuqs/adapters/react'
import type { ReactNode } from 'react'
import { ViewStateProvider } from '../../../src/url-state/view-state-provider'
import { firstRowWords } from '../../../src/words/first-rows'
import { MEASUREMENTS_CSV } from '../../../src/features/measurements/measurement-csv'
import { measurementColumnsFor } from '../../../src/features/measurements/measurement-columns'
import { chartMeasures } from '../../../src/features/overview/charts/chart-measures'
import { chartTable } from '../../../src/features/overview/charts/chart-table-rows'
import type { ChartsTranslate } from '../../../src/features/overview/charts/use-charts-words'
import { englishWords, readCatalog, selectCases } from '../../../scripts/catalogs'
import { measuresOf } from '../../../src/domain/measures'
import { LOCALES } from '../../../src/i18n/locales'
import { ROOT } from '../../../tools/harness/paths'
import { PrintTable } from '../../../src/features/overview/print-table'
import { columnId } from '../../../src/shared/data-table'

/** The fields' names in English, as the screens say them in an English page. */
const english = firstRowWords.english
const fieldLabel = (key: string) => fieldLabelIn(english, key)
const fieldHeader = (key: Parameters<typeof fieldHeaderIn>[1]) => fieldHeaderIn(english, key)
const measurementTypeLabel = (type: string | undefined) => typeLabelIn(english, type)
const LIST_CONTROLS = listControls(english)

/*
 * A field reads the same wherever it is shown: the measurements table, the column chooser, the
 * filters, the charts and their data tables, the printed report and the CSV all take its name,
 * unit and decimals from one table (src/domain/fields.ts; the names from src/lists/field-names.ts and the first rows' catalog).
 */

const fieldsByKey: ReadonlyMap<string, (typeof FIELDS)[keyof typeof FIELDS]> = new Map(Object.entries(FIELDS))
const fieldOf = (key: string) => {
  const field = fieldsByKey.get(key)
  if (field === undefined) throw new Error(`${key} is not a field of the vocabulary`)
  return field
}

/** The app's view state around a part rendered alone: its words follow the app URL's language. */
const InApp = ({ children }: { children: ReactNode }) => (
  <NuqsAdapter>
    <ViewStateProvider>{children}</ViewStateProvider>
  </NuqsAdapter>
)

/** A column's header as the table shows it: its text, or what its function renders. */
function headerText(header: unknown): string {
  if (typeof header === 'string') return header
  if (typeof header !== 'function') return ''
  // The measurements' headers read no context: each is a component of the field's name in the language shown.
  const { container, unmount } = render(<InApp>{(header as () => ReactNode)()}</InApp>)
  const text = container.textContent
  unmount()
  return text
}

const tableHeaders = {
  headers: undefined as Map<string, string> | undefined,
  get(key: string) {
    this.headers ??= new Map(measurementColumnsFor([]).map((column) => [columnId(column), headerText(column.header)]))
    return this.headers.get(key)
  },
}

describe('one vocabulary of fields', () => {
  it('the measurements table heads every field with its label and unit', () => {
    for (const key of MEASUREMENT_FIELDS) expect(tableHeaders.get(key), key).toBe(fieldHeader(key))
    expect(tableHeaders.get('max_length')).toBe('Max length (cm)')
  })

  it('the column chooser and the filters name every field by its label, the filters with its unit', () => {
    for (const list of ['measurements', 'assessments'] as const) {
      for (const choice of LIST_CONTROLS[list].columnChoices) expect(choice.label, choice.key).toBe(fieldLabel(fieldOf(choice.key).key))
      for (const field of LIST_CONTROLS[list].filterFields) {
        expect(field.label, field.key).toBe(fieldLabel(fieldOf(field.key).key))
        expect(field.unit, field.key).toBe(fieldOf(field.key).unit)
      }
    }
  })

  it("the charts and their data tables take each measure's label, unit and decimals", () => {
    const measures = chartMeasures(firstRowWords.english)
    for (const measure of [measures.area, measures.volume, ...measures.tissue, ...measures.choosable]) {
      const field = FIELDS[measure.key]
      expect([measure.label, measure.unit, measure.digits], measure.key).toEqual([fieldLabel(field.key), field.unit, field.digits])
      expect(chartTable(englishWords(`${ROOT}/src/words`, 'charts') as ChartsTranslate, [], [measure]).headers[2]).toBe(
        fieldHeader(measure.key),
      )
    }
    expect(measures.choosable.map((m) => m.label)).toContain('Max length')
  })

  it('the printed report heads its columns as the table does', () => {
    render(
      <InApp>
        <PrintTable points={[]} heading="Measurements" />
      </InApp>,
    )
    const headers = screen.getAllByRole('columnheader', { hidden: true }).map((th) => th.textContent)
    // Every measured value but the average depth (the printed report leaves it out).
    expect(headers).toEqual([
      fieldHeader('date'),
      fieldHeader('id'),
      ...MEASURED_FIELDS.filter((key) => key !== 'avg_depth').map(fieldHeader),
    ])
    expect(headers).toContain('Max length (cm)')
  })

  it('the CSV has a column for every measured field, under the name the service gives it', () => {
    for (const key of MEASURED_FIELDS) expect(MEASUREMENTS_CSV.headers, key).toContain(FIELDS[key].key)
  })

  it('names an unknown key as it is, including the names every object has', () => {
    expect(fieldLabel('max_length')).toBe('Max length')
    for (const key of ['wound_size', 'constructor', 'toString', '__proto__']) expect(fieldLabel(key)).toBe(key)
  })

  it('every tissue has its own name in each language where a visit and the note list the tissues', () => {
    // A catalog's select says a tissue it has no case for as its wire key ("epithelial 10 %"): the compiler cannot see it.
    for (const area of ['visits', 'handoff'])
      for (const locale of LOCALES.filter((l) => l !== 'en-XA')) {
        const message = readCatalog(`${ROOT}/src/words/${area}/${locale}.json`).tissueShare ?? ''
        expect({ area, locale, cases: selectCases(message).tissue }).toEqual({
          area,
          locale,
          cases: expect.arrayContaining([...measuresOf('tissue')]) as unknown,
        })
      }
  })

  it('a known measurement type reads the same in the table and in the image captions', () => {
    // The captions' nouns are the images' catalog's (src/words/images), the table's type the first rows' words.
    const images = englishWords(`${ROOT}/src/words`, 'images')
    for (const type of ['group', 'multiple', 'regular'])
      expect(images('measurementNoun', { type })).toBe(`${measurementTypeLabel(type) ?? ''} measurement`)
    expect(measurementTypeLabel('group')).toBe('Group')
    expect(measurementTypeLabel('polygon')).toBe('polygon (unknown type)')
    expect(images('measurementNounUnknown', { type: 'polygon' })).toBe('Measurement (polygon)')
  })
})

/*
 * One line per field in api/fields.ts (and its words in domain/fields.ts) is all a new measured
 * value needs: each of these derives from the tables, and is checked here for every measure, so a
 * view that kept a list of its own would miss the next one.
 */
describe.each(MEASURE_KEYS)('the measured value %s, from the wire to every view', (key) => {
  const parsed = parseMeasurement({ id: 1, date: '2026-03-02', [key]: 2.5 })

  it('is asked for, filtered on, and read by both schemas', () => {
    expect(buildListQuery('measurements', { woundId: 1, fields: [key] })).toBe(`wound_id=1&fields=id,${key}`)
    expect(MEASUREMENT_FILTER_KEYS).toContain(key)
    expect(parsed[key]).toBe(2.5)
    expect(parsed.issues).toEqual([])
    const sentAsText = parseMeasurement({ id: 1, [key]: '2.50' })
    expect(sentAsText[key]).toBe(2.5)
    expect(sentAsText.issues.map((issue) => issue.path)).toEqual([key])
    const beyond = parseMeasurement({ id: 1, [key]: 101 }).issues
    expect(beyond.length, 'a percentage above 100 is flagged').toBe(MEASUREMENT_WIRE[key].value === 'percent' ? 1 : 0)
  })

  it('has a filter field, a column, a chart, a data-table column and a CSV column', () => {
    const filter = LIST_CONTROLS.measurements.filterFields.find((field) => field.key === key)
    expect(filter?.kind).toBe('number')
    expect(tableHeaders.get(key)).toBe(fieldHeader(key))
    const measures = chartMeasures(firstRowWords.english)
    const drawn = [measures.area, measures.volume, ...measures.tissue, ...measures.choosable].filter((measure) => measure.key === key)
    expect(drawn).toHaveLength(1)
    expect(measurementSeries([parsed]).points[0]?.[key]).toBe(2.5)
    expect(MEASUREMENTS_CSV.rows([parsed])[0]?.[key]).toBe(2.5)
  })
})
