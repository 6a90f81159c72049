import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { buildFloor } from '../../tools/harness/build'
import { prepareContext, resourceEntries, waitResult } from '../../tools/harness/probe'
import { allBuiltJs, entryChunk, GZIP_LEVEL, jsBeforeFirstRow, kb, readBudget, sumGzip, type JsFile } from '../../tools/harness/sizes'
import { liveDir, liveUrl, test } from './browser'

/**
 * The size budget (tools/harness/budget.json), checked on every `npm test`: the entry chunk, and
 * all JS a live-mode deep link asks for before its first row is painted, absolute and against the
 * floor (a build of react + react-dom rendering one line, made here with the app's Vite config).
 * Sizes are gzip -9 of the built files, whatever the server sends.
 */

let floorDir = ''
let floor: JsFile[] = []

beforeAll(async () => {
  floorDir = await mkdtemp(join(tmpdir(), 'wound-history-floor-'))
  await buildFloor(floorDir)
  floor = await allBuiltJs(floorDir)
}, 60_000)

afterAll(async () => {
  if (floorDir) await rm(floorDir, { recursive: true, force: true })
})

const fileList = (files: readonly JsFile[]) =>
  [...files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((f) => `      ${kb(f.gzipBytes).padStart(9)}  ${f.file}`)
    .join('\n')

describe('size budget', () => {
  test('the entry chunk and the JS before a deep link’s first row stay within the budget', async ({ page }) => {
    const budget = await readBudget()
    await prepareContext(page.context(), { kind: 'rows', table: 'Measurements' })
    await page.goto(liveUrl('?wound=1'))
    const { doneAt } = await waitResult(page)
    const js = await jsBeforeFirstRow(await resourceEntries(page), liveUrl(), liveDir(), doneAt)
    const entry = await entryChunk(liveDir())

    const floorBytes = sumGzip(floor)
    const beforeBytes = sumGzip(js.requested)
    const ratio = beforeBytes / floorBytes
    const checks = [
      {
        what: 'entry chunk',
        value: kb(entry.gzipBytes),
        limit: kb(budget.maxEntryGzipBytes),
        ok: entry.gzipBytes <= budget.maxEntryGzipBytes,
        files: [entry],
      },
      {
        what: 'JS before the first row',
        value: kb(beforeBytes),
        limit: kb(budget.maxBeforeFirstRowGzipBytes),
        ok: beforeBytes <= budget.maxBeforeFirstRowGzipBytes,
        files: js.requested,
      },
      {
        what: '… ÷ floor',
        value: ratio.toFixed(3),
        limit: budget.maxRatioToFloor.toFixed(3),
        ok: ratio <= budget.maxRatioToFloor,
        files: js.requested,
      },
    ]
    const report = [
      `size budget (gzip -${GZIP_LEVEL}; live deep link ?wound=1, first row painted at ${doneAt.toFixed(0)} ms):`,
      ...checks.map((c) => `  ${c.what.padEnd(24)} ${c.value.padStart(10)}   budget ${c.limit.padStart(10)}   ${c.ok ? 'ok' : 'OVER'}`),
      `  floor (react + react-dom) ${kb(floorBytes).padStart(9)}`,
      `  JS requested before the first row (${js.requested.length} files; ${js.finished.length} of them arrived by then):`,
      fileList(js.requested),
    ].join('\n')
    console.log(report)

    // The measurement itself must have seen the page load: the entry chunk is among the files.
    expect(js.requested.map((f) => f.file)).toContain(entry.file)
    expect(floorBytes).toBeGreaterThan(0)

    const over = checks.filter((c) => !c.ok)
    expect(
      over.map((c) => c.what),
      `over budget (tools/harness/budget.json):\n${over.map((c) => `  ${c.what}: ${c.value} > ${c.limit}; chunks:\n${fileList(c.files)}`).join('\n')}`,
    ).toEqual([])
  })
})
