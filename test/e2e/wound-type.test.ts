import { describe, expect } from 'vitest'
import { demoUrl, expectNoSeriousA11yViolations, test } from './browser'
import { copyAndRead, exportBundle } from './handoff-actions'

/*
 * The wound type is the clinician's choice (contract section 9), in Chromium on demo
 * wound 6, a surgical wound: with none chosen, no early-response judgement and no reference in the
 * summary, the overview, the note or the FHIR export; choosing "diabetic foot ulcer" brings back the
 * 53% comparison, in the app URL, after a reload too.
 */

const NO_REFERENCE = /Sheehan|Phillips|53%|on track|threshold/i

describe('the wound type, chosen or not', () => {
  for (const screen of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    test(`at ${screen.width} px: no judgement until chosen; diabetic foot ulcer brings back Sheehan’s 53%, kept on reload`, async ({
      page,
    }) => {
      await page.setViewportSize(screen)
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(demoUrl()).origin })
      await page.goto(demoUrl('?wound=6&tab=overview'))
      const summary = page.getByRole('group', { name: 'Summary of wound 6' })
      const panel = page.getByRole('region', { name: 'Is it healing?' })
      await panel.getByText('No wound type chosen', { exact: true }).waitFor({ timeout: 30_000 })
      await summary.locator('.summary-verdict').waitFor()
      expect(await summary.locator('.summary-verdict').textContent()).toMatch(/\(no wound type chosen, so no reference\)\.$/)
      expect(await summary.locator('.summary-verdict').textContent()).not.toMatch(NO_REFERENCE)
      expect(await panel.getByRole('status').textContent()).not.toMatch(NO_REFERENCE)

      // The note and the Bundle of the latest visit and the whole history say no reference was chosen.
      const { copied } = await copyAndRead(page, summary)
      expect(copied).toContain('Reference: none (no wound type chosen)')
      expect(copied).toContain('Wound type: ______')
      expect(copied.replace(/^Reference: none.*$/m, '')).not.toMatch(NO_REFERENCE)
      const { bundle } = await exportBundle(page, summary)
      const narrative = bundle.entry.find((entry) => entry.resource.resourceType === 'Provenance')?.resource.text?.div ?? ''
      expect(narrative).toContain('Wound type: not chosen in the viewer')
      expect(JSON.stringify(bundle)).not.toMatch(/Sheehan|Phillips/)
      await expectNoSeriousA11yViolations(page, `wound 6 with no wound type chosen at ${screen.width} px`)

      await page.getByRole('combobox', { name: 'Wound type' }).selectOption({ label: 'Diabetic foot ulcer' })
      await expect.poll(() => new URL(page.url()).searchParams.get('reference')).toBe('dfu-sheehan-2003')
      await panel.getByText('Below the published figure', { exact: true }).waitFor()
      await expect
        .poll(() => summary.locator('.summary-verdict').textContent())
        .toMatch(/^Early response: 43% smaller 4 weeks after .*, below the 53% of Sheehan et al\. 2003 \(diabetic foot ulcers\)/)

      await page.reload()
      await page
        .getByRole('region', { name: 'Is it healing?' })
        .getByText('Below the published figure', { exact: true })
        .waitFor({ timeout: 30_000 })
      expect(await page.getByRole('combobox', { name: 'Wound type' }).inputValue()).toBe('dfu-sheehan-2003')
      const after = await copyAndRead(page, page.getByRole('group', { name: 'Summary of wound 6' }))
      expect(after.copied).toContain('Wound type: diabetic foot ulcer, as chosen in Wound History by its user')
      expect(after.copied).toMatch(/^Reference: Sheehan et al\. 2003, 53% area reduction at 4 weeks in diabetic foot ulcers/m)
      await expectNoSeriousA11yViolations(page, `wound 6 as a diabetic foot ulcer at ${screen.width} px`)
      const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
      expect(size.scroll, 'no sideways scroll').toBeLessThanOrEqual(size.inner)
    })
  }
})
