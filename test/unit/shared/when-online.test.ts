import { afterEach, describe, expect, it, vi } from 'vitest'
import { onceOnline } from '../../../src/shared/when-online'

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
}
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  vi.restoreAllMocks()
})

describe('onceOnline: a chunk is asked for only when the browser is online', () => {
  it('online: loads at once', async () => {
    setOnline(true)
    const load = vi.fn(() => Promise.resolve('chunk'))
    await expect(onceOnline(load)()).resolves.toBe('chunk')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('offline: asks for nothing until the network is back, then loads once', async () => {
    setOnline(false)
    const load = vi.fn(() => Promise.resolve('chunk'))
    const loading = onceOnline(load)()
    await flush()
    expect(load).not.toHaveBeenCalled()
    setOnline(true)
    window.dispatchEvent(new Event('online'))
    await expect(loading).resolves.toBe('chunk')
    expect(load).toHaveBeenCalledTimes(1)
  })
})
