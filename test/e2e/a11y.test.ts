import { describe } from 'vitest'
import { demoUrl, expectNoSeriousA11yViolations, liveUrl, test } from './browser'
import { loadWound, readPageStatus, showList, waitForDemoWoundList, waitForRowIds, woundIdField } from './wound-view'

/** axe-core on each screen, after its data has arrived: no serious or critical violation. */
describe('accessibility (axe)', () => {
  test('start screen', async ({ page }) => {
    await page.goto(demoUrl())
    await woundIdField(page).waitFor()
    await page.getByText('Demo data').first().waitFor()
    await waitForDemoWoundList(page)
    await expectNoSeriousA11yViolations(page, 'the start screen')
  })

  test('wound view: measurements, then assessments', async ({ page }) => {
    await page.goto(demoUrl())
    await loadWound(page, 1)
    const measurements = await showList(page, 'Measurements')
    await waitForRowIds(measurements)
    await readPageStatus(page)
    await expectNoSeriousA11yViolations(page, 'wound 1, Measurements')

    const assessments = await showList(page, 'Assessments')
    await waitForRowIds(assessments)
    await readPageStatus(page)
    await expectNoSeriousA11yViolations(page, 'wound 1, Assessments')
  })

  test('connection settings form', async ({ page }) => {
    await page.goto(liveUrl())
    await woundIdField(page).waitFor()
    await page.getByRole('button', { name: 'Connection settings' }).click()
    await page.getByLabel('API key').waitFor()
    await expectNoSeriousA11yViolations(page, 'the connection settings form')
  })
})
