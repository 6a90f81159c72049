import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/* The hand-off's buttons driven in Chromium: the note copied (and its preview), the FHIR Bundle downloaded. */

export type ExportedBundle = {
  resourceType: string
  type: string
  entry: {
    fullUrl: string
    resource: {
      resourceType: string
      effectiveDateTime?: string
      identifier?: { system: string; value: string }[]
      text?: { div: string }
    }
  }[]
}

/** Copy note, once it can: what went to the clipboard and what the preview shows. */
export async function copyAndRead(page: Page, scope: ReturnType<Page['locator']>): Promise<{ copied: string; previewed: string }> {
  const copy = scope.getByRole('button', { name: 'Copy note' })
  await expect.poll(() => copy.getAttribute('aria-disabled'), { timeout: 30_000 }).toBe('false')
  await copy.click()
  await scope
    .getByRole('status')
    .filter({ hasText: /copied: paste it into the patient’s record/ })
    .waitFor()
  const previewed = await scope.getByRole('textbox', { name: /^Note of the visit of/ }).inputValue()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  return { copied, previewed }
}

/** Export FHIR: the file's name and the Bundle in it. */
export async function exportBundle(page: Page, scope: ReturnType<Page['locator']>): Promise<{ fileName: string; bundle: ExportedBundle }> {
  const download = page.waitForEvent('download')
  await scope.getByRole('button', { name: 'Export FHIR' }).click()
  const file = await download
  const path = await file.path()
  const bundle = JSON.parse(await readFile(path, 'utf8')) as ExportedBundle
  await scope
    .getByRole('status')
    .filter({ hasText: /^FHIR Bundle of .* downloaded as / })
    .waitFor()
  return { fileName: file.suggestedFilename(), bundle }
}
