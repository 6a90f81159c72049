import type { CodesTranslate } from '../../whole-history/code-words'
import type { PushGapsTranslate } from '../../whole-history/push-gap-words'
import type { VerdictTranslate } from '../../whole-history/use-verdict-words'
import type { Translate } from '../../i18n/area'
import { formatNumber } from '../../text/format'
import { plainLine, plainText } from '../../text/plain-copy'
import type { Messages } from '../../words/handoff/messages'

/*
 * What the visit's note is written with (visit-note.ts and its parts): the hand-off's words
 * (src/words/handoff), the verdict's (src/words/verdict: the one line the screens say, the
 * references' sources and the weeks) and the codes' (src/words/codes), all in the language shown;
 * and the few rules of how a figure and service text sit in a line of it.
 */

export type HandoffTranslate = Translate<Messages>

/** The words a note is written in. */
export type NoteWords = { t: HandoffTranslate; vt: VerdictTranslate; codes: CodesTranslate; gaps: PushGapsTranslate }

/** A figure of the note: at most two decimals. */
export const figure = (value: number): string => formatNumber(value, 2)

type Unit = 'centimetres' | 'squareCentimetres' | 'cubicCentimetres'

/**
 * "2.5 cubic centimetres", "1 centimetre": a unit spelled out (a record's text field may not keep
 * "cm²"), as many as the figure says: the plural follows the value as written (two decimals).
 */
export const spelled = (t: HandoffTranslate, unit: Unit, value: number, text = figure(value)): string =>
  t(unit, { count: Number(value.toFixed(2)), figure: text })

/** "2 and 3", "2, 3 and 4". */
export function listAnd(t: HandoffTranslate, items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return t('listAnd', { items: items.slice(0, -1).join(', '), last: items.slice(-1).join('') })
}

/**
 * Service text on one line of the note: nothing invisible (see text/plain-copy), and a line break
 * (or a line or paragraph separator) cannot start a line of its own.
 */
export const serviceText = (value: string): string => plainLine(plainText(value).trim())

/** Service text as the note writes it; undefined when nothing is left to read (blank counts as not recorded). */
export const given = (value: string | undefined): string | undefined => {
  const text = value === undefined ? '' : serviceText(value)
  return text === '' ? undefined : text
}
