import { waitFor } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { englishWords } from '../../scripts/catalogs'
import { ROOT } from '../../tools/harness/paths'

/** The charts' English words, from their catalog. */
const words = englishWords(`${ROOT}/src/words`, 'charts')

/**
 * A chart's data table, opened with its "Show data" toggle: a data table is built only when
 * opened. Found through the toggle's label and aria-controls rather than role queries, which are
 * slow in jsdom once tables of hundreds of rows (each with a button) are open.
 */
export async function openChartData(user: ReturnType<typeof userEvent.setup>, chartName: string): Promise<HTMLElement> {
  const label = words('showDataOf', { name: chartName })
  const toggle = await waitFor(
    () => {
      const button = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)
      if (!button) throw new Error(`no "${label}" button yet`)
      return button
    },
    { timeout: 15_000 },
  )
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle)
  return waitFor(() => {
    const table = document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.querySelector('table')
    const caption = words('chartData', { name: chartName })
    if (table?.querySelector('caption')?.textContent !== caption) throw new Error(`"${caption}" is not open`)
    return table
  })
}
