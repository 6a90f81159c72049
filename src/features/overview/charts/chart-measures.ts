import { FIELDS, type MeasuredField } from '../../../domain/fields'
import { fieldLabel, withUnit } from '../../../lists/field-names'
import type { Say } from '../../../i18n/numbered'
import { measuresOf } from '../../../domain/measures'
import { DASH, formatNumber } from '../../../text/format'
import type { MeasurementPoint, PainPoint } from '../../../domain/healing/series'
import type { ChartsTranslate } from './use-charts-words'

/** One drawn value of a point: its key, how a clinician names it, its unit and line style. */
export type SeriesSpec<P> = {
  key: keyof P & string
  label: string
  unit: string
  /** Its data table's column header: the name with the unit ("Area (cm²)"). */
  header: string
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
const measure = <K extends MeasuredField>(say: Say, key: K, color = '#0b5d6b', dash?: string): MeasurementSpec & { key: K } => {
  const label = fieldLabel(say, key)
  const unit = FIELDS[key].unit ?? ''
  return { key, label, unit, header: withUnit(say, label, unit), digits: FIELDS[key].digits, color, ...(dash ? { dash } : {}) }
}

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

const measuresIn = (say: Say) => {
  const area = measure(say, 'area')
  const volume = measure(say, 'volume')
  return {
    area,
    volume,
    /** Each as the one series of its chart: kept, so the memoised chart is not drawn again. */
    areaSeries: [area],
    volumeSeries: [volume],
    tissue: measuresOf('tissue').map((key, index): MeasurementSpec => {
      const [color, dash] = TISSUE_STYLES[key] ?? SPARE_STYLES[index % SPARE_STYLES.length] ?? SPARE_STYLES[0]
      return measure(say, key, color, dash)
    }),
    /**
     * The measures of the chart whose measure the user chooses, in the order the "Measure" select
     * lists them: every size measure but area and volume, which have charts of their own.
     */
    choosable: measuresOf('size')
      .filter((key) => key !== area.key && key !== volume.key)
      .map((key): MeasurementSpec => measure(say, key)),
  }
}

/** The measurement charts' series. */
export type ChartMeasures = ReturnType<typeof measuresIn>

const made = new WeakMap<Say, ChartMeasures>()

/**
 * The measurement charts' series named in the language of `say` (the first rows' words, where the
 * fields are named), made once per language: the charts are memoised on them.
 */
export function chartMeasures(say: Say): ChartMeasures {
  let found = made.get(say)
  if (!found) made.set(say, (found = measuresIn(say)))
  return found
}

/** The chosen measure's series; the first when the key is none of them. */
export function choosableMeasure(measures: ChartMeasures, key: string): MeasurementSpec {
  return measures.choosable.find((m) => m.key === key) ?? measures.choosable[0] ?? measures.area
}

/** Pain at rest, with movement and at night, named in the language shown. */
export const painSeries = (t: ChartsTranslate, say: Say): readonly SeriesSpec<PainPoint>[] => {
  const pain = (key: 'atRest' | 'withMovement' | 'atNight', label: string, color: string, dash?: string): SeriesSpec<PainPoint> => ({
    key,
    label,
    unit: PAIN_SCALE,
    header: withUnit(say, label, PAIN_SCALE),
    digits: 1,
    color,
    outOf: 10,
    ...(dash ? { dash } : {}),
  })
  return [
    pain('atRest', t('painAtRest'), '#0b5d6b'),
    pain('withMovement', t('painWithMovement'), '#b3261e', '6 3'),
    pain('atNight', t('painAtNight'), '#4a3aa7', '2 3'),
  ]
}

const PAIN_SCALE = '0–10'

/** A value with its unit ("3.4 cm²", "45%", "4/10"); a dash when it was not recorded. */
export function formatSeriesValue(value: number | null | undefined, spec: Pick<SeriesSpec<unknown>, 'unit' | 'digits' | 'outOf'>): string {
  const number = formatNumber(value, spec.digits)
  if (number === DASH) return DASH
  if (spec.outOf !== undefined) return `${number}/${spec.outOf}`
  return spec.unit === '%' ? `${number}%` : `${number} ${spec.unit}`
}
