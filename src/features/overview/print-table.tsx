import { FIELDS, MEASURED_FIELDS, type MeasuredField } from '../../domain/fields'
import { fieldHeader } from '../../lists/field-names'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import { formatDate, formatNumber } from '../../text/format'
import type { MeasurementPoint } from '../../domain/healing/series'

/** The measured values the printed report lists: all but the average depth (a page has room for ten columns). */
const PRINTED_FIELDS: readonly MeasuredField[] = MEASURED_FIELDS.filter((key) => key !== 'avg_depth')

/** Every top-level measurement, for the printed report only (the screen has the paged list), under `heading`. */
export function PrintTable({ points, heading }: { points: readonly MeasurementPoint[]; heading: string }) {
  const t = useSay(firstRowWords)
  return (
    <section className="print-only">
      <h3>{heading}</h3>
      <table className="data-table print-table">
        <thead>
          <tr>
            <th scope="col">{fieldHeader(t, 'date')}</th>
            <th scope="col">{fieldHeader(t, 'id')}</th>
            {PRINTED_FIELDS.map((key) => (
              <th key={key} scope="col" className="numeric">
                {fieldHeader(t, key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={`${p.date}-${p.id ?? ''}`}>
              <td>{formatDate(p.date)}</td>
              <td>{p.id ?? ''}</td>
              {PRINTED_FIELDS.map((key) => {
                const value = p[key]
                return (
                  <td key={key} className="numeric">
                    {typeof value === 'number' ? formatNumber(value, FIELDS[key].digits) : '—'}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
