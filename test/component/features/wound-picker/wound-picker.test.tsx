import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_WOUNDS } from '../../../../src/mocks/data'
import { LIVE, renderApp, shownIds } from '../../../render-app'
import { queryOf, recordListRequests } from '../../../request-log'
import { expectFieldMessage, expectNoFieldMessage, findStatus, nextPopState, settle } from '../../expectations'
import { say, messagePattern, escapePattern } from '../../words'

const woundField = () => screen.findByRole('textbox', { name: say('first-rows', 'woundIdLabel') })
const woundIdsAsked = (requests: readonly Request[]) => requests.map((r) => queryOf(r).get('wound_id'))

describe('choosing a wound', () => {
  it.each([
    ['', messagePattern('first-rows', 'woundIdMissing')],
    ['abc', messagePattern('first-rows', 'woundIdNotWholeNumber')],
    ['0', messagePattern('first-rows', 'woundIdBelowOne')],
    ['-3', messagePattern('first-rows', 'woundIdNotWholeNumber')],
    ['1.5', messagePattern('first-rows', 'woundIdNotWholeNumber')],
    ['1e3', messagePattern('first-rows', 'woundIdNotWholeNumber')],
    [' 12x', messagePattern('first-rows', 'woundIdNotWholeNumber')],
  ])('refuses %j with a message tied to the field and sends nothing', async (input, message) => {
    const requests = recordListRequests()
    const { user } = renderApp()
    const field = await woundField()
    if (input !== '') await user.type(field, input)
    await user.click(screen.getByRole('button', { name: say('first-rows', 'loadWound') }))

    expectFieldMessage(field, message)
    await settle()
    expect(requests).toHaveLength(0)
    expect(new URLSearchParams(window.location.search).has('wound')).toBe(false)
    // The start screen stays: nothing was loaded.
    expect(screen.getByRole('heading', { name: say('first-rows', 'demoWoundsHeading') })).toBeInTheDocument()
  })

  it('loads with Enter in the field, not only with the Load button', async () => {
    const requests = recordListRequests()
    const { user } = renderApp()
    await user.type(await woundField(), '1{Enter}')

    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    expect(screen.getByRole('heading', { name: say('first-rows', 'woundHeading', { woundId: 1 }) })).toBeInTheDocument()
    expect(woundIdsAsked(requests)).toEqual(['1'])
    expect(new URLSearchParams(window.location.search).get('wound')).toBe('1')
  })

  it('clears the message when a valid ID follows an invalid one', async () => {
    const { user } = renderApp()
    const field = await woundField()
    await user.type(field, 'abc{Enter}')
    expectFieldMessage(field, messagePattern('first-rows', 'woundIdNotWholeNumber'))

    await user.clear(field)
    await user.type(field, '2{Enter}')
    await findStatus(messagePattern('first-rows', 'noMeasurementsRecorded'))
    const after = await woundField()
    expectNoFieldMessage(after)
    expect(after).toHaveValue('2')
    expect(screen.queryByText(messagePattern('first-rows', 'woundIdNotWholeNumber'))).not.toBeInTheDocument()
  })

  it('clears the message when the valid ID is the wound already shown', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=2' })
    await findStatus(messagePattern('first-rows', 'noMeasurementsRecorded'))
    const field = await woundField()
    await user.clear(field)
    await user.type(field, 'x{Enter}')
    expectFieldMessage(field, messagePattern('first-rows', 'woundIdNotWholeNumber'))

    await user.clear(field)
    await user.type(field, '2{Enter}')
    expectNoFieldMessage(field)
    expect(woundIdsAsked(requests)).toEqual(['2'])
  })

  it('opens the wound of a ?wound= link without pressing Load', async () => {
    const requests = recordListRequests()
    renderApp({ url: '/?wound=1' })

    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    expect(await woundField()).toHaveValue('1')
    expect(woundIdsAsked(requests)).toEqual(['1'])
  })

  it('adds a history entry per wound, and Back returns to the previous wound', async () => {
    const { user } = renderApp({ url: '/?wound=1' })
    const woundOneIds = await shownIds(say('first-rows', 'measurementsLabel'))
    const entriesBefore = window.history.length

    const field = await woundField()
    await user.clear(field)
    await user.type(field, '2{Enter}')
    await findStatus(messagePattern('first-rows', 'noMeasurementsRecorded'))
    await waitFor(() => {
      expect(window.history.length).toBeGreaterThan(entriesBefore)
    })
    expect(new URLSearchParams(window.location.search).get('wound')).toBe('2')

    const popped = nextPopState()
    window.history.back()
    await popped
    expect(await screen.findByRole('heading', { name: say('first-rows', 'woundHeading', { woundId: 1 }) })).toBeInTheDocument()
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(woundOneIds)
    expect(await woundField()).toHaveValue('1')
    expect(new URLSearchParams(window.location.search).get('wound')).toBe('1')
  })

  it('lists the demo wounds on the start screen, and clicking one opens it', async () => {
    const requests = recordListRequests()
    const { user } = renderApp()
    await screen.findByRole('heading', { name: say('first-rows', 'demoWoundsHeading') })
    expect(DEMO_WOUNDS.length).toBeGreaterThan(0)
    for (const wound of DEMO_WOUNDS) {
      expect(screen.getByRole('button', { name: new RegExp(`^Wound ${wound.id}\\b`) })).toBeInTheDocument()
    }
    expect(requests).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: messagePattern('first-rows', 'demoWoundName', { id: 1 }, 'start') }))
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    expect(await woundField()).toHaveValue('1')
    expect(woundIdsAsked(requests)).toEqual(['1'])
  })
})

