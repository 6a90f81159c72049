/*
 * The points a chart draws. A line of thousands of points is wider than any screen has pixels:
 * drawing every one costs seconds of main-thread work (each is laid out, measured and hit-tested)
 * and shows nothing more. So each line is simplified with largest-triangle-three-buckets (LTTB,
 * Steinarsson 2013), which keeps the points that shape the line (peaks, troughs, turns), while
 * the data table keeps every record. Pure, so it can be tested without drawing.
 */

/**
 * At most this many points of one chart are drawn (plus the points that mark its lines' gaps): its
 * lines share them. A chart of three or four lines (pain, tissue) drew up to this many per line,
 * 900–1,200 points, each a point recharts works out for every line on the chart's first drawing.
 */
export const MAX_DRAWN_POINTS = 300

type Drawable = { id: number | null; time: number }

/**
 * LTTB over `indexes` (one run of values, in time order): the first and last, and in each of
 * `count - 2` buckets between them the point that makes the largest triangle with the point kept
 * before it and the mean of the next bucket. Marks what it keeps in `keep`.
 */
function largestTriangles(
  indexes: readonly number[],
  x: (i: number) => number,
  y: (i: number) => number,
  count: number,
  keep: Uint8Array,
): void {
  const n = indexes.length
  const at = (k: number) => indexes[k] ?? 0
  if (n <= count || count < 3) {
    if (n <= count) for (const i of indexes) keep[i] = 1
    else {
      keep[at(0)] = 1
      keep[at(n - 1)] = 1
    }
    return
  }
  const bucket = (n - 2) / (count - 2)
  let kept = 0
  keep[at(0)] = 1
  for (let b = 0; b < count - 2; b++) {
    const start = Math.floor(b * bucket) + 1
    const end = Math.min(Math.floor((b + 1) * bucket) + 1, n - 1)
    // The next bucket's mean (the last point for the last bucket).
    const nextStart = end
    const nextEnd = Math.min(Math.floor((b + 2) * bucket) + 1, n)
    let meanX = 0
    let meanY = 0
    for (let k = nextStart; k < nextEnd; k++) {
      meanX += x(at(k))
      meanY += y(at(k))
    }
    const nextCount = Math.max(1, nextEnd - nextStart)
    meanX /= nextCount
    meanY /= nextCount
    const ax = x(at(kept))
    const ay = y(at(kept))
    let best = start
    let bestArea = -1
    for (let k = start; k < end; k++) {
      const area = Math.abs((ax - meanX) * (y(at(k)) - ay) - (ax - x(at(k))) * (meanY - ay))
      if (area > bestArea) {
        bestArea = area
        best = k
      }
    }
    keep[at(best)] = 1
    kept = best
  }
  keep[at(n - 1)] = 1
}

/** One line of a chart: its runs of values between gaps (indexes into the points), and where each gap starts. */
type Line = { runs: number[][]; values: number; breaks: number[]; y: (i: number) => number }

function lineOf<P extends Drawable>(points: readonly P[], key: keyof P & string): Line {
  const value = (i: number): number | null => {
    const v = points[i]?.[key]
    return typeof v === 'number' && Number.isFinite(v) ? v : null
  }
  const runs: number[][] = []
  const breaks: number[] = []
  let run: number[] = []
  let values = 0
  for (let i = 0; i < points.length; i++) {
    if (value(i) === null) {
      if (run.length > 0) {
        runs.push(run)
        run = []
        // The first missing value after a run: the line breaks there.
        breaks.push(i)
      }
      continue
    }
    run.push(i)
    values++
  }
  if (run.length > 0) runs.push(run)
  return { runs, values, breaks, y: (i) => value(i) ?? 0 }
}

