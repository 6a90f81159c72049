import { entryWords, words } from './codes'
import type { LeftOutRecord } from '../../domain/healing/dated-records'
import type { SignsPoint } from '../../domain/healing/series'
import { DASH, formatNumber, pluralise } from '../../text/format'
import { isolate } from '../../text/plain-text'

/* The overview's charts: their names, notes, data tables and what they say while the history loads. */

/** What one record of a chart is: its notes count them ("3 measurements without a usable date"). */
export type RecordKind = 'measurement' | 'assessment'

// The charts and their notes.
export const areaChart = 'Area over time'
export const volumeChart = 'Volume over time'
export const tissueChart = 'Tissue composition over time'
export const measureChart = (measure: string) => `${measure} over time`
export const painChart = 'Pain over time'
export const measureLabel = 'Measure'
export const painAtRest = 'At rest'
export const painWithMovement = 'With movement'
export const painAtNight = 'At night'
export const painOutOfScale = 'Some pain scores lie outside the 0–10 scale; they are drawn as the service sent them.'
export const noMeasurementsToChart = 'No measurements are recorded for this wound, so there is nothing to chart yet.'
export const noAssessmentsToChart = 'No assessments are recorded for this wound, so there is no pain to chart.'
export const lessReliableThanArea = 'Less reliable than area:'

/** The markers across every chart: the baseline, and the reference's check when nothing was measured near it ("day 28"). */
export const baselineMarker = 'baseline'
export const checkDayMarker = (day: number) => `day ${day}`

/**
 * What the charts say while a list streams in, page by page: "Loaded 3 of 6 pages of
 * measurements". Empty when there is nothing to say (not loading, nothing loaded).
 */
export function progressText(
  progress: { loadedPages: number; totalPages: number | undefined; records: number } | undefined,
  fetching: boolean,
  noun: RecordKind,
): string {
  const nouns = `${noun}s`
  const { loadedPages = 0, totalPages, records = 0 } = progress ?? {}
  if (totalPages === undefined) return fetching ? `Loading ${nouns}…` : ''
  if (fetching) {
    return loadedPages < totalPages
      ? `Loaded ${formatNumber(loadedPages, 0)} of ${pluralise(totalPages, 'page')} of ${nouns}`
      : `Updating ${nouns}…`
  }
  // What arrived, not the total the service announced (which may be wrong). Nothing at all is
  // said by the empty state instead.
  return records === 0 ? '' : `${pluralise(records, noun, nouns)} loaded.`
}

// A chart's figure: its caption, plot, legend and notes.
export const chartCaption = (name: string, unit: string) => `${name} (${unit})`
export const markerLegend = (marker: string, date: string) => `${marker}: ${date}`
export const noValueForChart = (noun: RecordKind) => `No ${noun} so far records a value for this chart.`
export const noDatedRecords = (noun: RecordKind) => `No dated ${noun}s to draw yet.`

/** A long line is drawn simplified (chart-downsample.ts); the table keeps every record. */
export const simplifiedNote = (lines: number, drawn: number, total: number, noun: RecordKind) =>
  `The ${lines > 1 ? 'lines are' : 'line is'} simplified: ${drawn.toLocaleString()} of ${pluralise(total, `dated ${noun}`)} are drawn, those that shape it (peaks and turns kept). The data table lists every one.`

export const notDrawnNote = (count: number, noun: RecordKind) =>
  `${pluralise(count, noun)} without a usable date ${count === 1 ? 'is' : 'are'} listed in the data table but not drawn.`

export const repeatedIdsNote = (ids: readonly number[], noun: RecordKind) =>
  `The service sent ${ids.length === 1 ? 'id' : 'ids'} ${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ` and ${ids.length - 5} more` : ''} on more than one ${noun}: each is drawn and listed.`

/** The plot's description: how the keyboard moves through it, and what it opens. */
export const plotHint = (simplified: { drawn: number; total: number } | undefined, opens: boolean) =>
  `Arrow keys move between ${simplified ? `the ${simplified.drawn} dates drawn of ${simplified.total}` : 'dates'}${opens ? '; Enter opens the visit of the date shown' : ''}. The data table below lists every value.`

