import { describe, expect, it } from 'vitest'
import { loadedWith, missingDeps, preloadOnlyMissing, type StaticImports } from '../../../scripts/preload-deps'

/** A bundle as its chunks' static imports: the entry imports react and the service, which imports the runtime. */
const BUNDLE: Record<string, readonly string[]> = {
  'assets/index.js': ['assets/react.js', 'assets/service.js'],
  'assets/service.js': ['assets/runtime.js'],
  'assets/react.js': [],
  'assets/runtime.js': [],
  'assets/overview.js': ['assets/react.js', 'assets/charts.js', 'assets/words.js'],
  'assets/charts.js': ['assets/runtime.js'],
  'assets/words.js': [],
}
const importsOf: StaticImports = (file) => BUNDLE[file]

describe('what a lazy import preloads', () => {
  it('knows what a chunk has loaded whenever it runs: its static imports, transitively', () => {
    expect([...loadedWith('assets/index.js', importsOf)].sort()).toEqual(['assets/react.js', 'assets/runtime.js', 'assets/service.js'])
    expect([...loadedWith('assets/words.js', importsOf)]).toEqual([])
    expect([...loadedWith('assets/unknown.js', importsOf)]).toEqual([])
  })

  it('leaves out what the importing chunk has already loaded, and keeps the rest in order', () => {
    const deps = ['assets/overview.js', 'assets/runtime.js', 'assets/react.js', 'assets/charts.js', 'assets/words.js']
    expect(missingDeps('assets/index.js', deps, importsOf)).toEqual(['assets/overview.js', 'assets/charts.js', 'assets/words.js'])
  })

  it('imported from a lazy chunk, leaves out only what that chunk has loaded (not the entry’s, not known to it)', () => {
    const deps = ['assets/words.js', 'assets/react.js', 'assets/service.js']
    expect(missingDeps('assets/charts.js', deps, importsOf)).toEqual(['assets/words.js', 'assets/react.js', 'assets/service.js'])
  })

  it('leaves index.html’s preloads, and any list before the bundle is known, as Vite made them', () => {
    const { resolveDependencies } = preloadOnlyMissing()
    const deps = ['assets/react.js', 'assets/service.js']
    expect(resolveDependencies('assets/index.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps)
    expect(resolveDependencies('assets/overview.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual(deps)
  })
})
