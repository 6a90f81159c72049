import type { Measurement, RecordIssue } from '../../api/schemas'
import { toCsv, type CsvRow } from '../../shared/csv'

/**
 * Columns of the measurements CSV: every field of spec 2.2 under its own name (units as in the
 * spec: cm, cm², cm³, %), plus the record's place in the tree and how it departs from the spec.
 * Dates stay exactly as the service sent them.
 */
export const MEASUREMENT_CSV_HEADERS = [
  'id',
  'parent_id',
  /** 0 for a top-level measurement, 1 for its children, 2 for theirs (spec 2.2 nesting rule 3). */
  'depth',
  'uid',
  'type',
  'date',
  'area',
  'perimeter',
  'max_length',
  'max_width',
  'avg_depth',
  'max_depth',
  'volume',
  'granulation',
  'slough',
  'eschar',
  'is_locked',
  'created_at',
  /*
   * The image URLs are signed and expire 10 minutes after the service issued them (spec 8.1), so
   * in a saved file they soon stop opening. They are kept all the same: they name the images a
   * measurement had, and a fresh load of the wound gives working ones.
   */
  'image_thumbnail',
  'image_original',
  'image_outline',
  'image_classification',
  'spec_issues',
] as const

export type MeasurementCsvHeader = (typeof MEASUREMENT_CSV_HEADERS)[number]
export type MeasurementCsvRow = CsvRow<MeasurementCsvHeader>

/** "path: message" for each departure from the spec, one cell. */
const issuesCell = (issues: readonly RecordIssue[]): string => issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')

function rowOf(m: Measurement, parentId: number | null, depth: number): MeasurementCsvRow {
  return {
    id: m.id,
    parent_id: parentId,
    depth,
    uid: m.uid,
    type: m.type,
    date: m.date,
    area: m.area,
    perimeter: m.perimeter,
    max_length: m.max_length,
    max_width: m.max_width,
    avg_depth: m.avg_depth,
    max_depth: m.max_depth,
    volume: m.volume,
    granulation: m.granulation,
    slough: m.slough,
    eschar: m.eschar,
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
export function measurementCsvRows(measurements: readonly Measurement[]): MeasurementCsvRow[] {
  const rows: MeasurementCsvRow[] = []
  const visit = (m: Measurement, parentId: number | null, depth: number) => {
    rows.push(rowOf(m, parentId, depth))
    for (const child of m.children) visit(child, m.id, depth + 1)
  }
  for (const m of measurements) visit(m, null, 0)
  return rows
}

export const measurementsCsv = (measurements: readonly Measurement[]): string =>
  toCsv(MEASUREMENT_CSV_HEADERS, measurementCsvRows(measurements))
