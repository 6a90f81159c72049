import { IMAGE_KINDS, type Measurement } from '../../api/schemas/measurement'
import { useSelection } from '../../url-state/use-selection'
import { VisitDate } from '../../url-state/use-visit'
import { FIELDS, MEASURED_FIELDS, type FieldKey, type MeasuredField } from '../../domain/fields'
import { fieldHeader, measurementTypeLabel } from '../../lists/field-names'
import { columnHelper, columnId } from '../../shared/data-table'
import { DASH, formatNumber } from '../../text/format'
import { LongText } from '../../shared/long-text'
import { RecordFlag } from '../../shared/record-flag'
import { repeatOf } from '../../shared/row-keys'
import type { RecordIssue } from '../../api/schemas/issues'
import { useSay } from '../../i18n/use-say'
import type { Say } from '../../i18n/numbered'
import { firstRowWords } from '../../words/first-rows'
import * as w from '../../words/first-rows/messages'
import { RecordedMoment } from '../../shared/recorded-moment'

const column = columnHelper<Measurement>()

/** A column's header: the field's name with its unit ("Area (cm²)"), in the language shown. */
function FieldHeader({ field }: { field: FieldKey }) {
  const t = useSay(firstRowWords)
  return <>{fieldHeader(t, field)}</>
}
const headerOf = (field: FieldKey) => () => <FieldHeader field={field} />

/** A cell in the first rows' words: what `say` makes of the language's words and the cell's value. */
function Said<V>({ value, say }: { value: V; say: (t: Say, value: V) => string }) {
  const t = useSay(firstRowWords)
  return <>{say(t, value)}</>
}

/** Units live in the header ("Area (cm²)") so the cells stay plain, aligned numbers. */
const numeric = (key: MeasuredField) =>
  column.accessor((m) => m[key], {
    id: key,
    header: headerOf(key),
    cell: (info) => formatNumber(info.getValue(), FIELDS[key].digits, true),
    meta: { numeric: true },
  })

/** Opens the image panel on this measurement; the button is named "Images for measurement <id>". */
function ImagesButton({ measurement, rowKey }: { measurement: Measurement; rowKey: string }) {
  const t = useSay(firstRowWords)
  const { selected, toggle } = useSelection()
  const kinds = IMAGE_KINDS.filter((kind) => measurement.images?.[kind])
  if (kinds.length === 0 || measurement.id === null) return <>{DASH}</>
  const id = measurement.id
  return (
    <>
      <button
        type="button"
        className="images-button"
        aria-pressed={selected === id}
        onClick={() => {
          toggle(id)
        }}
      >
        {t(w.imagesButton)}
        <span className="visually-hidden"> {t(w.forMeasurement, { id, repeat: repeatOf(rowKey) })}</span>
      </button>{' '}
      <span className="hint" title={kinds.join(', ')}>
        {kinds.length === IMAGE_KINDS.length ? t(w.allImageKinds) : kinds.join(', ')}
      </span>
    </>
  )
}

/** A measurement's flag, naming it: "measurement 7 does not match…". */
function MeasurementFlag({ issues, id }: { issues: readonly RecordIssue[]; id: number | null }) {
  const t = useSay(firstRowWords)
  return <RecordFlag issues={issues} record={t(w.measurementRowName, { id: id ?? '' })} />
}

/** A measurement's type in the language shown ("Group"; one the service should not send, as sent). */
function TypeCell({ type }: { type: string | undefined }) {
  const t = useSay(firstRowWords)
  return <LongText text={measurementTypeLabel(t, type) ?? DASH} />
}

/** Every field of a measurement, in the order a clinician reads them: when, what, how big, what tissue. */
const measurementColumns = column.columns([
  column.accessor('id', {
    header: headerOf('id'),
    cell: (info) => (
      <span className="record-id">
        {info.getValue() ?? DASH}
        <MeasurementFlag issues={info.row.original.issues} id={info.getValue()} />
      </span>
    ),
    meta: { numeric: true, sortKey: 'id' },
  }),
  column.accessor('date', {
    header: headerOf('date'),
    cell: (info) => <VisitDate date={info.getValue()} opens={info.row.depth === 0} />,
  }),
  column.accessor('type', {
    header: headerOf('type'),
    cell: (info) => <TypeCell type={info.getValue()} />,
  }),
  ...MEASURED_FIELDS.map(numeric),
  column.accessor('is_locked', {
    header: headerOf('is_locked'),
    cell: (info) => {
      const locked = info.getValue()
      return locked === undefined ? DASH : <Said value={locked} say={(t, value) => t(value ? w.yes : w.no)} />
    },
  }),
  column.accessor((m) => m.children.length, {
    id: 'children',
    header: () => <Said value={w.childrenHeader} say={(t, id) => t(id)} />,
    cell: (info) => (info.getValue() === 0 ? DASH : <Said value={info.getValue()} say={(t, count) => t(w.childCount, { count })} />),
  }),
  column.display({
    id: 'images',
    header: headerOf('images'),
    cell: (info) => <ImagesButton measurement={info.row.original} rowKey={info.row.id} />,
  }),
  column.accessor('uid', {
    header: headerOf('uid'),
    cell: (info) => <LongText className="uid" text={info.getValue() ?? DASH} />,
  }),
  column.accessor('created_at', {
    header: headerOf('created_at'),
    meta: { sortKey: 'created_at' },
    cell: (info) => <RecordedMoment moment={info.getValue()} />,
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
