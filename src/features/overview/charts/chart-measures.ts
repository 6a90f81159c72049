import { FIELDS, type MeasuredField } from '../../../domain/fields'
import { fieldLabel } from '../../../lists/field-names'
import { firstRowWords } from '../../../words/first-rows'
import { measuresOf } from '../../../domain/measures'
import { DASH, formatNumber } from '../../../text/format'
import type { MeasurementPoint, PainPoint } from '../../../domain/healing/series'
import type { ChartsTranslate } from './use-charts-words'

/** One drawn value of a point: its key, how a clinician names it, its unit and line style. */
export type SeriesSpec<P> = {
  key: keyof P & string
  label: string
  unit: string
  /** Decimal places shown in tooltips and tables. */
  digits: number
  color: string
  /** SVG stroke-dasharray: lines differ by more than colour. */
  dash?: string
  /** A score out of this many (pain 0–10): values read "4/10". */
  outOf?: number
}

type MeasurementSpec = SeriesSpec<MeasurementPoint> & { key: MeasuredField }

/*
 * Name, unit and decimals are the field's own (domain/fields.ts); a chart adds its line style.
 * Colours pass 3:1 against white (WCAG 1.4.11); the tissue colours follow the clinical convention.
 */
const measure = <K extends MeasuredField>(key: K, color = '#0b5d6b', dash?: string): MeasurementSpec & { key: K } => ({
  key,
  // English: the charts' series are named once, for every language (their tables' headers are not yet the language's).
  label: fieldLabel(firstRowWords.english, key),
  unit: FIELDS[key].unit ?? '',
  digits: FIELDS[key].digits,
  color,
  ...(dash ? { dash } : {}),
})

export const AREA = measure('area')
export const VOLUME = measure('volume')

/** Tissue in the clinical convention's colours, in the field table's order; a tissue it does not name takes the next free style. */
const TISSUE_STYLES: Partial<Record<MeasuredField, readonly [string, string?]>> = {
  granulation: ['#c0392b'],
  slough: ['#9a6b00', '6 3'],
  eschar: ['#2b2b2b', '2 3'],
}
const SPARE_STYLES = [
  ['#4a3aa7', '8 2 2 2'],
  ['#0b5d6b', '1 2'],
] as const

export const TISSUE: readonly MeasurementSpec[] = measuresOf('tissue').map((key, index) => {
  const [color, dash] = TISSUE_STYLES[key] ?? SPARE_STYLES[index % SPARE_STYLES.length] ?? SPARE_STYLES[0]
  return measure(key, color, dash)
})

/**
 * The measures of the chart whose measure the user chooses, in the order the "Measure" select
 * lists them: every size measure but area and volume, which have charts of their own.
 */
export const CHOOSABLE_MEASURES: readonly MeasurementSpec[] = measuresOf('size')
  .filter((key) => key !== AREA.key && key !== VOLUME.key)
  .map((key) => measure(key))

export function choosableMeasure(key: string): MeasurementSpec {
  return CHOOSABLE_MEASURES.find((m) => m.key === key) ?? CHOOSABLE_MEASURES[0] ?? AREA
}

/** Pain at rest, with movement and at night, named in the language shown. */
export const painSeries = (t: ChartsTranslate): readonly SeriesSpec<PainPoint>[] => [
  { key: 'atRest', label: t('painAtRest'), unit: '0–10', digits: 1, color: '#0b5d6b', outOf: 10 },
  { key: 'withMovement', label: t('painWithMovement'), unit: '0–10', digits: 1, color: '#b3261e', dash: '6 3', outOf: 10 },
  { key: 'atNight', label: t('painAtNight'), unit: '0–10', digits: 1, color: '#4a3aa7', dash: '2 3', outOf: 10 },
]

/** A value with its unit ("3.4 cm²", "45%", "4/10"); a dash when it was not recorded. */
export function formatSeriesValue(value: number | null | undefined, spec: Pick<SeriesSpec<unknown>, 'unit' | 'digits' | 'outOf'>): string {
  const number = formatNumber(value, spec.digits)
  if (number === DASH) return DASH
  if (spec.outOf !== undefined) return `${number}/${spec.outOf}`
  return spec.unit === '%' ? `${number}%` : `${number} ${spec.unit}`
}
