import { INPUT_EVENTS } from '../../shared/last-input'

/**
 * Automatic logoff's clock: when the screen warns, and when it closes, after a time without input
 * in any of the app's tabs.
 *
 * Everything is computed from the wall clock at the moment it is asked (never by counting timer
 * ticks): timers in a background tab are throttled and a laptop's sleep stops them, so a tab that
 * wakes after its deadline closes at once instead of showing a warning it is too late for.
 *
 * Tabs of the app tell each other about input over a BroadcastChannel (same origin only), so one
 * clinician working in one tab keeps the others open, "Stay signed in" in one dismisses the
 * warning in all, and a tab that closes closes the others.
 */

type IdlePhase = 'active' | 'warning' | 'closed'
export type IdleState = { phase: IdlePhase; closesAt: number }

/** What crosses between tabs. Input is sent with its time; anything else on the channel is ignored. */
type Message = { kind: 'input'; at: number } | { kind: 'closed' }

const IDLE_CHANNEL = 'wound-history.idle'

/** Input is told to the other tabs at most this often; the last input of a burst is always told. */
export const BROADCAST_INTERVAL_MS = 5_000

/**
 * The wall clock is read this often as well as when a timer is due: a timer counts the time the
 * machine ran, so after a sleep past the deadline the warning's timer may still be minutes away
 * (and a background tab's timers run late). Waking is also caught as it happens: the page shown
 * again, the window focused, the tab visible.
 */
export const CHECK_INTERVAL_MS = 15_000

/**
 * How long before closing the warning comes: 2 minutes, and never under half the idle time (the
 * shortest allowed is 2 minutes, so never under 60 s: WCAG 2.2 success criterion 2.2.1 asks for at
 * least 20 s to extend, the contract for 60 s). A late timer (a background tab) only shortens it
 * by its lateness, so it starts well before the last minute.
 */
function warningLead(idleMs: number): number {
  return Math.min(2 * 60_000, idleMs / 2)
}

type ChannelLike = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

type IdleMonitorOptions = {
  idleMs: number
  /** Input before the monitor started (see shared/last-input): the deadline counts from it. */
  lastInput: number
  onChange: (state: IdleState) => void
  now?: () => number
  /** Where input is listened for (the window, in capture phase, so no component can hide it). */
  target?: EventTarget
  /** Tells visibility changes (a tab coming back after sleep is checked at once); `target` tells focus and pageshow. */
  visibility?: EventTarget
  channel?: ChannelLike | null
}

export type IdleMonitor = {
  state: () => IdleState
  /** "Stay signed in": counts as input here and in every tab, and dismisses the warning. */
  stay: () => void
  stop: () => void
}

/** The window's events that say the page may have slept: shown again (back/forward cache, a restored tab), focused. */
const WAKE_EVENTS = ['pageshow', 'focus'] as const

function readMessage(data: unknown): Message | undefined {
  if (typeof data !== 'object' || data === null || !('kind' in data)) return undefined
  if (data.kind === 'closed') return { kind: 'closed' }
  if (data.kind === 'input' && 'at' in data && typeof data.at === 'number' && Number.isFinite(data.at))
    return { kind: 'input', at: data.at }
  return undefined
}

function openChannel(): ChannelLike | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(IDLE_CHANNEL) : null
}

export function createIdleMonitor(options: IdleMonitorOptions): IdleMonitor {
  const { idleMs, onChange } = options
  const now = options.now ?? Date.now
  const target = options.target ?? window
  const visibility = options.visibility ?? document
  const channel = options.channel === undefined ? openChannel() : options.channel
  const lead = warningLead(idleMs)

  let last = Math.min(options.lastInput, now())
  let closed = false
  let reported: IdleState | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastSent = Number.NEGATIVE_INFINITY
  let trailing: ReturnType<typeof setTimeout> | undefined

  const phaseAt = (time: number): IdlePhase => {
    if (closed || time >= last + idleMs) return 'closed'
    return time >= last + idleMs - lead ? 'warning' : 'active'
  }
  const state = (): IdleState => ({ phase: phaseAt(now()), closesAt: last + idleMs })

  const evaluate = () => {
    const current = state()
    if (current.phase === 'closed' && !closed) {
      closed = true
      channel?.postMessage({ kind: 'closed' } satisfies Message)
    }
    if (reported?.phase !== current.phase || reported.closesAt !== current.closesAt) {
      reported = current
      onChange(current)
    }
    clearTimeout(timer)
    if (current.phase === 'closed') {
      stop()
      return
    }
    const next = current.phase === 'active' ? current.closesAt - lead : current.closesAt
    timer = setTimeout(evaluate, Math.max(0, next - now()))
  }

  const send = () => {
    trailing = undefined
    lastSent = now()
    channel?.postMessage({ kind: 'input', at: last } satisfies Message)
  }
  const tell = () => {
    if (trailing !== undefined) return
    const wait = lastSent + BROADCAST_INTERVAL_MS - now()
    if (wait <= 0) send()
    else trailing = setTimeout(send, wait)
  }

  const onInput = () => {
    const time = now()
    // Once warned, only "Stay signed in" keeps the screen: a pointer passing over the page must not
    // dismiss a warning before it is read (or take the button away from under the click).
    if (phaseAt(time) !== 'active') return
    // The timer set for the warning finds the new deadline when it fires, and sets the next.
    last = time
    tell()
  }

  const onMessage = (event: MessageEvent) => {
    const message = readMessage(event.data)
    if (message === undefined || closed) return
    if (message.kind === 'closed') {
      closed = true
      evaluate()
      return
    }
    // Tabs share one clock; a time ahead of ours is taken as now.
    const at = Math.min(message.at, now())
    if (at <= last) return
    last = at
    evaluate()
  }

  const onWake = () => {
    evaluate()
  }

  function stop() {
    clearTimeout(timer)
    clearTimeout(trailing)
    clearInterval(check)
    for (const type of INPUT_EVENTS) target.removeEventListener(type, onInput, { capture: true })
    for (const type of WAKE_EVENTS) target.removeEventListener(type, onWake)
    visibility.removeEventListener('visibilitychange', onWake)
    channel?.close()
  }

  for (const type of INPUT_EVENTS) target.addEventListener(type, onInput, { capture: true, passive: true })
  for (const type of WAKE_EVENTS) target.addEventListener(type, onWake)
  visibility.addEventListener('visibilitychange', onWake)
  const check = setInterval(evaluate, CHECK_INTERVAL_MS)
  channel?.addEventListener('message', onMessage)
  // A tab opened (or reloaded) is the clinician at work: the other tabs hear of it.
  tell()
  evaluate()

  return {
    state,
    stay() {
      if (closed) return
      last = now()
      send()
      evaluate()
    },
    stop,
  }
}