/** The points the lines keep with `share` values each at most (LTTB per run), and how many. */
function keptWith(lines: readonly Line[], share: number, count: number, x: (i: number) => number): { keep: Uint8Array; kept: number } {
  const keep = new Uint8Array(count)
  for (const line of lines) {
    for (const i of line.breaks) keep[i] = 1
    for (const indexes of line.runs) {
      const part = line.values <= share ? indexes.length : Math.max(2, Math.round((share * indexes.length) / line.values))
      largestTriangles(indexes, x, line.y, part, keep)
    }
  }
  return { keep, kept: keep.reduce((sum, k) => sum + k, 0) }
}

/**
 * The points to draw of a chart of `keys` (one line each): every point while there are at most
 * `max`. Beyond that the lines share `max`: each keeps at most `share` of its values, every one
 * while it has no more; past that, each run of values between gaps simplified with LTTB (its part
 * of the share, its ends always kept, a lone value always kept); the first point of every gap is
 * kept, so a missing value still breaks the line. The share starts at an equal part of `max` and
 * grows while the points kept stay within it: lines often turn on the same dates (pain at rest,
 * with movement, at night), so equal parts alone kept two thirds of `max`. A point is drawn when
 * any line keeps it, and always when `isKept` says so (the selected measurement). Each line is
 * drawn through every point drawn, all its own true values. Points stay in time order; when
 * nothing needs simplifying, `points` itself is returned.
 */
export function drawnPoints<P extends Drawable>(
  points: readonly P[],
  keys: readonly (keyof P & string)[],
  max: number = MAX_DRAWN_POINTS,
  isKept?: (point: P) => boolean,
): readonly P[] {
  if (points.length <= max) return points
  const x = (i: number) => points[i]?.time ?? 0
  const lines = keys.map((key) => lineOf(points, key))
  const most = Math.max(0, ...lines.map((line) => line.values))
  let share = Math.max(2, Math.floor(max / Math.max(1, keys.length)))
  let best = keptWith(lines, share, points.length, x)
  // At most a few passes, each a few milliseconds at 2,000 points: the share in proportion to what is left.
  for (let pass = 0; pass < SHARE_PASSES && best.kept < max * 0.95 && share < most; pass++) {
    share = Math.min(most, Math.floor((share * max) / Math.max(1, best.kept)))
    const next = keptWith(lines, share, points.length, x)
    if (next.kept > max) break
    best = next
  }
  const { keep } = best
  if (isKept)
    points.forEach((point, i) => {
      if (isKept(point)) keep[i] = 1
    })
  return points.filter((_, i) => keep[i] === 1)
}

/** How many times the lines' share may grow towards `max`. */
const SHARE_PASSES = 3

/**
 * The marks a lane chart draws (the clinical signs): one per lane, glyph and place. A mark is
 * left out only when a mark of the same glyph (`glyph`: lane, kind, size) in the same lane was
 * kept less than its own width (`widthPx`) before it, on a plot `plotWidth` pixels wide over
 * `domain`: drawn, the two would overlap. So a run of one glyph is a row of marks side by side,
 * none over another, each standing for the records up to its width after it; a mark of another
 * glyph (a sign among clear days) is drawn unless its own glyph was drawn less than its width
 * before it. The data table keeps every record. Pure; keeps the order.
 *
 * Each mark drawn is a recharts point with work of its own: on the bench's long wound (1,000
 * assessments on a plot of about 1,100 px), marks their own width apart instead of 6 px took
 * recharts' points from 40 to 10 ms of a traced load, and the signs chart's first drawing from
 * the longest task to shorter than the area chart's (docs/performance.md).
 */
export function drawnMarks<M extends { time: number }>(
  marks: readonly M[],
  glyph: (mark: M) => string,
  domain: readonly [number, number],
  plotWidth: number,
  widthPx: (mark: M) => number,
): M[] {
  const span = domain[1] - domain[0]
  if (!(span > 0) || !(plotWidth > 0)) return [...marks]
  const timePerPx = span / plotWidth
  const lastKept = new Map<string, number>()
  return marks.filter((mark) => {
    const key = glyph(mark)
    const before = lastKept.get(key)
    if (before !== undefined && Math.abs(mark.time - before) < widthPx(mark) * timePerPx) return false
    lastKept.set(key, mark.time)
    return true
  })
}
