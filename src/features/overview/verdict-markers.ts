import type { ChartMarker } from './charts/chart-time'
import { checkTime } from '#words/references'
import { baselineMarker, checkDayMarker } from '#words/charts'
import type { WoundVerdict } from '#words/verdict'
import { addDays, parseCalendarDate } from '../../text/calendar-date'

/**
 * What the charts mark: the baseline, and the reference's check (the measurement the early
 * response was judged on, or the check's day when none was near it: "day 28").
 */
export function verdictMarkers(verdict: WoundVerdict): ChartMarker[] {
  const { metrics, reference } = verdict
  if (!metrics) return []
  const check = metrics.parAtCheck?.point.date ?? addDays(metrics.baseline.date, metrics.checkWindow.day)
  const marker = (date: string | undefined, label: string, dash: string): ChartMarker[] => {
    const time = parseCalendarDate(date)?.getTime()
    return time === undefined ? [] : [{ time, label, dash }]
  }
  return [
    ...marker(metrics.baseline.date, baselineMarker, '7 3'),
    ...marker(check, metrics.parAtCheck ? checkTime(reference) : checkDayMarker(metrics.checkWindow.day), '2 3'),
  ]
}
