import type { ChartMarker } from './charts/chart-time'
import { FOUR_WEEK_DAY } from '../../domain/healing/metrics'
import type { WoundVerdict } from './wound-verdict'
import { addDays, parseCalendarDate } from '../../shared/calendar-date'

/**
 * What the charts mark: the baseline, and its 4-week point (the measurement the early response
 * was judged on, or day 28 when none was near it).
 */
export function verdictMarkers(verdict: WoundVerdict): ChartMarker[] {
  const { metrics } = verdict
  if (!metrics) return []
  const fourWeeks = metrics.par4Weeks?.point.date ?? addDays(metrics.baseline.date, FOUR_WEEK_DAY)
  const marker = (date: string | undefined, label: string, dash: string): ChartMarker[] => {
    const time = parseCalendarDate(date)?.getTime()
    return time === undefined ? [] : [{ time, label, dash }]
  }
  return [...marker(metrics.baseline.date, 'baseline', '7 3'), ...marker(fourWeeks, metrics.par4Weeks ? '4 weeks' : 'day 28', '2 3')]
}
