import { newBenchContext, waitResult } from '../../../tools/harness/probe'
import { describeChain, longestChain, round, withPreflightsApart, type FinishedRequest } from '../analysis'
import type { Overview } from '../results'
import { chartTables, LONG_WOUND, watchErrors, type Env } from './env'
import { recordNetwork } from './network'

/** A request that waited this long before connecting or sending waited for a connection (loopback: ≈ 1 ms otherwise). */
export const CONNECTION_WAIT_MS = 10
/** A request sent on a connection freed by another may be stamped a little before that one's end. */
const WIRE_SLACK_MS = 5

/**
 * A cold deep link to wound 3's Healing overview (`?wound=3&tab=overview`, fresh context):
 * navigation start → every chart's data table holds the whole history. Once a wound is open, its
 * summary has already loaded the whole history, so a click on the tab would only time drawing;
 * from a deep link the figure holds the round trips that fill the charts and the charts' code.
 */
export async function measureOverview(env: Env): Promise<Overview> {
  const context = await newBenchContext(env.browser, { kind: 'allRows', tables: chartTables(LONG_WOUND) })
  try {
    const page = await context.newPage()
    watchErrors(page)
    const cdp = await context.newCDPSession(page)
    const network = await recordNetwork(cdp, env)
    await page.goto(`${env.appUrl}/?wound=${LONG_WOUND}&tab=overview`)
    const { doneAt } = await waitResult(page)
    // Responses still being read when the probe fired (their loadingFinished a moment later).
    await page.waitForLoadState('networkidle')
    const sent = network
    const requests = sent.filter((r): r is FinishedRequest => r.end !== undefined)
    const waits = sent.map((r) => r.waitMs ?? 0)
    const chain = longestChain(requests.filter((r) => !r.preflight))
    await cdp.send('HeapProfiler.enable')
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    return {
      chartsMs: doneAt,
      requests: sent.filter((r) => !r.preflight).length,
      preflights: sent.filter((r) => r.preflight).length,
      sequentialRequests: chain.length,
      sequentialWithPreflights: longestChain(withPreflightsApart(requests)).length,
      sequentialOnTheWire: longestChain(
        requests.map((r) => ({ ...r, start: r.sentAt ?? r.start })),
        WIRE_SLACK_MS,
      ).length,
      chain: describeChain(chain),
      connectionWaits: { requests: waits.filter((w) => w >= CONNECTION_WAIT_MS).length, maxMs: round(Math.max(0, ...waits), 0) },
      page: {
        requests: network.filter((r) => !r.preflight).length,
        preflights: network.filter((r) => r.preflight).length,
        direct: network.filter((r) => r.direct).length,
      },
      heapBytes: heap.usedSize,
    }
  } finally {
    await context.close()
  }
}
