import { useEffect } from 'react'
import type { Locale } from './locales'

/**
 * Each locale's writing direction, for `<html dir>`. All are written left to right; a language
 * written right to left is one entry here. Not in ./locales.ts: only the lazily loaded code that
 * keeps `<html>` in step reads it, and there it costs the first rows nothing.
 */
const DIRECTIONS: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', de: 'ltr', 'en-XA': 'ltr' }

/** `<html lang>` and `dir` follow `locale` (the page's language, for assistive technology, the browser's translation and hyphenation). */
export function useDocumentLanguage(locale: Locale): void {
  useEffect(() => {
    document.documentElement.lang = locale
    document.documentElement.dir = DIRECTIONS[locale]
  }, [locale])
}
