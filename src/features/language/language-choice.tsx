import { Component, Suspense, useId, type ReactNode } from 'react'
import { LANGUAGE_KEY } from '../../i18n/choose-locale'
import { useDocumentLanguage } from '../../i18n/document-language'
import type { Language, Locale } from '../../i18n/locales'
import { useLocale } from '../../i18n/use-locale'
import { useWords } from '../../i18n/use-words'
import { IN_PLACE, useViewState } from '../../url-state/view-state'
import { languageWords } from '../../words/language'

/**
 * Each language by its own name, whatever the language shown: someone who does not read the
 * language on screen still finds theirs. Data, not a catalog's message: it is the same in every
 * language. The pseudo-locale is offered only while a link has chosen it (`lang=en-XA`), so a
 * tester's page says what it is in; nobody else is offered it.
 */
const NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' }
const REAL = Object.keys(NAMES) as Language[]
const PSEUDO_NAME = 'Pseudo-locale (en-XA)'

/**
 * The header's Language choice, and `<html lang>` and `dir` in step with the language (this code
 * loads 2 s after start, app/layout.tsx: until then `<html>` keeps index.html's `en`). Something
 * that goes wrong in the choice (its words did not arrive) leaves the header without it, the page
 * as it was.
 */
export default function LanguageChoice() {
  useDocumentLanguage(useLocale())
  return (
    <WithoutOnError>
      <Suspense fallback={<div className="language-choice" aria-hidden="true" />}>
        <Choice />
      </Suspense>
    </WithoutOnError>
  )
}

class WithoutOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * Choosing a language, even the one the browser would pick anyway, writes it into the app URL (a
 * copied link carries it) in place, not as a new history entry (Back does not switch the language
 * back), and remembers it on this device for a visit without `lang` (src/i18n/choose-locale.ts). The
 * words on screen change at once, without a reload.
 */
function Choice() {
  const { t, locale } = useWords(languageWords)
  const { setView } = useViewState()
  const id = useId()
  const offered: readonly Locale[] = locale === 'en-XA' ? [...REAL, locale] : REAL
  return (
    <div className="language-choice" lang={locale}>
      <label htmlFor={id}>{t('language')}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const chosen = offered[event.target.selectedIndex]
          if (chosen === undefined) return
          if (chosen !== 'en-XA') remember(chosen)
          void setView({ lang: chosen }, IN_PLACE)
        }}
      >
        {offered.map((option) => (
          <option key={option} value={option} lang={option}>
            {option === 'en-XA' ? PSEUDO_NAME : NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  )
}

function remember(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language)
  } catch {
    // Storage full or unavailable: the language is in the app URL only.
  }
}
