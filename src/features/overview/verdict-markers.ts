import type { ChartMarker } from './charts/chart-time'
import type { ChartsTranslate } from './charts/use-charts-words'
import type { WoundVerdict } from '../../domain/healing/verdict'
import { parseCalendarDate } from '../../text/calendar-date'
import { addDays } from '../../text/calendar-days'

/**
 * What the charts mark: the baseline, and the reference's check (the measurement the early
 * response was judged on, or the check's day when none was near it: "day 28").
 */
export function verdictMarkers(t: ChartsTranslate, verdict: Pick<WoundVerdict, 'metrics'>): ChartMarker[] {
  const { metrics } = verdict
  if (!metrics) return []
  const { day } = metrics.checkWindow
  const check = metrics.parAtCheck?.point.date ?? addDays(metrics.baseline.date, day)
  const marker = (date: string | undefined, label: string, dash: string): ChartMarker[] => {
    const time = parseCalendarDate(date)?.getTime()
    return time === undefined ? [] : [{ time, label, dash }]
  }
  // "4 weeks" after the baseline when a measurement was near it, else the day it fell on.
  const checkLabel = metrics.parAtCheck
    ? day % 7 === 0
      ? t('weeks', { weeks: day / 7 })
      : t('days', { days: day })
    : t('checkDayMarker', { day })
  return [...marker(metrics.baseline.date, t('baselineMarker'), '7 3'), ...marker(check, checkLabel, '2 3')]
}
