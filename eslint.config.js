// @ts-check
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Dependencies point inward (docs/architecture.md): features use api/ and shared/; api/, config/ and shared/
 * never import a feature; no feature imports another; only the app shell composes features. Below
 * them all, words/ and then text/, whose own blocks (no-restricted-imports) keep imports running one way.
 */
// Every folder of src/features, read from the disk: a new feature is guarded without a list to keep.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
/** The rooms of app state between the service and the screens: read by features, never the reverse. */
const STATE_ROOMS = ['./src/config', './src/session', './src/url-state', './src/lists', './src/whole-history']
/** What no file imports (no-restricted-imports): a folder below adds its own patterns to these. */
const EVERY_FILE_IMPORTS = [
  {
    regex: '(^|/)api/schemas(/index)?$',
    message:
      'Import a schema from its own file (api/schemas/measurement, …): a folder index would pull the assessment parser, loaded lazily, into every chunk that needs one schema.',
  },
]
const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature must not import another feature; compose them in src/app.',
}))

export default defineConfig(
  {
    ignores: [
      'dist',
      'dist-e2e*',
      'dist-nginx',
      'test-results',
      'coverage',
      'node_modules',
      'public/mockServiceWorker.js',
      'bench-results',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // One program for every file: the node config's, which takes in src/ as well (the tests
        // import it). A program for src/ alone (tsconfig.json) beside it had the type-aware rules
        // check src/'s types twice: 100 s for the whole lint against 80 s, the same findings
        // (2026-11-29). That src/ does without Node's types is what `npm run typecheck` holds.
        project: ['./tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': ['error', { patterns: EVERY_FILE_IMPORTS }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './src/api',
              from: ['./src/features', './src/app', './src/mocks', ...STATE_ROOMS, './src/domain'],
              message: 'api/ knows only the service.',
            },
            {
              target: './src/domain',
              from: ['./src/features', './src/app', './src/mocks', ...STATE_ROOMS],
              message: 'domain/ is pure wound-care knowledge: it imports no screen, state or shared UI.',
            },
            {
              target: './src/domain',
              from: './src/shared',
              message: 'domain/ is pure wound-care knowledge: it imports no screen, state or shared UI.',
            },
            {
              // Of text/, only plain text and calendar dates: how service text sits inside a sentence
              // (isolated, nothing hidden) and what a `YYYY-MM-DD` is. Formatting for the reader is the words' part.
              target: './src/domain',
              from: './src/text',
              except: ['./plain-text.ts', './calendar-date.ts', './calendar-days.ts'],
              message: 'domain/ returns facts: of text/, it reads only plain text and calendar dates; the words format what it found.',
            },
            {
              target: ['./src/api', './src/domain'],
              from: './src/words',
              message: 'api/ and domain/ return facts and import no words: src/words says what they found.',
            },
            {
              // The generic words of shared/ (a pager, an alert) are in the first rows' catalog (src/words/first-rows);
              // a list's own words come from the feature that shows it (ListWords).
              target: './src/shared',
              from: './src/words',
              except: ['./first-rows', './flags', './issue-words.ts'],
              message: 'shared/ has no wound knowledge: of the words, it reads only the generic ones (first-rows, flags).',
            },
            {
              target: './src/shared',
              from: ['./src/features', './src/app', './src/api', './src/mocks', ...STATE_ROOMS, './src/domain'],
              message: 'shared/ has no wound knowledge.',
            },
            ...STATE_ROOMS.map((room) => ({
              target: room,
              from: ['./src/features', './src/app', './src/mocks'],
              message: `${room.slice('./src/'.length)}/ is read by features, not the reverse.`,
            })),
            {
              target: './src/features',
              from: ['./src/app', './src/mocks'],
              message: 'Features must not reach into the app shell or the demo service.',
            },
            {
              target: './src/mocks',
              from: ['./src/features', './src/app', './src/shared', './src/text', ...STATE_ROOMS],
              message: 'The demo service depends only on the API schemas.',
            },
            // Tooling: the bench and the e2e tests share tools/harness and nothing of each other's.
            {
              target: './scripts',
              from: './test',
              message: 'scripts/ must not import tests: what the bench shares with them lives in tools/harness.',
            },
            {
              target: './test/e2e',
              from: './scripts',
              // The build's Content-Security-Policy (vite.config.ts uses it): the e2e tests check the built pages against it.
              except: ['./csp.ts'],
              message: 'e2e tests must not import scripts/: what they share with the bench lives in tools/harness.',
            },
            {
              target: './tools/harness',
              from: ['./scripts', './test'],
              message: 'tools/harness is shared by scripts/ and test/: it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // A source file reads in one sitting: past 220 lines it holds two things and splits.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 220 }] },
  },
  {
    // Imports run one way: the screens and shared/ read the words, the words never read them back.
    files: ['src/words/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...EVERY_FILE_IMPORTS,
            {
              regex: `^(\\.\\./)+(${['shared', 'features', 'app', 'mocks', ...STATE_ROOMS.map((room) => room.slice('./src/'.length))].join('|')})(/|$)`,
              message:
                'Imports run one way: shared/ and the screens read words/, never the reverse. Words read only api/ and domain/ (facts), text/ (formats) and their own language (./topic).',
            },
          ],
        },
      ],
    },
  },
  {
    // An area in catalogs (src/words/<area>/): its messages are data (JSON, ICU MessageFormat), its
    // index only loads them. It has no logic to import: nothing but its own files and i18n/area.
    files: ['src/words/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|\\.\\./\\.\\./i18n/(area|numbered)$)',
              message:
                'A catalog area imports nothing but its own files and src/i18n/area (or numbered): its words have no logic; the domain and the screens decide.',
            },
          ],
        },
      ],
    },
  },
  {
    // The words' runtime knows languages, catalogs and the app URL's lang: no screen, wound or service.
    files: ['src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...EVERY_FILE_IMPORTS,
            {
              // shared/when-online is the browser's network state, no screen's: a catalog, like a
              // view's chunk, is asked for once online (a chunk that failed offline stays failed).
              regex: '^(\\.\\./)+(shared(?!/when-online$)|features|app|mocks|domain|api|words|whole-history|lists|session|config)(/|$)|^#',
              message:
                "i18n/ is the words' runtime: it reads the app URL (url-state) and nothing of the screens, the wound or the service.",
            },
          ],
        },
      ],
    },
  },
  {
    // The bottom room: everything may read text/, and it reads nothing of the app.
    files: ['src/text/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...EVERY_FILE_IMPORTS,
            {
              // Out of the folder only to package.json (the build's version, software.ts).
              regex: '^#|^\\.\\./(?!\\.\\./package\\.json$)',
              message:
                'Imports run one way, into text/: words, shared/, domain/, api/ and the screens read it, and it reads none of them (only its own files, ./…).',
            },
          ],
        },
      ],
    },
  },
  {
    // Plain JavaScript run by node directly: no type information to lint with.
    files: ['**/*.mjs', 'eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The njs module nginx runs (njs 0.7.9 on Debian 12): a subset of JavaScript without `?.`,
    // `??`, destructuring, spread or classes, so the rules that ask for those cannot apply. It is
    // type-checked by tsc (tsconfig.node.json) from its JSDoc instead.
    files: ['deploy/nginx/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      // njs 0.7.9 has no for-of loops and no catch without a binding.
      '@typescript-eslint/prefer-for-of': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }],
    },
  },
  {
    files: ['test/**', 'scripts/**', 'tools/**', 'vite.config.ts', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
)
