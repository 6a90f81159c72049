import { isMeasurementType, type ImageKind, type Measurement } from '../../api/schemas/measurement'
import { compareAreas } from '../../domain/compared-areas'
import type { Translate } from '../../i18n/area'
import { DASH, formatDate, formatNumber } from '../../text/format'
import type { Messages } from '../../words/images/messages'

/* What every view of the images says of a picture and its record: which message, with what in it. */

export type ImagesTranslate = Translate<Messages>

const idText = (t: ImagesTranslate, record: Measurement) => (record.id === null ? t('noId') : String(record.id))

/** "Original image of measurement 100001, Jan 5, 2026": the kind word is always in it. */
export function imageAlt(t: ImagesTranslate, kind: ImageKind, record: Measurement): string {
  const date = formatDate(record.date)
  const id = idText(t, record)
  return date === DASH ? t('imageAltUndated', { kind, id }) : t('imageAlt', { kind, id, date })
}

/**
 * A measurement named by its type, as captions begin: "Group measurement"; a type the service
 * should not send in brackets after the noun ("Measurement (polygon)").
 */
function measurementNoun(t: ImagesTranslate, type: string | undefined): string {
  if (type === undefined || type === '') return t('measurementNoun', { type: 'none' })
  return isMeasurementType(type) ? t('measurementNoun', { type }) : t('measurementNounUnknown', { type })
}

/** "Regular measurement 100001 · Jan 5, 2026". */
export const recordCaption = (t: ImagesTranslate, record: Measurement): string =>
  t('recordCaption', { noun: measurementNoun(t, record.type), id: idText(t, record), date: formatDate(record.date) })

/** "11.43 cm²", or why there is none. */
export const areaText = (t: ImagesTranslate, area: number | undefined): string =>
  area === undefined ? t('areaNotRecorded') : t('area', { area: formatNumber(area, 2, true) })

/** A date to compare: "Jan 5, 2026 (measurement 100001)". */
export const measurementOnDate = (t: ImagesTranslate, date: string | undefined, id: number): string =>
  t('measurementOnDate', { date: formatDate(date), id })

/** "Area reduced 42.1% from Jan 5, 2026 to Feb 2, 2026", or why it cannot be said. */
export function areaChangeText(t: ImagesTranslate, first: Measurement, second: Measurement): string {
  const span = { from: formatDate(first.date), to: formatDate(second.date) }
  const compared = compareAreas(first.area, second.area)
  switch (compared.kind) {
    case 'missing':
      return t('areaChangeMissing', span)
    case 'fromZero':
      return t('areaChangeFromZero', span)
    case 'unchanged':
      return t('areaUnchanged', span)
    case 'reduced':
    case 'increased':
      return t('areaChanged', { ...span, direction: compared.kind, percent: formatNumber(compared.percent, 1, true) })
  }
}
