import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../render-app'

const verdict = async () => within(await screen.findByRole('region', { name: 'Is it healing?' }))
const appUrl = () => new URLSearchParams(window.location.search)

describe('the verdict reads the signs, and how far to trust each figure', () => {
  it('wound 5: the signs of infection lead the line and the flags, with their source one click away', async () => {
    const { user } = renderApp({ url: '/?wound=5&tab=overview' })
    const panel = await verdict()
    const line = await panel.findByText(/^Signs of infection since .*: infected, /, { selector: '.verdict-summary' }, { timeout: 15_000 })
    expect(line.closest('[data-tone]')).toHaveAttribute('data-tone', 'bad')
    const flags = within(panel.getByRole('region', { name: 'Flags' }))
    expect(flags.getByText('Infection:').closest('li')?.textContent).toMatch(/^Infection: Signs of infection since /)
    // The plateau names the signs that came with it.
    expect(flags.getByText('Plateau:').closest('li')?.textContent).toMatch(/, with signs of infection since /)
    expect(flags.getByText(/It may be worth reviewing the wound/)).toBeInTheDocument()
    await user.click(flags.getByText(/^Signs of wound infection/))
    expect(flags.getByRole('link', { name: 'doi:10.12968/jowc.2022.31.sup12.s10' })).toHaveAttribute(
      'href',
      'https://doi.org/10.12968/jowc.2022.31.sup12.s10',
    )
    await user.click(flags.getByText(/^A clinically important change in pain/))
    expect(flags.getByRole('link', { name: 'doi:10.1016/S0304-3959(01)00349-9' })).toHaveAttribute(
      'href',
      'https://doi.org/10.1016/S0304-3959(01)00349-9',
    )
  })

  it('wound 1: a possible tracing error is a question; left out by the clinician, in the app URL, and said in the verdict', async () => {
    const { user } = renderApp({ url: '/?wound=1&tab=overview' })
    const panel = await verdict()
    const tracing = within(await panel.findByRole('region', { name: 'Possible tracing errors' }, { timeout: 15_000 }))
    // Wound 1, 1 Aug 2026: 2.58 cm² between 2.31 and 2.26 cm² (they differ by 2%; it by 12% and 14%).
    // (The region appears with the first page of the history; this measurement's neighbours may come later.)
    const item = (await tracing.findByText(/^Measurement 100050, /, {}, { timeout: 15_000 })).closest('li')
    expect(item?.textContent).toMatch(/2\.58 cm², larger than both 2\.31 cm² \(.*\) and 2\.26 cm² \(.*\)/)
    // The only one: the other ups and downs of its plateau stay within the variability of a neighbour.
    expect(tracing.getAllByRole('checkbox')).toHaveLength(1)
    const choice = tracing.getByRole('checkbox', { name: 'Leave measurement 100050 out of the figures' })
    expect(choice).not.toBeChecked()
    // Nothing is left out until the clinician says so.
    expect(panel.getByText(/\.$/, { selector: '.verdict-summary' }).textContent).not.toMatch(/left out/)
    await user.click(choice)
    await waitFor(() => {
      expect(appUrl().get('exclude')).toBe('100050')
    })
    expect(
      await panel.findByText(/; measurement 100050 \(.*\) left out of these figures by you\.$/, { selector: '.verdict-summary' }),
    ).toBeInTheDocument()
    await user.click(choice)
    await waitFor(() => {
      expect(appUrl().get('exclude')).toBeNull()
    })
  })

  it('an id left out in a link is left out; another wound starts with none left out', async () => {
    const { user } = renderApp({ url: '/?wound=1&tab=overview&exclude=100050' })
    const panel = await verdict()
    expect(
      await panel.findByText(/left out of these figures by you\.$/, { selector: '.verdict-summary' }, { timeout: 15_000 }),
    ).toBeInTheDocument()
    expect(panel.getByRole('checkbox', { name: 'Leave measurement 100050 out of the figures' })).toBeChecked()
    const field = screen.getByRole('textbox', { name: 'Wound ID' })
    await user.clear(field)
    await user.type(field, '5{Enter}')
    await waitFor(() => {
      expect(appUrl().get('wound')).toBe('5')
    })
    expect(appUrl().get('exclude')).toBeNull()
  })

  it('depth and volume are labelled less reliable than area where they are plotted, with the source', async () => {
    const { user } = renderApp({ url: '/?wound=1&tab=overview' })
    const volume = within(await screen.findByRole('figure', { name: /^Volume over time/ }, { timeout: 15_000 }))
    expect(volume.getByText('Less reliable than area:')).toBeInTheDocument()
    await user.click(volume.getByText(/^Depth and volume — Health Technology Wales/))
    expect(volume.getByRole('link', { name: 'Health Technology Wales: digital wound management tools' })).toHaveAttribute(
      'href',
      'https://healthtechnology.wales/reports-guidance/digital-wound-management-tools/',
    )
    // The chart of a measure of one's choice says it for a depth, not for a length.
    const chosen = () => screen.getByRole('figure', { name: /^(Perimeter|Max depth|Average depth) over time/ })
    expect(within(chosen()).queryByText('Less reliable than area:')).toBeNull()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Measure' }), 'max_depth')
    expect(await within(chosen()).findByText('Less reliable than area:')).toBeInTheDocument()
  })

  it('the lock state stands beside the figures it qualifies', async () => {
    renderApp({ url: '/?wound=5&tab=overview' })
    const panel = await verdict()
    // Wound 5's last four measurements are not locked (the demo), its first ones are.
    await waitFor(
      () => {
        expect(panel.getByText('Latest area').nextSibling?.textContent).toMatch(/, not locked\)$/)
      },
      { timeout: 15_000 },
    )
    expect(panel.getByText('Baseline area').nextSibling?.textContent).toMatch(/, locked\)$/)
    const summary = screen.getByRole('group', { name: 'Summary of wound 5' })
    expect(within(summary).getByText('· not locked')).toBeInTheDocument()
  })
})
