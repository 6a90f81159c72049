import type { MessageId } from '../../i18n/numbered'
import { woundIdBelowOne, woundIdMissing, woundIdNotWholeNumber, woundIdTooLarge } from '../../words/first-rows/messages'

/** A wound ID as the service takes it: a positive whole number (`wound_id` is an integer); refused, the message that says why. */
export function parseWoundId(input: string): { ok: true; id: number } | { ok: false; message: MessageId<undefined> } {
  const value = input.trim()
  if (value === '') return { ok: false, message: woundIdMissing }
  if (!/^\d+$/.test(value)) return { ok: false, message: woundIdNotWholeNumber }
  const id = Number(value)
  if (id < 1) return { ok: false, message: woundIdBelowOne }
  if (!Number.isSafeInteger(id)) return { ok: false, message: woundIdTooLarge }
  return { ok: true, id }
}
