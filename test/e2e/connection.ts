import type { Page } from 'playwright-core'

/** Connection settings → API base URL, API key → Save, as a clinician does. */
export async function connect(page: Page, baseUrl: string, apiKey: string): Promise<void> {
  await page.getByRole('button', { name: 'Connection settings' }).click()
  await page.getByRole('textbox', { name: 'API base URL' }).fill(baseUrl)
  await page.getByLabel('API key').fill(apiKey)
  await page.getByRole('button', { name: 'Save' }).click()
}
