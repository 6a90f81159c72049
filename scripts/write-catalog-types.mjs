// `npm run catalogs`: writes each words area's messages.ts (the message ids and their placeholders'
// types) from its en.json, laid out by Prettier as lint checks every file; see scripts/catalogs.ts.
// Loaded through Vite's module runner, as the bench is.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { runnerImport } from 'vite'

const wordsDir = fileURLToPath(new URL('../src/words', import.meta.url))
try {
  /** @type {{ module: typeof import('./catalogs.ts') }} */
  const { module } = await runnerImport(fileURLToPath(new URL('./catalogs.ts', import.meta.url)))
  for (const area of module.catalogAreas(wordsDir)) {
    const file = join(wordsDir, area, 'messages.ts')
    const source = module.messagesSource(area, module.readCatalog(join(wordsDir, area, 'en.json')))
    writeFileSync(file, await format(source, { ...(await resolveConfig(file)), filepath: file }))
  }
  process.exit(0)
} catch (error) {
  console.error('catalogs: failed:', error)
  process.exit(1)
}
