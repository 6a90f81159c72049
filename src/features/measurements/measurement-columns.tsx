import { IMAGE_KINDS, isMeasurementType, type Measurement } from '../../api/schemas/measurement'
import { columnHelper, columnId } from '../../shared/data-table'
import { DASH, formatDate, formatDateTime, formatNumber, humaniseCode, pluralise } from '../../shared/format'
import { useViewState } from '../../config/view-state'
import { LongText } from '../../shared/long-text'
import { RecordFlag } from '../../shared/record-flag'
import { repeatSuffix } from '../../shared/row-keys'

const column = columnHelper<Measurement>()

type NumericField = 'area' | 'perimeter' | 'max_length' | 'max_width' | 'avg_depth' | 'max_depth' | 'volume' | 'granulation' | 'slough' | 'eschar'

/** Units live in the header ("Area (cm²)") so the cells stay plain, aligned numbers. */
const numeric = (key: NumericField, header: string, unit: string, digits = 2) =>
  column.accessor((m) => m[key], {
    id: key,
    header: `${header} (${unit})`,
    cell: (info) => formatNumber(info.getValue(), digits, true),
    meta: { numeric: true },
  })

export function measurementTypeLabel(type: string | undefined): string {
  if (type === undefined || type === '') return DASH
  return isMeasurementType(type) ? humaniseCode(type) : `${type} (unknown type)`
}

/** Opens the image panel on this measurement (ui-contract §3: "Images for measurement <id>"). */
function ImagesButton({ measurement, rowKey }: { measurement: Measurement; rowKey: string }) {
  const { view, setView } = useViewState()
  const kinds = IMAGE_KINDS.filter((kind) => measurement.images?.[kind])
  if (kinds.length === 0 || measurement.id === null) return <>{DASH}</>
  const id = measurement.id
  return (
    <>
      <button
        type="button"
        className="images-button"
        aria-pressed={view.selected === id}
        onClick={() => void setView({ selected: view.selected === id ? null : id }, { history: 'replace' })}
      >
        Images<span className="visually-hidden"> for measurement {id}{repeatSuffix(rowKey)}</span>
      </button>{' '}
      <span className="hint" title={kinds.join(', ')}>{kinds.length === IMAGE_KINDS.length ? 'all 4' : kinds.join(', ')}</span>
    </>
  )
}

/** Every field of a measurement, in the order a clinician reads them: when, what, how big, what tissue. */
export const measurementColumns = column.columns([
  column.accessor('id', {
    header: 'ID',
    cell: (info) => (
      <span className="record-id">
        {info.getValue() ?? DASH}
        <RecordFlag issues={info.row.original.issues} noun={`measurement ${info.getValue() ?? ''}`} />
      </span>
    ),
    meta: { numeric: true, sortKey: 'id' },
  }),
  column.accessor('date', { header: 'Date', cell: (info) => <LongText text={formatDate(info.getValue())} /> }),
  column.accessor('type', { header: 'Type', cell: (info) => <LongText text={measurementTypeLabel(info.getValue())} /> }),
  numeric('area', 'Area', 'cm²'),
  numeric('perimeter', 'Perimeter', 'cm'),
  numeric('max_length', 'Max length', 'cm'),
  numeric('max_width', 'Max width', 'cm'),
  numeric('avg_depth', 'Avg depth', 'cm'),
  numeric('max_depth', 'Max depth', 'cm'),
  numeric('volume', 'Volume', 'cm³'),
  numeric('granulation', 'Granulation', '%', 1),
  numeric('slough', 'Slough', '%', 1),
  numeric('eschar', 'Eschar', '%', 1),
  column.accessor('is_locked', {
    header: 'Locked',
    cell: (info) => {
      const locked = info.getValue()
      return locked === undefined ? DASH : locked ? 'Yes' : 'No'
    },
  }),
  column.accessor((m) => m.children.length, {
    id: 'children',
    header: 'Children',
    cell: (info) => (info.getValue() === 0 ? DASH : pluralise(info.getValue(), 'child', 'children')),
  }),
  column.display({ id: 'images', header: 'Images', cell: (info) => <ImagesButton measurement={info.row.original} rowKey={info.row.id} /> }),
  column.accessor('uid', {
    header: 'UID',
    cell: (info) => <LongText className="uid" text={info.getValue() ?? DASH} />,
  }),
  column.accessor('created_at', {
    header: 'Created',
    meta: { sortKey: 'created_at' },
    cell: (info) => <time title={info.getValue() ? `${info.getValue() ?? ''} UTC` : undefined}><LongText text={formatDateTime(info.getValue())} /></time>,
  }),
])

/**
 * The columns for a `fields` choice. Created stays (it can still be sorted on, and says "—"
 * because the service does not return it with a choice); children are never returned then.
 */
export function measurementColumnsFor(fields: readonly string[]) {
  if (fields.length === 0) return measurementColumns
  return measurementColumns.filter((c) => columnId(c) === 'created_at' || fields.includes(columnId(c)))
}
