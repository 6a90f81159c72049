import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { HARNESS_DIR } from './paths'
import type { ResourceEntry } from './probe'

/**
 * Sizes of built JS (gzip), the budget they are checked against, and which files a page had
 * requested or received before its first row: shared by the size budget test and the bench.
 */

const BUDGET_FILE = join(HARNESS_DIR, 'budget.json')

/** gzip level for every size figure: the highest, as a static host pre-compressing would use. */
export const GZIP_LEVEL = 9

export type Budget = {
  /** The entry chunk (index.html's module script), gzip bytes. */
  maxEntryGzipBytes: number
  /** All JS a live-mode deep link requested before its first row was painted, gzip bytes. */
  maxBeforeFirstRowGzipBytes: number
  /** The same, divided by the floor (react + react-dom rendering one line). */
  maxRatioToFloor: number
}

export async function readBudget(): Promise<Budget> {
  const value: unknown = JSON.parse(await readFile(BUDGET_FILE, 'utf8'))
  const number = (key: keyof Budget): number => {
    const field: unknown = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
    if (typeof field !== 'number' || !(field > 0)) throw new Error(`${BUDGET_FILE}: "${key}" must be a positive number`)
    return field
  }
  return {
    maxEntryGzipBytes: number('maxEntryGzipBytes'),
    maxBeforeFirstRowGzipBytes: number('maxBeforeFirstRowGzipBytes'),
    maxRatioToFloor: number('maxRatioToFloor'),
  }
}

export type JsFile = { file: string; bytes: number; gzipBytes: number }

export const gzipSize = (bytes: Uint8Array): number => gzipSync(bytes, { level: GZIP_LEVEL }).length
export const sumGzip = (files: readonly JsFile[]): number => files.reduce((sum, f) => sum + f.gzipBytes, 0)

/** A built file by its path in the build (`assets/index-abc.js`), with its gzip size. */
export async function builtJs(outDir: string, file: string): Promise<JsFile> {
  const bytes = await readFile(join(outDir, file))
  return { file, bytes: bytes.length, gzipBytes: gzipSize(bytes) }
}

/** The built files behind some app URLs (the same file once), in order. */
export async function builtJsOfUrls(outDir: string, urls: readonly string[]): Promise<JsFile[]> {
  const files = [...new Set(urls.map((url) => decodeURIComponent(new URL(url).pathname).replace(/^\/+/, '')))]
  return Promise.all(files.map((file) => builtJs(outDir, file)))
}

/** The entry chunk: the module script of the built index.html. */
export async function entryChunk(outDir: string): Promise<JsFile> {
  const html = await readFile(join(outDir, 'index.html'), 'utf8')
  const src = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1]
  if (!src) throw new Error(`${outDir}/index.html has no module script`)
  return builtJs(outDir, src.replace(/^\/+/, ''))
}

/**
 * The first row's chunks: the entry and what it imports statically, i.e. the module script and
 * the modulepreload links Vite writes into the built index.html (paths without the leading /).
 * Anything else is loaded by a dynamic import(): code the first row does not need.
 */
export async function firstRowChunks(outDir: string): Promise<Set<string>> {
  const html = await readFile(join(outDir, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? '')
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1] ?? '')
  if (scripts.length !== 1) throw new Error(`${outDir}/index.html: expected one module script, found ${scripts.length}`)
  return new Set([...scripts, ...preloads].map((path) => path.replace(/^\/+/, '')))
}

/** Every JS file of a build (the floor has one or two). */
export async function allBuiltJs(outDir: string): Promise<JsFile[]> {
  const entries = await readdir(outDir, { recursive: true })
  const files = entries.filter((file) => file.endsWith('.js')).sort()
  return Promise.all(files.map((file) => builtJs(outDir, file)))
}

/** The app's own JS files among resource entries, in the order they were requested. */
export const appScripts = (entries: readonly ResourceEntry[], appUrl: string): ResourceEntry[] => {
  const origin = new URL(appUrl).origin
  return entries
    .filter((entry) => {
      const url = new URL(entry.name)
      return url.origin === origin && url.pathname.endsWith('.js')
    })
    .sort((a, b) => a.startTime - b.startTime)
}

export type JsBeforeFirstRow = {
  /** JS requested before the first row was painted (whether or not it had arrived). */
  requested: JsFile[]
  /** JS that had arrived by then. */
  finished: JsFile[]
}

/** The built files of the JS a page requested / received before `firstRowAt` (page clock). */
export async function jsBeforeFirstRow(
  entries: readonly ResourceEntry[],
  appUrl: string,
  outDir: string,
  firstRowAt: number,
): Promise<JsBeforeFirstRow> {
  const scripts = appScripts(entries, appUrl)
  return {
    requested: await builtJsOfUrls(
      outDir,
      scripts.filter((s) => s.startTime <= firstRowAt).map((s) => s.name),
    ),
    finished: await builtJsOfUrls(
      outDir,
      scripts.filter((s) => s.responseEnd <= firstRowAt).map((s) => s.name),
    ),
  }
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
