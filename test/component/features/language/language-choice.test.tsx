import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { pseudoText } from '../../../../scripts/catalogs'
import { LANGUAGE_KEY } from '../../../../src/i18n/choose-locale'
import { renderApp } from '../../../render-app'
import { say } from '../../words'

/*
 * The app's language at run time (src/i18n/choose-locale.ts): the app URL's `lang`, else the
 * language chosen before on this device, else the browser's, else English; the header's Language
 * choice sets it. What shows it: the overview's heading (a catalog's words) and `<html lang>`.
 * The choice's own code loads 2 s after start (app/layout.tsx), its German catalogs as chunks of
 * their own (on a cold module cache, seconds). test/setup.ts clears localStorage and `<html lang>`
 * after each test; restoreMocks the browser's languages.
 */

// test/setup.ts leaves the choice out of the tests that are not about it.
vi.unmock('../../../../src/features/language/language-choice')

const LOADED = { timeout: 15_000 }
const ENGLISH = say('overview', 'healingHeading')
const GERMAN = 'Heilt die Wunde?'

const languageChoice = () => screen.findByRole('combobox', { name: say('language', 'language') }, LOADED)
/**
 * Chooses `language` (its tag, the option's value) as a user's pick of an option does: a change
 * of the select. In an awaited act: a language switch suspends the screens while their catalogs load.
 */
async function choose(select: HTMLElement, language: string) {
  await act(async () => {
    fireEvent.change(select, { target: { value: language } })
    await Promise.resolve()
  })
}

const browserPrefers = (...languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)

describe('the header’s Language choice', () => {
  it('switches the words to German at once, writes lang=de into the app URL, remembers it, and <html lang> follows', async () => {
    renderApp({ url: '/?wound=1&tab=overview' })
    expect(await screen.findByRole('region', { name: ENGLISH }, LOADED)).toBeInTheDocument()
    const choice = await languageChoice()
    expect(choice).toHaveDisplayValue('English')
    expect(document.documentElement).toHaveAttribute('lang', 'en')
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
    const history = window.history.length

    await choose(choice, 'de')

    expect(await screen.findByRole('region', { name: GERMAN }, LOADED)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: ENGLISH })).not.toBeInTheDocument()
    await waitFor(() => {
      expect(new URLSearchParams(location.search).get('lang')).toBe('de')
    })
    // In place: Back does not switch the language back.
    expect(window.history.length).toBe(history)
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de')
    await waitFor(() => {
      expect(document.documentElement).toHaveAttribute('lang', 'de')
    })
    // The choice itself now says its label in German, the languages still by their own names.
    const german = await screen.findByRole('combobox', { name: 'Sprache' }, LOADED)
    expect(german).toHaveDisplayValue('Deutsch')
    expect(Array.from((german as HTMLSelectElement).options, (option) => [option.text, option.lang])).toEqual([
      ['English', 'en'],
      ['Deutsch', 'de'],
    ])
  })

  it('writes the language into the app URL even when it is the one the browser would pick', async () => {
    renderApp({ url: '/?wound=1&tab=overview' })
    await choose(await languageChoice(), 'de')
    await choose(await screen.findByRole('combobox', { name: 'Sprache' }, LOADED), 'en')
    await waitFor(() => {
      expect(new URLSearchParams(location.search).get('lang')).toBe('en')
    })
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en')
    expect(await screen.findByRole('region', { name: ENGLISH }, LOADED)).toBeInTheDocument()
  })

  it('offers the pseudo-locale only while the app URL has chosen it', async () => {
    // Its words in the pseudo-locale are a chunk of their own: the first render waits for them.
    await act(async () => {
      renderApp({ url: '/?wound=1&lang=en-XA' })
      await Promise.resolve()
    })
    const choice = await screen.findByRole('combobox', { name: pseudoText(say('language', 'language')) }, LOADED)
    expect(Array.from((choice as HTMLSelectElement).options, (option) => option.value)).toEqual(['en', 'de', 'en-XA'])
    expect(choice).toHaveValue('en-XA')
    await waitFor(() => {
      expect(document.documentElement).toHaveAttribute('lang', 'en-XA')
    })
  })
})

describe('the language without a choice in the app URL', () => {
  it('a browser that prefers Swiss German, with nothing remembered: German', async () => {
    browserPrefers('de-CH', 'en')
    renderApp({ url: '/?wound=1&tab=overview' })
    expect(await screen.findByRole('region', { name: GERMAN }, LOADED)).toBeInTheDocument()
    // Chosen by the browser, not written: a copied link leaves the language to whoever opens it.
    expect(new URLSearchParams(location.search).get('lang')).toBeNull()
    expect(await screen.findByRole('combobox', { name: 'Sprache' }, LOADED)).toHaveDisplayValue('Deutsch')
    await waitFor(() => {
      expect(document.documentElement).toHaveAttribute('lang', 'de')
    })
  })

  it('the language remembered on this device wins over the browser’s', async () => {
    browserPrefers('en-US', 'en')
    localStorage.setItem(LANGUAGE_KEY, 'de')
    renderApp({ url: '/?wound=1&tab=overview' })
    expect(await screen.findByRole('region', { name: GERMAN }, LOADED)).toBeInTheDocument()
  })

  it('lang= in the app URL wins over the language remembered on this device', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'de')
    browserPrefers('de-DE', 'de')
    renderApp({ url: '/?wound=1&tab=overview&lang=en' })
    expect(await screen.findByRole('region', { name: ENGLISH }, LOADED)).toBeInTheDocument()
    expect(await languageChoice()).toHaveDisplayValue('English')
    await waitFor(() => {
      expect(document.documentElement).toHaveAttribute('lang', 'en')
    })
    // Opening the link chose nothing: what this device remembers stays.
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de')
  })
})