export const tooltipSeparator = ': '
export const tooltipDate = (date: string, opens: boolean) => `${date}${opens ? ' · click for the visit' : ''}`

// A chart's data table.
export const showData = 'Show data'
export const showDataOf = (name: string) => `Show data of ${name}`
export const chartData = (name: string) => `${name} data`
export const chartDataScrollable = (name: string) => `${name} data, scrollable`
export const dateHeader = 'Date'
export const idHeader = 'ID'
export const chartColumn = 'Chart'
export const selectButton = 'Select'
/** One name whether chosen or not (aria-pressed tells which); it starts with the visible word. */
export const selectMeasurement = (id: number) => `Select measurement ${id}`
/** The chart's markers on a row's date: " (baseline)". */
export const rowMark = (mark: string) => ` (${mark})`

const LEFT_OUT: Record<LeftOutRecord['reason'], string> = {
  'no-date': 'No date (not drawn)',
  'unparseable-date': 'Unreadable date (not drawn)',
  'implausible-date': 'Implausible date (not drawn)',
}

/** Why a record has no place on the time axis, with the date as sent: "Unreadable date (not drawn): “03/04”". */
export const leftOutDate = (record: LeftOutRecord) =>
  record.value === undefined ? LEFT_OUT[record.reason] : `${LEFT_OUT[record.reason]}: “${isolate(record.value)}”`

/* The clinical signs chart: a lane per sign, its legend, and the signs of each assessment date in words. */

export const signsChart = 'Clinical signs over time'
export const signsUnit = 'signs recorded at each assessment'
export const infectionLane = 'Infection'
export const odourLane = 'Odour'
export const exudateTypeLane = 'Exudate type'
export const exudateAmountLane = 'Exudate amount'
export const periWoundSkinLane = 'Peri-wound skin'
export const signsHint = (lanes: readonly string[]) =>
  `One lane per sign, from top: ${lanes.join(', ')}. Arrow keys move between the marks; Enter opens the visit of the mark shown. The data table below lists every assessment date in words.`
export const signPresent = 'Sign of infection (infected or signs of local infection, purulent exudate, increasing malodour)'
export const findingPresent =
  'Recorded, not by itself a sign of infection (malodour that did not increase, peri-wound skin other than normal)'
export const recordedAbsent = 'Recorded absent'
export const exudateLevels = 'Exudate: the larger the circle, the more exudate (none to large)'
export const signsNotDrawn = 'Assessments without a usable date are listed in the data table but not drawn.'
export const noDatedAssessments = 'No dated assessments to draw yet.'
export const markText = (lane: string, text: string) => `${lane}: ${text}`
export const clickForVisit = 'Click for the visit'

export const signsHeaders: readonly string[] = [
  dateHeader,
  idHeader,
  exudateAmountLane,
  exudateTypeLane,
  odourLane,
  infectionLane,
  'Wound edge',
  periWoundSkinLane,
]
export const noUsableDate = 'No usable date (not drawn)'

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
/** Coded entries in words, free text as entered: "Maceration, dry". */
export const entriesText = (entries: readonly string[]) => (entries.length === 0 ? DASH : capital(entries.map(entryWords).join(', ')))

export function infectionState(point: SignsPoint): string {
  const signs = point.infectionSigns.length > 0 ? `signs: ${point.infectionSigns.map(entryWords).join(', ')}` : ''
  if (point.infected === true) return signs ? `Infected; ${signs}` : 'Infected'
  if (point.infected === false) return signs ? `Not infected; ${signs}` : 'Not infected'
  return signs ? capital(signs) : DASH
}
export const odourText = (point: SignsPoint) =>
  point.odour === undefined ? DASH : point.odour === 'NO' ? 'No odour' : capital(words(point.odour))
export const codeText = (code: string | undefined) => (code === undefined ? DASH : capital(words(code)))
