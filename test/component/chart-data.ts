import { waitFor } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'

/**
 * A chart's data table, opened with its "Show data" toggle: a data table is built only when
 * opened. Found through the toggle's label and aria-controls rather than role queries, which are
 * slow in jsdom once tables of hundreds of rows (each with a button) are open.
 */
export async function openChartData(user: ReturnType<typeof userEvent.setup>, chartName: string): Promise<HTMLElement> {
  const toggle = await waitFor(
    () => {
      const button = document.querySelector<HTMLButtonElement>(`button[aria-label="Show data of ${chartName}"]`)
      if (!button) throw new Error(`no "Show data of ${chartName}" button yet`)
      return button
    },
    { timeout: 15_000 },
  )
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle)
  return waitFor(() => {
    const table = document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.querySelector('table')
    if (table?.querySelector('caption')?.textContent !== `${chartName} data`) throw new Error(`"${chartName} data" is not open`)
    return table
  })
}
