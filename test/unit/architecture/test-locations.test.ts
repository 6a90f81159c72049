import { existsSync, readdirSync, statSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/*
 * Where tests live (docs/architecture.md, "Where tests live"): one tree mirroring the code. The test
 * of src/domain/visits.ts is test/unit/domain/visits.test.ts; a component test of
 * src/features/caseload/caseload-view.tsx is test/component/features/caseload/caseload-view.test.tsx.
 * A unit test of code outside src/ keeps its repository path (scripts/bench/cli.ts →
 * test/unit/scripts/bench/cli.test.ts); whole-codebase rules are in test/unit/architecture; the
 * end-to-end journeys are in test/e2e. No test lives under src/.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const TEST_FILE = /\.test\.tsx?$/
/** Folders outside src/ whose code the unit tests cover, mirrored with their own name kept. */
const REPOSITORY_FOLDERS = ['scripts', 'tools', 'deploy', 'docs']
/** Where tests may be found at all: src/ (to say that none is there) and every folder that holds tooling. */
const SEARCHED = ['src', 'test', ...REPOSITORY_FOLDERS]

const isDirectory = (path: string) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isDirectory()
const isFile = (path: string) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile()

function testFilesUnder(folder: string): string[] {
  if (!isDirectory(folder)) return []
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => `${folder}/${name.replaceAll('\\', '/')}`)
    .filter((file) => TEST_FILE.test(file) && isFile(file))
}

/** The module a test is named after: `csv.dom.test.ts` and `params.property.test.ts` name `csv` and `params`. */
const moduleName = (file: string) =>
  basename(file)
    .replace(TEST_FILE, '')
    .replace(/\.(dom|property)$/, '')

/** Why a test file is in the wrong place, or undefined where it belongs. Paths are relative to the repository. */
function misplacement(file: string, exists: { directory: (path: string) => boolean; file: (path: string) => boolean }): string | undefined {
  if (file.startsWith('src/')) return 'a test under src/: tests live in test/unit or test/component, mirroring src/'
  if (file.startsWith('test/e2e/')) return undefined
  const tree = /^test\/(unit|component)\/(.*)$/.exec(file)
  if (!tree?.[1] || tree[2] === undefined) return 'outside test/unit, test/component and test/e2e, where no suite runs it'
  const [kind, rest] = [tree[1], tree[2]]
  const folder = dirname(rest) === '.' ? '' : dirname(rest)
  if (kind === 'unit' && folder === 'architecture') return undefined
  const top = folder.split('/')[0] ?? ''
  const ofRepositoryFolder = kind === 'unit' && REPOSITORY_FOLDERS.includes(top)
  const mirrored = ofRepositoryFolder ? folder : folder === '' ? 'src' : `src/${folder}`
  const name = moduleName(file)
  const namedModule = ['.ts', '.tsx', ...(ofRepositoryFolder ? ['', '.js', '.mjs'] : [])].some((ending) =>
    exists.file(`${mirrored}/${name}${ending}`),
  )
  if (!exists.directory(mirrored))
    return `test/${kind}/${folder} mirrors no folder: ${mirrored}/ does not exist${kind === 'component' && REPOSITORY_FOLDERS.includes(top) ? ' (component tests mirror src/ only)' : ''}`
  // At the root of a tree, only the test of a module of src/ itself (src/main.tsx); a topic goes in the folder it covers.
  if (folder === '' && !namedModule) return `at the root of test/${kind}: put it in the folder of src/ whose code it tests`
  return undefined
}

const onDisk = { directory: isDirectory, file: isFile }

describe('where tests live', () => {
  it('no test file is under src/', () => {
    expect(testFilesUnder('src')).toEqual([])
  })

  it('every unit and component test is in a folder that mirrors the code it tests', () => {
    const offenders = SEARCHED.flatMap(testFilesUnder).flatMap((file) => {
      const why = misplacement(file, onDisk)
      return why === undefined ? [] : [`${relative(ROOT, join(ROOT, file))}: ${why}`]
    })
    expect(offenders, `tests out of place (docs/architecture.md, "Where tests live"):\n${offenders.join('\n')}`).toEqual([])
  })

  it('tells a misplaced test from a mirrored one', () => {
    const placed = (file: string) => misplacement(file, onDisk) === undefined
    expect(placed('test/unit/api/image-expiry.test.ts')).toBe(true)
    expect(placed('test/unit/domain/healing/series.test.ts')).toBe(true)
    expect(placed('test/component/features/caseload/caseload-view.test.tsx')).toBe(true)
    expect(placed('test/unit/scripts/bench/cli.test.ts')).toBe(true)
    expect(placed('test/unit/deploy/nginx/signin-token.test.ts')).toBe(true)
    expect(placed('test/e2e/anything.test.ts')).toBe(true)

    expect(placed('src/domain/visits.test.ts')).toBe(false)
    expect(placed('test/unit/images/image-expiry.test.ts')).toBe(false)
    expect(placed('test/component/caseload.test.tsx')).toBe(false)
    expect(placed('test/component/scripts/csp.test.ts')).toBe(false)
    expect(placed('test/unit/view-state.test.ts')).toBe(false)
    expect(placed('test/stray.test.ts')).toBe(false)
  })
})
