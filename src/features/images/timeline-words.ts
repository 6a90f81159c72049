import { DASH, formatDate, formatNumber } from '../../text/format'
import type { ImagesTranslate } from './image-words'
import { changeTone, type TimelineEntry } from './timeline.utils'

/* What a card of the images over time says of its area's change, and the section while it loads. */

type AreaChange = TimelineEntry['change']

/** The sign a rounded figure is shown with: a real minus sign, read as "minus"; ± for zero. */
const sign = (value: number) => (value > 0 ? 'plus' : value < 0 ? 'minus' : 'zero')

/** "−2.04 cm² (−17.8%)". */
export function changeText(t: ImagesTranslate, change: AreaChange): string {
  if (!change) return DASH
  const delta = formatNumber(Math.abs(change.delta), 2, true)
  const deltaSign = sign(Number(change.delta.toFixed(2)))
  if (change.percent === null) return t('changeDelta', { sign: deltaSign, delta })
  return t('changeDeltaPercent', {
    sign: deltaSign,
    delta,
    percentSign: sign(Number(change.percent.toFixed(1))),
    percent: formatNumber(Math.abs(change.percent), 1, true),
  })
}

/** Words for a screen reader: "2.04 cm² smaller than on Jan 5, 2026". */
export function changeWords(t: ImagesTranslate, change: AreaChange): string {
  const tone = changeTone(change)
  if (!change || tone === undefined) return t('noEarlierArea')
  const date = change.since ? formatDate(change.since) : undefined
  if (tone === 'same') return date ? t('unchangedSince', { date }) : t('unchanged')
  const size = formatNumber(Math.abs(change.delta), 2, true)
  return date ? t('changeSizeSince', { size, direction: tone, date }) : t('changeSize', { size, direction: tone })
}

/** "Loading the measurements (2 of 5 pages)…", the pages once the first has said how many. */
export const loadingText = (t: ImagesTranslate, progress: { loadedPages: number; totalPages: number | undefined } | undefined): string =>
  progress?.totalPages
    ? t('loadingMeasurementPages', { loaded: progress.loadedPages, total: progress.totalPages })
    : t('loadingMeasurements')
