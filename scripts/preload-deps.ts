import type { Plugin, Rolldown } from 'vite'

/**
 * Vite lists, for each lazy import, every chunk to preload beside it (`__vite__mapDeps([…])`, its
 * file names kept once per importing chunk), including the chunks the importer has itself already
 * loaded: for the entry's lazy views, the react, runtime, jsx and service chunks in every list. Those
 * are in memory whenever the import runs (the importer's static imports, transitively, ran before
 * it), so preloading them again does nothing but cost bytes: about 0.1 KB (gzip) of the entry.
 * This leaves them out; what the importer has not loaded, CSS included, is preloaded as before.
 */

/** A chunk's static imports, as the bundle says them (file name → the file names it imports). */
export type StaticImports = (fileName: string) => readonly string[] | undefined

/** Every chunk loaded whenever `fileName` runs: its static imports, transitively. */
export function loadedWith(fileName: string, importsOf: StaticImports): Set<string> {
  const loaded = new Set<string>()
  const visit = (file: string) => {
    for (const imported of importsOf(file) ?? []) {
      if (loaded.has(imported)) continue
      loaded.add(imported)
      visit(imported)
    }
  }
  visit(fileName)
  return loaded
}

/** The preload list of a lazy import made by `host`, without what `host` has already loaded. */
export function missingDeps(host: string, deps: readonly string[], importsOf: StaticImports): string[] {
  const loaded = loadedWith(host, importsOf)
  return deps.filter((dep) => !loaded.has(dep))
}

/**
 * The plugin that reads the bundle's chunks (it runs before Vite's preload lists are written, in the
 * same generateBundle), and the build.modulePreload.resolveDependencies that uses them.
 */
export function preloadOnlyMissing(): {
  plugin: Plugin
  resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[]
} {
  let bundle: Rolldown.OutputBundle | undefined
  const importsOf: StaticImports = (fileName) => {
    const output = bundle?.[fileName]
    return output?.type === 'chunk' ? output.imports : undefined
  }
  return {
    plugin: {
      name: 'wound-history-preload-only-missing',
      apply: 'build',
      generateBundle(_options, output) {
        bundle = output
      },
    },
    // index.html's own preloads (hostType html) are the entry's static imports: those stay.
    resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && bundle ? missingDeps(hostId, deps, importsOf) : deps),
  }
}
