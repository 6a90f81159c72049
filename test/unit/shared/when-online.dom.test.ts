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

describe('onceOnline: a chunk whose stylesheet failed on the way', () => {
  it('asks for the stylesheet anew once online, then loads the chunk again', async () => {
    setOnline(true)
    const href = 'http://localhost/assets/photo-abc.css'
    const failed = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
    document.head.append(failed)
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error(`Unable to preload CSS for ${href}`))
      .mockResolvedValueOnce('chunk')
    const loading = onceOnline(load)()
    // The stylesheet's replacement (the code that makes it loads only now).
    await vi.waitFor(() => {
      expect(failed.isConnected).toBe(false)
    })
    const again = document.head.querySelector<HTMLLinkElement>(`link[href="${href}"]`)
    expect(again).not.toBe(failed)
    expect(failed.isConnected).toBe(false)
    again?.dispatchEvent(new Event('load'))
    await expect(loading).resolves.toBe('chunk')
    expect(load).toHaveBeenCalledTimes(2)
    again?.remove()
  })

  it('passes any other failure on, untouched', async () => {
    setOnline(true)
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    await expect(onceOnline(load)()).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(load).toHaveBeenCalledTimes(1)
  })
})
