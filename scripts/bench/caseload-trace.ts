import type { Browser } from 'playwright-core'
import { DEMO_CASELOAD_IDS } from '../../src/mocks/caseload'
import { englishWords } from '../catalogs'
import { ROOT } from '../../tools/harness/paths'
import { newBenchContext, waitResult } from '../../tools/harness/probe'
import { SAMPLING_US, stopProfiling, TRACE_CATEGORIES } from './scale-trace'

/**
 * A profiling run of the caseload (`--caseload-trace`): one load of the demo's ward from a link on
 * an unminified build, with a Chromium trace and a V8 CPU profile from navigation until every row is
 * read and painted. Files next to the bench's JSON; a summary is returned.
 */
export async function traceCaseloadLoad(browser: Browser, appUrl: string, prefix: string): Promise<string> {
  const ids = [...DEMO_CASELOAD_IDS]
  const context = await newBenchContext(browser, {
    kind: 'status',
    text: englishWords(`${ROOT}/src/words`, 'caseload')('progress', { read: ids.length, total: ids.length }),
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US })
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    await cdp.send('Profiler.start')
    await page.goto(`${appUrl}/?wounds=${ids.join(',')}`)
    const { doneAt } = await waitResult(page)
    return await stopProfiling(
      browser,
      cdp,
      prefix,
      `Profile of the ${ids.length}-wound caseload, unminified build, tracing and sampling on (times read high): navigation → every row read ${doneAt.toFixed(0)} ms`,
    )
  } finally {
    await context.close()
  }
}
