import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../render-app'
import { messagePattern, overviewWords as words, verdictWords } from './overview-words'

const verdict = async () => within(await screen.findByRole('region', { name: words('healingHeading') }))
/** The one line's clause of the signs of infection, "Signs of infection since …: infected, …", at its start. */
const infectionFirst = new RegExp(
  `^${messagePattern('verdict', 'infectionSince', { signs: `${verdictWords('signInfected')}, ` }).source}`,
  'i',
)
const leftOutOfFigures = new RegExp(
  `; ${messagePattern('verdict', 'excluded', { count: 1, which: '@' }).source.replace('@', '100050 \\(.*\\)')}\\.$`,
)
const appUrl = () => new URLSearchParams(window.location.search)

describe('the verdict reads the signs, and how far to trust each figure', () => {
  it('wound 5: the signs of infection lead the line and the flags, with their source one click away', async () => {
    const { user } = renderApp({ url: '/?wound=5&tab=overview' })
    const panel = await verdict()
    const line = await panel.findByText(infectionFirst, { selector: '.verdict-summary' }, { timeout: 15_000 })
    expect(line.closest('[data-tone]')).toHaveAttribute('data-tone', 'bad')
    const flags = within(panel.getByRole('region', { name: words('flagsHeading') }))
    const infection = words('infectionFlagLabel')
    expect(flags.getByText(infection).closest('li')?.textContent).toMatch(
      new RegExp(`^${infection} ${infectionFirst.source.slice(1)}`, 'i'),
    )
    // The plateau names the signs that came with it.
    const plateau = words('stallFlagLabel', { kind: 'plateau' })
    expect(flags.getByText(plateau).closest('li')?.textContent).toMatch(
      messagePattern('verdict', 'withSigns', {
        signs: verdictWords('infectionSince', { date: '\u0001', signs: '\u0001' }).split('\u0001')[0],
      }),
    )
    expect(flags.getByText(words('reviewCare'))).toBeInTheDocument()
    await user.click(flags.getByText(words('infectionSourceLabel')))
    expect(flags.getByRole('link', { name: 'doi:10.12968/jowc.2022.31.sup12.s10' })).toHaveAttribute(
      'href',
      'https://doi.org/10.12968/jowc.2022.31.sup12.s10',
    )
    await user.click(flags.getByText(messagePattern('overview', 'painChangeDetails', {}, true)))
    expect(flags.getByRole('link', { name: 'doi:10.1016/S0304-3959(01)00349-9' })).toHaveAttribute(
      'href',
      'https://doi.org/10.1016/S0304-3959(01)00349-9',
    )
  })

  it('wound 1: a possible tracing error is a question; left out by the clinician, in the app URL, and said in the verdict', async () => {
    const { user } = renderApp({ url: '/?wound=1&tab=overview' })
    const panel = await verdict()
    const tracing = within(await panel.findByRole('region', { name: words('tracingHeading') }, { timeout: 15_000 }))
    // Wound 1, 1 Aug 2026: 2.58 cm² between 2.31 and 2.26 cm² (they differ by 2%; it by 12% and 14%).
    // (The region appears with the first page of the history; this measurement's neighbours may come later.)
    const item = (
      await tracing.findByText(messagePattern('overview', 'tracingPoint', { id: 100050 }, true), {}, { timeout: 15_000 })
    ).closest('li')
    expect(item?.textContent).toMatch(
      messagePattern('overview', 'tracingQuestion', { area: '2.58', direction: 'larger', before: '2.31', after: '2.26' }),
    )
    // The only one: the other ups and downs of its plateau stay within the variability of a neighbour.
    expect(tracing.getAllByRole('checkbox')).toHaveLength(1)
    const choice = tracing.getByRole('checkbox', { name: words('leaveOut', { id: 100050 }) })
    expect(choice).not.toBeChecked()
    // Nothing is left out until the clinician says so.
    expect(panel.getByText(/\.$/, { selector: '.verdict-summary' }).textContent).not.toMatch(leftOutOfFigures)
    await user.click(choice)
    await waitFor(() => {
      expect(appUrl().get('exclude')).toBe('100050')
    })
    expect(await panel.findByText(leftOutOfFigures, { selector: '.verdict-summary' })).toBeInTheDocument()
    await user.click(choice)
    await waitFor(() => {
      expect(appUrl().get('exclude')).toBeNull()
    })
  })

  it('an id left out in a link is left out; another wound starts with none left out', async () => {
    const { user } = renderApp({ url: '/?wound=1&tab=overview&exclude=100050' })
    const panel = await verdict()
    expect(await panel.findByText(leftOutOfFigures, { selector: '.verdict-summary' }, { timeout: 15_000 })).toBeInTheDocument()
    expect(panel.getByRole('checkbox', { name: words('leaveOut', { id: 100050 }) })).toBeChecked()
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
    expect(volume.getByText(words('lessReliableThanArea'))).toBeInTheDocument()
    await user.click(volume.getByText(words('depthSourceLabel')))
    expect(volume.getByRole('link', { name: words('citationLink', { link: 'htw' }) })).toHaveAttribute(
      'href',
      'https://healthtechnology.wales/reports-guidance/digital-wound-management-tools/',
    )
    // The chart of a measure of one's choice says it for a depth, not for a length.
    const chosen = () => screen.getByRole('figure', { name: /^(Perimeter|Max depth|Average depth) over time/ })
    expect(within(chosen()).queryByText(words('lessReliableThanArea'))).toBeNull()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Measure' }), 'max_depth')
    expect(await within(chosen()).findByText(words('lessReliableThanArea'))).toBeInTheDocument()
  })

  it('the lock state stands beside the figures it qualifies', async () => {
    renderApp({ url: '/?wound=5&tab=overview' })
    const panel = await verdict()
    // Wound 5's last four measurements are not locked (the demo), its first ones are.
    await waitFor(
      () => {
        expect(panel.getByText(words('latestArea')).nextSibling?.textContent).toMatch(
          new RegExp(`\\(${messagePattern('overview', 'dateAndLock', { locked: 'no' }).source}\\)$`),
        )
      },
      { timeout: 15_000 },
    )
    expect(panel.getByText(words('baselineArea')).nextSibling?.textContent).toMatch(
      new RegExp(`\\(${messagePattern('overview', 'dateAndLock', { locked: 'yes' }).source}\\)$`),
    )
    const summary = screen.getByRole('group', { name: verdictWords('summaryOf', { id: 5 }) })
    expect(within(summary).getByText(verdictWords('latestLock', { locked: 'no' }).trim())).toBeInTheDocument()
  })
})
