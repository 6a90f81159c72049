/**
 * Characters no one sees that change how text reads: C0 and C1 controls, the bidirectional marks,
 * zero-width spaces and joiners, the word joiner and the byte order mark. None belongs in a code
 * from a closed list (in free text some are legitimate: they are kept, and shown isolated).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const HIDDEN = /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g

/** Whether service text holds characters that cannot be seen (see HIDDEN). */
export const hasInvisible = (text: string): boolean => text.search(HIDDEN) !== -1

/**
 * Service text quoted in an app sentence about it (a record issue): every invisible character
 * written out as ⟨U+202E⟩, so the reader sees it is there and it cannot reorder the words around it.
 */
export const showInvisible = (text: string): string =>
  text.replace(HIDDEN, (char) => `⟨U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}⟩`)

const ISOLATE_OPENERS = new Set(['\u2066', '\u2067', '\u2068'])
const POP_ISOLATE = '\u2069'

/**
 * Service text to be shown isolated (in a `<bdi>`, or between FSI and PDI): its isolates balanced.
 * A "pop directional isolate" (U+2069) that closes nothing the text opened is dropped: it would
 * end the isolation early, and an override after it (U+202E) would reorder the app's words that
 * follow. An isolate the text leaves open is closed at its end, or it would take in those words.
 * Everything else stays as sent: an embedding or override left open ends with the isolation.
 */
export function isolatable(value: string): string {
  if (!/[\u2066-\u2069]/.test(value)) return value
  let open = 0
  let kept = ''
  for (const char of value) {
    if (ISOLATE_OPENERS.has(char)) open++
    else if (char === POP_ISOLATE) {
      if (open === 0) continue
      open--
    }
    kept += char
  }
  return kept + POP_ISOLATE.repeat(open)
}
