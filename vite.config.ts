/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type ProxyOptions } from 'vite'
import { catalogs } from './scripts/catalogs.ts'
import { contentSecurityPolicy } from './scripts/csp.ts'
import { preloadOnlyMissing } from './scripts/preload-deps.ts'

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  // Optional proxy for services that do not allow cross-origin calls: requests to /api go to the
  // target from the dev and preview servers, and the app then talks to its own origin.
  const proxyTarget = env.VITE_API_PROXY_TARGET
  const proxy: Record<string, ProxyOptions> | undefined = proxyTarget
    ? { '/api': { target: proxyTarget, changeOrigin: true, secure: true } }
    : undefined
  if (proxyTarget && env.VITE_API_BASE_URL === undefined) {
    // Behind the proxy the service is on our own origin; Vite reads VITE_* from process.env.
    process.env.VITE_API_BASE_URL = '/'
    env.VITE_API_BASE_URL = '/'
  }

  const preload = preloadOnlyMissing()
  return {
    plugins: [catalogs(), react(), contentSecurityPolicy(env), preload.plugin],
    resolve: {
      // TanStack Store's React binding (the table's state) and recharts import the selector hook
      // from use-sync-external-store's shim, which carries its own useSyncExternalStore for React
      // before 18; the package's own unshimmed entry is the same hook on React's. React 19 is here.
      alias: [{ find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' }],
    },
    server: { host: '127.0.0.1', ...(proxy ? { proxy } : {}) },
    preview: { host: '127.0.0.1', ...(proxy ? { proxy } : {}) },
    // Every browser the app supports knows modulepreload: the polyfill would be dead weight in the entry.
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: true,
      modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
      // The service layer (src/api) that the first page of a list needs goes in one chunk. Left to
      // itself, Rolldown cuts it into a small chunk per set of lazy importers (params, filters,
      // schemas, queries, retry…), all requested before the first row anyway, each with its own
      // import/export preamble and gzip window: about 1.7 KB more on the first-row path. '$initial'
      // keeps lazily loaded api modules (the assessment parser, the whole-history loader) out.
      // The words the first rows show (src/words: the list's, the errors', the app's) go with it:
      // left to itself, Rolldown gives the generic ones (ui.ts, read by lazy panels too) a chunk
      // of their own before the first row, and the rest would grow the entry. So do the app URL's
      // view state with nuqs and the words' runtime (src/url-state, src/i18n): once the shared list
      // read its words through them (useSay → useLocale → useViewState), Rolldown cut them into a
      // chunk of their own before the first row (7 KB, +1.1 KB with its preamble and gzip window).
      rolldownOptions: {
        // Imported constants (the words above all) are written into their uses: Rolldown's default
        // ('smart') inlines them only in conditions, so each word would cost the entry a variable.
        optimization: { inlineConst: { mode: 'all' } },
        // nuqs builds its ready-made parsers (parseAsInteger, parseAsIsoDate…) at module level with
        // createParser, unannotated: Rolldown keeps the calls, and every build carried eight parsers
        // the app never reads. createParser only returns an object: a call whose result is unused goes.
        treeshake: { manualPureFunctions: ['createParser'] },
        output: {
          codeSplitting: {
            groups: [
              { name: 'service', tags: ['$initial'], test: /[\\/]src[\\/](api|words|url-state|i18n)[\\/]|[\\/]node_modules[\\/]nuqs[\\/]/ },
              // React, its JSX runtime and React Query's provider, which the entry and the lazy
              // screens share, in one chunk. Left to itself, Rolldown means to fold them into the
              // entry but gives up on a transient cycle (rolldown#9963) and leaves each a chunk of
              // its own before the first row, with its own preamble and gzip window: 0.45 KB more.
              // Only where lazy chunks share them (minShareCount): the floor apps keep one chunk.
              {
                name: 'react',
                tags: ['$initial'],
                minShareCount: 2,
                test: /[\\/]node_modules[\\/](react[\\/]|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js)/,
              },
            ],
          },
        },
      },
    },
    test: {
      // Every core, where vitest takes one fewer in a run: on the 2 cores of CI its one worker
      // left the other core idle. Unit and component tests, 2026-11-29, a 2-core machine: 386 s with
      // one worker, 266 s with two. (The e2e project runs its files one at a time, below.)
      maxWorkers: '100%',
      projects: [
        // Pure logic runs in Node with no setup: a jsdom window and the msw server cost about a
        // second a file, more than most of these files' tests take (64 files: 134 s → 36 s).
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['test/unit/**/*.test.{ts,tsx}'],
            exclude: ['**/*.dom.test.{ts,tsx}'],
            restoreMocks: true,
          },
        },
        // What needs a browser's DOM or the demo service's handlers (msw/node): the components,
        // and the unit tests named *.dom.test.*.
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['test/component/**/*.test.{ts,tsx}', 'test/unit/**/*.dom.test.{ts,tsx}'],
            setupFiles: ['test/setup.ts'],
            // Two workers share the two cores of CI: a test takes up to a third longer than alone.
            testTimeout: 15_000,
            restoreMocks: true,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['test/e2e/**/*.test.ts'],
            globalSetup: ['test/e2e/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 180_000,
            // Two files at once. One at a time left a quarter of a 2-core machine idle (waits on
            // the network, timers, the other process); two at once: 658–672 s against 817 s for the
            // whole suite in Debian's headless shell (2026-11-29), each test taking up to twice as
            // long. Each worker has its own live build and mock service (global-setup.ts), so no
            // test reads another's requests or moves another's clock; what a file starts itself
            // (nginx, a sign-in provider, a build) has its own folder and ports already.
            fileParallelism: true,
            maxWorkers: 2,
            // expect.poll gives up after 1 s by default: a screen that answers in 0.4 s alone can
            // take over a second beside another file. Five, as Playwright's own expect allows.
            expect: { poll: { timeout: 5_000 } },
          },
        },
      ],
    },
  }
})
