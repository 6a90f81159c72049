import { setupServer } from 'msw/node'
import { parseAssessment } from '../../src/api/schemas/assessment'
import { parseMeasurement } from '../../src/api/schemas/measurement'
import { parseListPage } from '../../src/api/schemas/page'
import { historyRecords, type WholeHistory } from '../../src/api/whole-history-queries'
import { historySeries, historyVisits } from '../../src/whole-history/use-wound-history'
import { woundVerdict } from '../../src/domain/healing/verdict'
import { createHandlers } from '../../src/mocks/handlers'
import { BENCH_API_KEY } from '../../tools/harness/probe'
import { buildScaleWound } from '../../tools/harness/scale-data'
import { median } from './analysis'

/**
 * What a Web Worker could take off the main thread when a whole history loads: parsing the pages
 * (JSON.parse and the zod schemas), joining them into the charts' series and the visits, and
 * judging the wound, timed in Node (the same V8 as Chromium) on the scale series' generated wound,
 * against what handing the result back would cost (a structured clone of the parsed pages, as
 * postMessage makes). The first pass is cold (nothing compiled yet, as when a wound is first
 * opened), the others warm. No browser: the figures are the work itself, not a page's.
 */

export type OffThreadCost = {
  size: number
  pages: number
  bytes: number
  /** Milliseconds: the first pass, and the median of the warm ones. */
  jsonParse: { cold: number; warm: number }
  zod: { cold: number; warm: number }
  join: { cold: number; warm: number }
  judge: { cold: number; warm: number }
  /** The parsed pages and the series sent back from a worker (structured clone: serialised and read again). */
  handBack: number
}

const ORIGIN = 'http://bench.invalid'
const PASSES = 6

async function wirePages(size: number): Promise<{ endpoint: 'measurements' | 'assessments'; text: string }[]> {
  const wound = buildScaleWound(size)
  const server = setupServer(...createHandlers({ origin: ORIGIN, extraWounds: new Map([[wound.woundId, wound.history]]) }))
  server.listen({ onUnhandledRequest: 'error' })
  try {
    const pages: { endpoint: 'measurements' | 'assessments'; text: string }[] = []
    for (const endpoint of ['measurements', 'assessments'] as const) {
      for (let page = 1, last = 1; page <= last; page++) {
        const response = await fetch(`${ORIGIN}/api/v1/${endpoint}?wound_id=${wound.woundId}&page=${page}&per_page=100`, {
          headers: { 'X-API-KEY': BENCH_API_KEY },
        })
        const text = await response.text()
        last = (JSON.parse(text) as { metadata: { last_page: number } }).metadata.last_page
        pages.push({ endpoint, text })
      }
    }
    return pages
  } finally {
    server.close()
  }
}

const timed = <T>(run: () => T): [T, number] => {
  const t0 = performance.now()
  const result = run()
  return [result, performance.now() - t0]
}

/** The costs for the generated wound of `size` measurements (and half as many assessments). */
export async function measureOffThread(size: number): Promise<OffThreadCost> {
  const wire = await wirePages(size)
  const passes: { jsonParse: number; zod: number; join: number; judge: number; handBack: number }[] = []
  for (let pass = 0; pass < PASSES; pass++) {
    let jsonParse = 0
    let zod = 0
    const histories = { measurements: emptyHistory(), assessments: emptyHistory() }
    const pageNumbers = { measurements: 0, assessments: 0 }
    for (const { endpoint, text } of wire) {
      const number = ++pageNumbers[endpoint]
      const [body, parseMs] = timed(() => JSON.parse(text) as unknown)
      const [page, zodMs] = timed(() =>
        parseListPage<unknown>(body, endpoint === 'measurements' ? parseMeasurement : parseAssessment, { page: number, perPage: 100 }),
      )
      jsonParse += parseMs
      zod += zodMs
      const history = histories[endpoint]
      history.pages[number] = { ...page, issuedAt: 0, receivedAt: 0, page: number }
    }
    // New history objects each pass: the app caches series and records by a history's identity.
    const records = {
      measurements: historyRecords(histories.measurements) as never,
      assessments: historyRecords(histories.assessments) as never,
    }
    const [series, joinMs] = timed(() => {
      const s = historySeries(records)
      historyVisits(records)
      return s
    })
    const [, judgeMs] = timed(() =>
      woundVerdict(series.measurements.points, {
        referenceId: null,
        undated: series.measurements.leftOut.length,
        signs: series.signs.points,
        pain: series.pain.points,
      }),
    )
    const [, handBack] = timed(() => structuredClone({ pages: [histories.measurements.pages, histories.assessments.pages], series }))
    passes.push({ jsonParse, zod, join: joinMs, judge: judgeMs, handBack })
  }
  const split = (pick: (p: (typeof passes)[number]) => number) => ({
    cold: pick(passes[0] ?? { jsonParse: 0, zod: 0, join: 0, judge: 0, handBack: 0 }),
    warm: median(passes.slice(1).map(pick)),
  })
  return {
    size,
    pages: wire.length,
    bytes: wire.reduce((sum, { text }) => sum + text.length, 0),
    jsonParse: split((p) => p.jsonParse),
    zod: split((p) => p.zod),
    join: split((p) => p.join),
    judge: split((p) => p.judge),
    handBack: median(passes.map((p) => p.handBack)),
  }
}

function emptyHistory(): WholeHistory<unknown> {
  return { pages: {}, loadedPages: 0, totalPages: undefined, total: undefined, records: 0, notices: [] }
}

/** The costs as lines of text, beside the series' table. */
export function offThreadText(cost: OffThreadCost): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`
  const pair = ({ cold, warm }: { cold: number; warm: number }) => `${ms(cold)} cold, ${ms(warm)} warm`
  const work = cost.jsonParse.warm + cost.zod.warm + cost.join.warm + cost.judge.warm
  const workCold = cost.jsonParse.cold + cost.zod.cold + cost.join.cold + cost.judge.cold
  return [
    `What a Web Worker could take off the main thread, the ${cost.size}-measurement wound (${cost.pages} pages, ${(cost.bytes / 1024 / 1024).toFixed(1)} MB of JSON), timed in Node (same V8), first pass cold, median of ${PASSES - 1} warm ones:`,
    `  JSON.parse                            ${pair(cost.jsonParse)}`,
    `  zod (the schemas)                     ${pair(cost.zod)}`,
    `  join (series and visits)              ${pair(cost.join)}`,
    `  judge (the verdict)                   ${pair(cost.judge)}`,
    `  all of it                             ${ms(workCold)} cold, ${ms(work)} warm`,
    `  handing it back (structured clone)    ${ms(cost.handBack)}  (paid on the main thread, on top of the worker's start)`,
  ].join('\n')
}
