import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * File names are kebab-case (`measurement-columns.tsx`, `clock-face.utils.ts`): lower-case words
 * joined by hyphens, then their extensions. One convention, so a name can be guessed and two files
 * never differ by case alone (which some file systems cannot tell apart).
 */
const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/
const ROOT = join(import.meta.dirname, '..', '..', '..')
/** Files copied unchanged from a standard keep the standard's own names, so they can be found there. */
const COPIED_AS_THEY_ARE = [join(ROOT, 'test', 'fixtures', 'fhir-skin-wound-ig')]

function filesUnder(folder: string): string[] {
  if (COPIED_AS_THEY_ARE.includes(folder)) return []
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? [...(KEBAB_CASE.test(entry.name) ? [] : [join(folder, entry.name)]), ...filesUnder(join(folder, entry.name))]
      : [join(folder, entry.name)],
  )
}

describe('file names', () => {
  it('are kebab-case in src, test, scripts and deploy', () => {
    const offending = ['src', 'test', 'scripts', 'deploy']
      .flatMap((folder) => filesUnder(join(ROOT, folder)))
      .filter((path) => !KEBAB_CASE.test(path.split('/').pop() ?? ''))
      .map((path) => relative(ROOT, path))
    expect(offending).toEqual([])
  })
})
