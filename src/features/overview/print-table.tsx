import { formatDate, formatNumber } from '../../shared/format'
import type { MeasurementPoint } from './healing-series'

const COLUMNS: { key: keyof MeasurementPoint; label: string }[] = [
  { key: 'area', label: 'Area (cm²)' },
  { key: 'perimeter', label: 'Perimeter (cm)' },
  { key: 'max_length', label: 'Length (cm)' },
  { key: 'max_width', label: 'Width (cm)' },
  { key: 'max_depth', label: 'Max depth (cm)' },
  { key: 'volume', label: 'Volume (cm³)' },
  { key: 'granulation', label: 'Granulation (%)' },
  { key: 'slough', label: 'Slough (%)' },
  { key: 'eschar', label: 'Eschar (%)' },
]

/** Every top-level measurement, for the printed report only (the screen has the paged list). */
export function PrintTable({ points }: { points: readonly MeasurementPoint[] }) {
  return (
    <section className="print-only">
      <h3>Measurements</h3>
      <table className="data-table print-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">ID</th>
            {COLUMNS.map((c) => <th key={c.key} scope="col" className="numeric">{c.label}</th>)}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={`${p.date}-${p.id ?? ''}`}>
              <td>{formatDate(p.date)}</td>
              <td>{p.id ?? ''}</td>
              {COLUMNS.map((c) => {
                const value = p[c.key]
                return <td key={c.key} className="numeric">{typeof value === 'number' ? formatNumber(value) : '—'}</td>
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
