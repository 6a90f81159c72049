/** A wound ID as the service takes it: a positive whole number (`wound_id` is an integer). */
export function parseWoundId(input: string): { ok: true; id: number } | { ok: false; message: string } {
  const value = input.trim()
  if (value === '') return { ok: false, message: 'Enter a wound ID.' }
  if (!/^\d+$/.test(value)) return { ok: false, message: 'A wound ID is a positive whole number, such as 1 or 2045.' }
  const id = Number(value)
  if (id < 1) return { ok: false, message: 'A wound ID starts at 1.' }
  if (!Number.isSafeInteger(id)) return { ok: false, message: 'That wound ID is too large.' }
  return { ok: true, id }
}
