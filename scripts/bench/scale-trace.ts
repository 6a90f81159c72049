import { writeFile } from 'node:fs/promises'
import type { Browser, CDPSession } from 'playwright-core'
import { newBenchContext } from '../../tools/harness/probe'
import type { ScaleWound } from '../../tools/harness/scale-data'
import { openScaleWound, type ScalePath } from './scale'

/**
 * A profiling run of the scale series (`--scale-trace`): one load of a generated wound with a
 * Chromium performance trace (what the main thread did: script, style, layout, paint, GC) and a V8
 * CPU profile (which functions), on an unminified build so the functions keep their names. Both
 * are written next to the bench's JSON (open the trace in DevTools' Performance panel), and a
 * summary is printed.
 */

export type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } }
export type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
export type CpuProfile = { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[]; startTime: number; endTime: number }

export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink', 'toplevel']

/** Where a main-thread task's time went, by the trace's event names (µs → ms). */
export function mainThreadBreakdown(events: readonly TraceEvent[]): Record<string, number> {
  const busiest = new Map<string, number>()
  const mains = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  )
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`
    if (mains.has(thread) && e.name === 'RunTask' && e.dur !== undefined) busiest.set(thread, (busiest.get(thread) ?? 0) + e.dur)
  }
  const main = [...busiest.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
  const on = events.filter((e) => `${e.pid}:${e.tid}` === main && e.dur !== undefined)
  const sum = (names: readonly string[]) => on.filter((e) => names.includes(e.name)).reduce((total, e) => total + (e.dur ?? 0), 0) / 1000
  const tasks = on.filter((e) => e.name === 'RunTask')
  const total = tasks.reduce((t, e) => t + (e.dur ?? 0), 0) / 1000
  const long = tasks.filter((e) => (e.dur ?? 0) > 50_000)
  const parts = {
    'style (UpdateLayoutTree)': sum(['UpdateLayoutTree']),
    layout: sum(['Layout']),
    'paint, layerize, commit': sum(['PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayer']),
    'garbage collection': sum(['MinorGC', 'MajorGC']),
    'compile (V8)': sum(['v8.compile', 'V8.CompileCode']),
  }
  const accounted = Object.values(parts).reduce((a, b) => a + b, 0)
  return {
    'main-thread tasks, total': total,
    'long tasks (> 50 ms), total': long.reduce((t, e) => t + (e.dur ?? 0), 0) / 1000,
    'long tasks, count': long.length,
    'longest task': Math.max(0, ...tasks.map((e) => e.dur ?? 0)) / 1000,
    ...parts,
    'script and the rest (total − the above)': total - accounted,
  }
}

/** Self and inclusive time per function (a function counted once per sample however deep it recurses). */
export function profileByFunction(profile: CpuProfile): { self: [string, number][]; inclusive: [string, number][]; sampledMs: number } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const name = (node: ProfileNode) => {
    const file = node.callFrame.url.split('/').pop() ?? ''
    return `${node.callFrame.functionName || '(anonymous)'} ${file ? `${file}:${node.callFrame.lineNumber + 1}` : ''}`.trim()
  }
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  samples.forEach((id, i) => {
    // A sample's weight: the time until the next sample.
    const weight = (deltas[i + 1] ?? deltas[i] ?? 0) / 1000
    const node = byId.get(id)
    if (!node) return
    const own = name(node)
    self.set(own, (self.get(own) ?? 0) + weight)
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)
      if (!frame) break
      const label = name(frame)
      if (seen.has(label)) continue
      seen.add(label)
      inclusive.set(label, (inclusive.get(label) ?? 0) + weight)
    }
  })
  const top = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)
  return { self: top(self), inclusive: top(inclusive), sampledMs: (profile.endTime - profile.startTime) / 1000 }
}

/** The CPU profile's sampling interval (µs). */
export const SAMPLING_US = 200

const ms = (n: number) => `${n.toFixed(0)} ms`

/**
 * Stops the trace and the CPU profile started on `page`, writes `<prefix>.trace.json` and
 * `<prefix>.cpuprofile`, and returns their summary under `title`.
 */
export async function stopProfiling(browser: Browser, cdp: CDPSession, prefix: string, title: string): Promise<string> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }
  const trace = await browser.stopTracing()
  await writeFile(`${prefix}.trace.json`, trace)
  await writeFile(`${prefix}.cpuprofile`, JSON.stringify(profile))
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents
  const breakdown = mainThreadBreakdown(events)
  const functions = profileByFunction(profile)
  return [
    title,
    'Main thread (trace):',
    ...Object.entries(breakdown).map(([name, value]) => `  ${name.padEnd(44)} ${name.endsWith('count') ? String(value) : ms(value)}`),
    `Functions, self time (CPU profile, ${ms(functions.sampledMs)} sampled):`,
    ...functions.self.slice(0, 20).map(([name, value]) => `  ${ms(value).padStart(7)}  ${name}`),
    'Functions, inclusive time:',
    ...functions.inclusive.slice(0, 30).map(([name, value]) => `  ${ms(value).padStart(7)}  ${name}`),
    `Files: ${prefix}.trace.json (DevTools → Performance → Load profile), ${prefix}.cpuprofile`,
  ].join('\n')
}

/** One profiled load of `wound`; writes `<prefix>.trace.json` and `<prefix>.cpuprofile`, returns the printed summary. */
export async function traceScaleLoad(
  browser: Browser,
  appUrl: string,
  wound: ScaleWound,
  prefix: string,
  path: ScalePath = 'list',
): Promise<string> {
  const context = await newBenchContext(browser, null)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US })
    // `list`: the path a clinician takes, from another wound's list through the overview;
    // `overview`: Load with the overview open (its code loaded), the series' own path.
    const { clickAt, doneAt } = await openScaleWound(
      page,
      appUrl,
      wound,
      {
        beforeLoad: async () => {
          await browser.startTracing(page, { categories: TRACE_CATEGORIES })
          await cdp.send('Profiler.start')
        },
      },
      path,
    )
    // Until the page has settled, as the series counts long tasks: drawing after the tables counts.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1_000)
    return await stopProfiling(
      browser,
      cdp,
      prefix,
      `Profile of wound ${wound.woundId} (${wound.size} measurements + ${wound.assessments} assessments), unminified build, tracing and sampling on (times read high), ${path === 'list' ? 'from a list: Load → area table complete' : 'overview open: Load → every chart complete'} ${ms(doneAt - clickAt)}`,
    )
  } finally {
    await context.close()
  }
}
