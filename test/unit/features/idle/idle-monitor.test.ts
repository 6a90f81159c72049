import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BROADCAST_INTERVAL_MS, CHECK_INTERVAL_MS, createIdleMonitor, type IdleState } from '../../../../src/features/idle/idle-monitor'

const MINUTE = 60_000
const IDLE = 15 * MINUTE

/** Two ends of one channel, as two tabs' BroadcastChannels are: what one posts, the other hears. */
function channelPair() {
  const make = () => {
    const listeners = new Set<(event: MessageEvent) => void>()
    const sent: unknown[] = []
    return {
      sent,
      listeners,
      closed: false,
      postMessage(data: unknown) {
        sent.push(data)
        for (const listener of other(this).listeners) listener(new MessageEvent('message', { data }))
      },
      addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
        listeners.add(listener)
      },
      close() {
        this.closed = true
        listeners.clear()
      },
    }
  }
  const a = make()
  const b = make()
  const other = (end: typeof a) => (end === a ? b : a)
  return [a, b] as const
}

function tab(channel: ReturnType<typeof channelPair>[number] | null = null, lastInput = Date.now(), idleMs = IDLE) {
  const target = new EventTarget()
  const visibility = new EventTarget()
  const states: IdleState[] = []
  const monitor = createIdleMonitor({ idleMs, lastInput, target, visibility, channel, onChange: (s) => states.push(s) })
  return {
    monitor,
    states,
    phase: () => monitor.state().phase,
    input: (type = 'keydown') => target.dispatchEvent(new Event(type)),
    visible: () => visibility.dispatchEvent(new Event('visibilitychange')),
    /** The window back in front (focus), or the page shown again (pageshow: back/forward cache, a restored tab). */
    windowEvent: (type: 'focus' | 'pageshow') => target.dispatchEvent(new Event(type)),
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T09:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('automatic logoff clock', () => {
  it.each([
    [15 * MINUTE, 2 * MINUTE],
    [2 * MINUTE, MINUTE],
    [3 * MINUTE, 1.5 * MINUTE],
  ])(
    'warns 2 minutes before closing, never under 60 s (the shortest idle time is 2 minutes): after %i ms idle, %i ms ahead',
    (idleMs, lead) => {
      const t = tab(null, Date.now(), idleMs)
      vi.advanceTimersByTime(idleMs - lead - 1)
      expect(t.phase()).toBe('active')
      vi.advanceTimersByTime(1)
      expect(t.states.at(-1)).toEqual({ phase: 'warning', closesAt: Date.now() + lead })
      t.monitor.stop()
    },
  )

  it('is active, then warns, then closes, on the wall clock', () => {
    const t = tab()
    expect(t.phase()).toBe('active')
    vi.advanceTimersByTime(13 * MINUTE - 1)
    expect(t.states.at(-1)?.phase).toBe('active')
    vi.advanceTimersByTime(1)
    expect(t.states.at(-1)).toEqual({ phase: 'warning', closesAt: Date.now() + 2 * MINUTE })
    vi.advanceTimersByTime(2 * MINUTE)
    expect(t.states.at(-1)?.phase).toBe('closed')
    expect(t.states.map((s) => s.phase)).toEqual(['active', 'warning', 'closed'])
  })

  it('counts from the input before it started', () => {
    const t = tab(null, Date.now() - 14 * MINUTE)
    expect(t.states).toEqual([{ phase: 'warning', closesAt: Date.now() + MINUTE }])
    const late = tab(null, Date.now() - 16 * MINUTE)
    expect(late.states.map((s) => s.phase)).toEqual(['closed'])
  })

  it('keyboard, pointer, touch and wheel input before the warning push the deadline back', () => {
    const t = tab()
    for (const type of ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart']) {
      vi.advanceTimersByTime(10 * MINUTE)
      t.input(type)
    }
    vi.advanceTimersByTime(12 * MINUTE)
    expect(t.phase()).toBe('active')
    expect(t.states.map((s) => s.phase)).not.toContain('warning')
    vi.advanceTimersByTime(MINUTE)
    expect(t.phase()).toBe('warning')
  })

  it('once warned, only Stay signed in keeps the screen: a passing pointer does not', () => {
    const t = tab()
    vi.advanceTimersByTime(13 * MINUTE)
    t.input('pointermove')
    t.input('keydown')
    expect(t.phase()).toBe('warning')
    t.monitor.stay()
    expect(t.states.at(-1)).toEqual({ phase: 'active', closesAt: Date.now() + IDLE })
    vi.advanceTimersByTime(14 * MINUTE)
    expect(t.phase()).toBe('warning')
  })

  it('a tab woken after its deadline (sleep, a throttled background timer) closes at once, with no late warning', () => {
    const t = tab()
    // The clock jumps with no timer firing, as after a laptop's sleep.
    vi.setSystemTime(Date.now() + 40 * MINUTE)
    t.visible()
    expect(t.states.map((s) => s.phase)).toEqual(['active', 'closed'])
  })

  it.each(['focus', 'pageshow'] as const)('a window woken after its deadline closes at once on %s', (type) => {
    const t = tab()
    vi.setSystemTime(Date.now() + 40 * MINUTE)
    t.windowEvent(type)
    expect(t.states.map((s) => s.phase)).toEqual(['active', 'closed'])
  })

  it('checks the wall clock every 15 s too: a deadline passed while its timer did not fire closes within that', () => {
    expect(CHECK_INTERVAL_MS).toBeLessThanOrEqual(15_000)
    const t = tab()
    // Asleep past the deadline; on waking, no event and the warning's timer not yet due (it counts
    // the time the machine ran, not the time that passed).
    vi.setSystemTime(Date.now() + 40 * MINUTE)
    vi.advanceTimersByTime(CHECK_INTERVAL_MS - 1)
    vi.advanceTimersByTime(1)
    expect(t.states.map((s) => s.phase)).toEqual(['active', 'closed'])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops listening once closed', () => {
    const t = tab()
    vi.advanceTimersByTime(IDLE)
    t.monitor.stay()
    t.input()
    expect(t.phase()).toBe('closed')
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('across tabs', () => {
  it('input in one tab keeps the other open', () => {
    const [a, b] = channelPair()
    const one = tab(a)
    const two = tab(b)
    for (let i = 0; i < 4; i += 1) {
      vi.advanceTimersByTime(10 * MINUTE)
      one.input()
    }
    vi.advanceTimersByTime(BROADCAST_INTERVAL_MS)
    expect(two.phase()).toBe('active')
    expect(two.states.map((s) => s.phase)).not.toContain('warning')
  })

  it('tells the other tabs at most every 5 s, and always the last input of a burst', () => {
    const [a, b] = channelPair()
    const one = tab(a)
    tab(b)
    a.sent.length = 0
    vi.advanceTimersByTime(BROADCAST_INTERVAL_MS)
    for (let i = 0; i < 40; i += 1) {
      one.input('pointermove')
      vi.advanceTimersByTime(100)
    }
    expect(a.sent).toHaveLength(1)
    vi.advanceTimersByTime(BROADCAST_INTERVAL_MS)
    expect(a.sent).toHaveLength(2)
    expect(a.sent.at(-1)).toEqual({ kind: 'input', at: Date.now() - BROADCAST_INTERVAL_MS - 100 })
  })

  it('Stay signed in in one tab dismisses the warning in the other; a tab that closes closes the other', () => {
    const [a, b] = channelPair()
    const one = tab(a)
    const two = tab(b)
    vi.advanceTimersByTime(13 * MINUTE)
    expect([one.phase(), two.phase()]).toEqual(['warning', 'warning'])
    two.monitor.stay()
    expect([one.phase(), two.phase()]).toEqual(['active', 'active'])
    expect(one.states.at(-1)?.phase).toBe('active')

    vi.advanceTimersByTime(IDLE)
    expect(one.states.at(-1)?.phase).toBe('closed')
    expect(two.states.at(-1)?.phase).toBe('closed')
    expect(a.closed && b.closed).toBe(true)
  })

  it('ignores messages it does not know, and times from the future', () => {
    const [a, b] = channelPair()
    const one = tab(a)
    for (const data of [
      null,
      'closed',
      { kind: 'input' },
      { kind: 'input', at: 'soon' },
      { kind: 'input', at: Number.NaN },
      { kind: 'bye' },
    ]) {
      b.postMessage(data)
    }
    expect(one.phase()).toBe('active')
    b.postMessage({ kind: 'input', at: Date.now() + 60 * MINUTE })
    vi.advanceTimersByTime(IDLE)
    expect(one.phase()).toBe('closed')
  })
})