describe('the demo indicator', () => {
  it('is visible in demo mode', async () => {
    renderApp()
    await screen.findByRole('heading', { name: say('first-rows', 'demoWoundsHeading') })
    expect(screen.getByText(say('first-rows', 'demoData'))).toBeVisible()
  })

  it('is absent in live mode, which names the service instead and lists no demo wounds', async () => {
    const requests = recordListRequests()
    renderApp({ settings: LIVE })
    await findStatus(messagePattern('first-rows', 'enterWoundId'))
    expect(screen.queryByText(say('first-rows', 'demoData'))).not.toBeInTheDocument()
    expect(screen.getByText(LIVE.baseUrl)).toBeVisible()
    expect(screen.queryByRole('heading', { name: say('first-rows', 'demoWoundsHeading') })).not.toBeInTheDocument()
    await settle()
    expect(requests).toHaveLength(0)
  })
})

describe('the measurement chosen on one wound', () => {
  it('does not follow the user to another wound: no image panel, no history load for it', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    // The image panel's code loads on first use: the click waits for it in an awaited act.
    await user.click(
      screen.getAllByRole('button', {
        name: new RegExp(
          `^${escapePattern(say('first-rows', 'imagesButton'))}\\s*${messagePattern('first-rows', 'forMeasurement', { repeat: 1 }).source}$`,
        ),
      })[0] ?? document.body,
    )
    expect(await screen.findByRole('dialog', { name: say('images', 'imagesHeading') }, { timeout: 15_000 })).toBeInTheDocument()
    expect(new URLSearchParams(window.location.search).has('selected')).toBe(true)

    const field = await woundField()
    await user.clear(field)
    await user.type(field, '3{Enter}')
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    expect(new URLSearchParams(window.location.search).has('selected')).toBe(false)
    expect(screen.queryByRole('dialog', { name: say('images', 'imagesHeading') })).not.toBeInTheDocument()
    await settle(200)
    // Wound 3 is asked for its first page only: no whole history (100 a page) for an image panel.
    const wound3 = requests.filter((r) => queryOf(r).get('wound_id') === '3')
    expect(wound3.map((r) => queryOf(r).get('per_page'))).toEqual(['25'])
  })
})
