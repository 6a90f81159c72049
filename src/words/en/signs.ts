import { entryWords, words } from './codes'
import type { InfectionFlag, PainRise, PainScale } from '../../domain/healing/signs'
import type { InfectionSign } from '../../domain/assessment-signs'
import { formatDate } from '../../text/format'

/*
 * The verdict's signs in words (domain/healing/signs.ts reads them from the assessments): signs of
 * wound infection and a clinically important rise in pain, as the one line and the flags say them.
 */

/** A sign as a clinician reads it: "infected", "purulent exudate", "increasing malodour", "bleeding / friable granulation tissue". */
export function signText(sign: InfectionSign): string {
  switch (sign.kind) {
    case 'infected':
      return 'infected'
    case 'purulent-exudate':
      return `${words(sign.exudateType)} exudate`
    case 'increasing-malodour':
      // IWII 2022's words: malodour recorded where the assessment before recorded none.
      return 'increasing malodour'
    case 'recorded':
      return entryWords(sign.entry)
  }
}

const SCALE_WORDS: Record<PainScale, string> = { atRest: 'at rest', withMovement: 'with movement', atNight: 'at night' }

/** "a, b, c and 2 more" past `max` items (the one line stays one line; the flag lists them all). */
const listText = (items: readonly string[], max = Infinity) =>
  items.length > max ? `${items.slice(0, max).join(', ')} and ${items.length - max} more` : items.join(', ')

/**
 * "Signs of infection since 3 Mar 2026: infected, purulent exudate, malodorous". `max` names at
 * most that many signs (infected, exudate and odour come first), the rest counted.
 */
export function infectionText(flag: InfectionFlag, max = Infinity): string {
  const current = flag.findings.filter((finding) => finding.current)
  if (current.length > 0) {
    const since = current.map((finding) => finding.since).sort()[0] ?? flag.since
    return `signs of infection since ${formatDate(since)}: ${listText(
      current.map((finding) => signText(finding.sign)),
      max,
    )}`
  }
  const last =
    flag.findings
      .map((finding) => finding.until)
      .sort()
      .at(-1) ?? flag.latest
  const when = last === flag.since ? `on ${formatDate(last)}` : `${formatDate(flag.since)} to ${formatDate(last)}`
  return `signs of infection recorded ${when} (${listText(
    flag.findings.map((finding) => signText(finding.sign)),
    max,
  )}), none at the latest assessment (${formatDate(flag.latest)})`
}

/** "pain with movement rose 3 → 6 since 1 Mar 2026". */
export function painText(rises: readonly PainRise[]): string {
  return rises.map((rise) => `pain ${SCALE_WORDS[rise.scale]} rose ${rise.from} → ${rise.to} since ${formatDate(rise.fromDate)}`).join('; ')
}

/** How many signs the one line and a stall's flag name; the Infection flag names every one. */
export const SIGNS_IN_A_LINE = 3
