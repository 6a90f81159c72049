import { woundTypeChoice, type WoundTypeChoice } from '../domain/healing/references'
import type { ConnectionSettings } from './connection-store'

/*
 * The wound type a clinician chose for a wound, remembered on this device so that the next time the
 * wound is opened its early response is compared with the same reference (the app URL carries the
 * choice while the wound is open; this only fills it in when a wound is opened without one).
 *
 * Only for one person's own device: the demo and a key build. A sign-in build is the hospital's,
 * used on shared machines, where what a clinician chose about a wound stays in the app URL and
 * nowhere else on the device (docs/security.md). Kept per service (its base URL): wound 5 of one
 * service is not wound 5 of another.
 */

const STORAGE_KEY = 'wound-history.wound-types'
/** The most wounds remembered; the oldest choice goes first. */
const MAX_WOUNDS = 500

type Remembered = { service: string; wound: number; choice: WoundTypeChoice }

/** Which service a remembered choice belongs to; undefined where nothing is remembered (a sign-in build). */
function serviceOf(settings: ConnectionSettings): string | undefined {
  if (settings.mode === 'demo') return 'demo'
  if (settings.mode === 'live') return settings.baseUrl
  return undefined
}

function readAll(): Remembered[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    if (!Array.isArray(value)) return []
    return value.flatMap((entry: unknown): Remembered[] => {
      if (typeof entry !== 'object' || entry === null) return []
      const { service, wound, choice } = entry as Record<string, unknown>
      const chosen = woundTypeChoice(choice)
      return typeof service === 'string' && typeof wound === 'number' && chosen !== null ? [{ service, wound, choice: chosen }] : []
    })
  } catch {
    // Unreadable or unavailable storage: nothing is remembered.
    return []
  }
}

/** The choice remembered for this wound of this service; null when none. */
export function rememberedWoundType(settings: ConnectionSettings, wound: number): WoundTypeChoice | null {
  const service = serviceOf(settings)
  if (service === undefined) return null
  return readAll().find((entry) => entry.service === service && entry.wound === wound)?.choice ?? null
}

/** Remembers the clinician's choice for this wound (null forgets it), where this device remembers choices. */
export function rememberWoundType(settings: ConnectionSettings, wound: number, choice: WoundTypeChoice | null): void {
  const service = serviceOf(settings)
  if (service === undefined) return
  const others = readAll().filter((entry) => !(entry.service === service && entry.wound === wound))
  const next = choice === null ? others : [...others, { service, wound, choice }].slice(-MAX_WOUNDS)
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Storage full or unavailable: the choice stays in the app URL only.
  }
}
