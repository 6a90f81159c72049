import type { Measurement } from '../../api/schemas/measurement'
import { MEASURED_FIELDS, type MeasuredField } from '../../domain/fields'
import { issuesCell, type CsvRow, type CsvSpec } from '../../shared/csv'
import type { Say } from '../../i18n/numbered'
import * as w from '../../words/first-rows/messages'

/**
 * Columns of the measurements CSV: every field of a measurement under the service's own name
 * (units as the service sends them: cm, cm², cm³, %), plus the record's place in the tree and how
 * it departs from the specification. Dates stay exactly as the service sent them.
 */
const MEASUREMENT_CSV_HEADERS = [
  'id',
  'parent_id',
  /** 0 for a top-level measurement, 1 for its children, 2 for theirs. */
  'depth',
  'uid',
  'type',
  'date',
  ...MEASURED_FIELDS,
  'is_locked',
  'created_at',
  /*
   * The image URLs are signed and expire 10 minutes after the service issued them, so
   * in a saved file they soon stop opening. They are kept all the same: they name the images a
   * measurement had, and a fresh load of the wound gives working ones.
   */
  'image_thumbnail',
  'image_original',
  'image_outline',
  'image_classification',
  'spec_issues',
] as const

type MeasurementCsvHeader = (typeof MEASUREMENT_CSV_HEADERS)[number]
type MeasurementCsvRow = CsvRow<MeasurementCsvHeader>

function rowOf(m: Measurement, parentId: number | null, depth: number): MeasurementCsvRow {
  return {
    id: m.id,
    parent_id: parentId,
    depth,
    uid: m.uid,
    type: m.type,
    date: m.date,
    // Missing values stay empty cells (undefined), as sent.
    ...(Object.fromEntries(MEASURED_FIELDS.map((key) => [key, m[key]])) as Record<MeasuredField, number | undefined>),
    is_locked: m.is_locked,
    created_at: m.created_at,
    image_thumbnail: m.images?.thumbnail,
    image_original: m.images?.original,
    image_outline: m.images?.outline,
    image_classification: m.images?.classification,
    spec_issues: issuesCell(m.issues),
  }
}

/**
 * One row per measurement, each followed by its children (depth first), in the service's order.
 * The spec allows two levels of children; a deeper one the parser kept is written too, with its
 * depth, rather than silently dropped (its parent's spec_issues already says it is too deep).
 */
function measurementCsvRows(measurements: readonly Measurement[]): MeasurementCsvRow[] {
  const rows: MeasurementCsvRow[] = []
  const visit = (m: Measurement, parentId: number | null, depth: number) => {
    rows.push(rowOf(m, parentId, depth))
    for (const child of m.children) visit(child, m.id, depth + 1)
  }
  for (const m of measurements) visit(m, null, 0)
  return rows
}

type MeasurementsCsv = CsvSpec<Measurement, MeasurementCsvHeader>

/** The measurements list's export: every record and child, every field (the columns are the wire's, in no language). */
export const MEASUREMENTS_CSV: Omit<MeasurementsCsv, 'fileName'> = {
  headers: MEASUREMENT_CSV_HEADERS,
  rows: measurementCsvRows,
}

/** The export with its file's name in the language shown: "wound-1-measurements.csv". */
export const measurementsCsv = (t: Say): MeasurementsCsv => ({
  ...MEASUREMENTS_CSV,
  fileName: (woundId) => t(w.measurementsCsvFileName, { woundId }),
})
