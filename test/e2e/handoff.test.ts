import { describe, expect } from 'vitest'
import { IDENTIFIER_ARCS, identifierSystem } from '../../src/features/handoff/fhir-identifiers'
import { getWoundData, type WireMeasurement } from '../../src/mocks/data'
import { woundIdField } from '../../tools/harness/app-locators'
import { demoUrl, expectNoSeriousA11yViolations, liveUrl, serviceUrl, test } from './browser'
import { loadWound } from './wound-view'
import { copyAndRead, exportBundle } from './handoff-actions'

/*
 * The hand-off in Chromium: Copy note puts exactly the previewed note on the clipboard,
 * Export FHIR downloads a FHIR R4 Bundle; on demo data (a visit, on a phone and a laptop) and on
 * the live build against the service over HTTP (the whole history, from the summary).
 */

/** The latest date demo wound 1 has both a measurement and an assessment. */
function lastFullVisit(): string {
  const wound = getWoundData(1)
  const assessed = new Set(wound?.assessments.map((a) => a.date))
  const date = (wound?.measurements ?? [])
    .map((m) => m.date)
    .filter((d): d is string => typeof d === 'string' && assessed.has(d))
    .sort()
    .at(-1)
  if (date === undefined) throw new Error('demo wound 1 has no visit with both records')
  return date
}

describe('the hand-off to the patient’s record', () => {
  for (const screen of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    test(`at ${screen.width} px on demo data: a visit’s note is copied as previewed, and the visit exports as FHIR`, async ({ page }) => {
      await page.setViewportSize(screen)
      const date = lastFullVisit()
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(demoUrl()).origin })
      await page.goto(demoUrl(`?wound=1&visit=${date}`))
      const dialog = page.getByRole('dialog', { name: /^Visit of/ })
      await dialog.waitFor({ timeout: 20_000 })

      const { copied, previewed } = await copyAndRead(page, dialog)
      expect(copied).toBe(previewed)
      const lines = copied.split('\n')
      expect(lines[0]).toMatch(/^Wound 1, visit of \d{1,2} \w+ 2026$/)
      expect(copied).toMatch(/\nArea: [\d.]+ square centimetres\n/)
      expect(copied).toMatch(/\nTrajectory: .+\.\nReference: /)
      expect(lines.at(-1)).toMatch(/^Source: digital wound measurement, wound-care service \(measurement \d+.*\), retrieved .+\.$/)
      await expectNoSeriousA11yViolations(page, `the visit with its note at ${screen.width} px`)
      const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
      expect(size.scroll, 'no sideways scroll').toBeLessThanOrEqual(size.inner)

      const { fileName, bundle } = await exportBundle(page, dialog)
      expect(fileName).toBe(`wound-1-visit-${date}.fhir.json`)
      expect([bundle.resourceType, bundle.type]).toEqual(['Bundle', 'collection'])
      const observations = bundle.entry.filter((e) => e.resource.resourceType === 'Observation')
      expect(observations.length).toBeGreaterThan(10)
      for (const { resource } of observations) expect(resource.effectiveDateTime).toBe(date)
      expect(JSON.stringify(bundle), 'no signed image URL').not.toMatch(/\.(png|jpe?g|webp)|[?&](expires|signature)=/i)
    })
  }

  test('on the live build: no wound type chosen, no reference; the summary exports the whole history with identifiers of the service’s uids and ids, and copies the latest visit', async ({
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(liveUrl()).origin })
    await page.goto(liveUrl())
    await woundIdField(page).waitFor()
    const keyField = page.getByLabel('API key')
    if (!(await keyField.isVisible())) await page.getByRole('button', { name: 'Connection settings' }).click()
    await keyField.fill('test-key')
    await page.getByRole('button', { name: 'Save' }).click()
    await loadWound(page, 1)
    const summary = page.getByRole('group', { name: 'Summary of wound 1' })
    await summary.waitFor({ timeout: 20_000 })

    const { copied, previewed } = await copyAndRead(page, summary)
    expect(copied).toBe(previewed)
    expect(copied.split('\n')[0]).toMatch(/^Wound 1, visit of /)
    // A live wound with no wound type chosen: no reference in the summary, the note or the Bundle.
    expect(await summary.locator('.summary-verdict').textContent()).toMatch(/\(no wound type chosen, so no reference\)\.$/)
    expect(copied).toContain('Reference: none (no wound type chosen)')
    expect(copied).not.toMatch(/Sheehan|Phillips/)

    const { fileName, bundle } = await exportBundle(page, summary)
    expect(fileName).toBe('wound-1-history.fhir.json')
    expect(bundle.entry.find((e) => e.resource.resourceType === 'Provenance')?.resource.text?.div).toContain(
      'Wound type: not chosen in the viewer',
    )
    const identifiers = bundle.entry.flatMap((e) => e.resource.identifier ?? [])
    // One identifier per resource, none twice, and none naming the address the service was reached at.
    const keys = identifiers.map((i) => `${i.system} ${i.value}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(JSON.stringify(identifiers)).not.toContain(serviceUrl())
    // Every measurement and every part of one by its uid (the size panel's or the part's system), every assessment by its id.
    const measured = new Set(identifiers.filter((i) => i.system === identifierSystem(IDENTIFIER_ARCS.measurement.size)).map((i) => i.value))
    const assessmentSystems = new Set(Object.values(IDENTIFIER_ARCS.assessment).map((arc) => identifierSystem(arc)))
    const assessed = new Set(identifiers.filter((i) => assessmentSystems.has(i.system)).map((i) => i.value.replace(/-\d+$/, '')))
    const wound = getWoundData(1)
    const uids = (records: readonly WireMeasurement[]): string[] => records.flatMap((m) => [m.uid, ...uids(m.children ?? [])])
    expect(measured).toEqual(new Set(uids(wound?.measurements ?? [])))
    expect(measured.size).toBeGreaterThan(wound?.measurements.length ?? Infinity)
    expect(assessed).toEqual(new Set(wound?.assessments.map((a) => String(a.id))))
    await page.goto('about:blank')
  })
})
