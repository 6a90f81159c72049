import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHandlers, IMAGE_URL_TTL_MS } from '../../../src/mocks/handlers'
import { server } from '../../msw-server'
import { measurements } from './helpers'

const ISSUED = Date.UTC(2026, 9, 1, 9, 0, 0)

/** The demo service on a clock the test moves. */
function serviceAt(start: number) {
  const clock = { now: start }
  server.use(...createHandlers({ now: () => clock.now }))
  return clock
}

async function imagesOf(query = 'wound_id=1&per_page=1') {
  const [first] = await measurements(query)
  if (!first?.images?.original) throw new Error('no images')
  return first.images
}

afterEach(() => {
  vi.useRealTimers()
})

describe('signed image URLs', () => {
  it('are absolute, on the request origin, with an opaque token only', async () => {
    serviceAt(ISSUED)
    const url = new URL((await imagesOf()).original ?? '')
    expect(url.origin + url.pathname).toBe('http://localhost/demo-images/100001/original.svg')
    expect([...url.searchParams.keys()]).toEqual(['token'])
    const expiry = ISSUED + IMAGE_URL_TTL_MS
    for (const readable of [String(expiry), String(expiry / 1000), new Date(expiry).toISOString()]) {
      expect(url.href).not.toContain(readable)
    }
  })

  it('are signed afresh at each response', async () => {
    const clock = serviceAt(ISSUED)
    const before = (await imagesOf()).original
    clock.now += 60_000
    expect((await imagesOf()).original).not.toBe(before)
  })

  it('serve a deterministic SVG picture while fresh', async () => {
    const clock = serviceAt(ISSUED)
    const images = await imagesOf()
    clock.now = ISSUED + IMAGE_URL_TTL_MS - 1000
    const response = await fetch(images.original ?? '')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=600')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).toMatch(/<title>Wound photograph, measurement 100001, 2026-01-05<\/title>/)
    expect(await (await fetch(images.original ?? '')).text()).toBe(svg)
  })

  it('answer 403 "Request has expired" once ten minutes have passed', async () => {
    const clock = serviceAt(ISSUED)
    const images = await imagesOf()
    clock.now = ISSUED + IMAGE_URL_TTL_MS
    const response = await fetch(images.thumbnail ?? '')
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('Request has expired')
  })

  it('expire under fake timers too (the default clock is read at each request)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(ISSUED)
    const images = await imagesOf()
    expect((await fetch(images.outline ?? '')).status).toBe(200)
    vi.setSystemTime(ISSUED + IMAGE_URL_TTL_MS + 1)
    expect((await fetch(images.outline ?? '')).status).toBe(403)
  })

  it('answer 403 to a tampered, borrowed or missing token', async () => {
    serviceAt(ISSUED)
    const images = await imagesOf()
    const original = new URL(images.original ?? '')
    const token = original.searchParams.get('token') ?? ''
    const flipped = `${token.slice(0, 3)}${token.charAt(3) === 'A' ? 'B' : 'A'}${token.slice(4)}`
    const borrowed = new URL(images.classification ?? '').searchParams.get('token') ?? ''
    for (const bad of [flipped, borrowed, `${token}AAAA`, 'not*base64']) {
      original.searchParams.set('token', bad)
      const response = await fetch(original)
      expect(response.status).toBe(403)
      expect(await response.text()).not.toContain('expired')
    }
    original.searchParams.delete('token')
    expect((await fetch(original)).status).toBe(403)
  })

  it('need no API key', async () => {
    serviceAt(ISSUED)
    const response = await fetch((await imagesOf()).classification ?? '', { headers: {} })
    expect(response.status).toBe(200)
  })
})

describe('pictures', () => {
  async function svgOf(url: string | undefined) {
    return (await fetch(url ?? '')).text()
  }

  it('draw each kind with its own title and size', async () => {
    serviceAt(ISSUED)
    const images = await imagesOf()
    const thumbnail = await svgOf(images.thumbnail)
    expect(thumbnail).toMatch(/width="160" height="120"/)
    expect(thumbnail).toContain('<title>Wound photograph (thumbnail)')
    const outline = await svgOf(images.outline)
    expect(outline).toContain('<title>Traced wound outline')
    expect(outline).toContain('<polygon')
    expect(outline).toContain('Area 11.43 cm²')
    const classification = await svgOf(images.classification)
    expect(classification).toContain('<title>Tissue classification map')
    expect(classification).toMatch(/Granulation \d+ %/)
  })

  it('shrink the wound as it heals', async () => {
    serviceAt(ISSUED)
    const first = await svgOf((await imagesOf('wound_id=1&per_page=1&sort=id')).outline)
    const last = await svgOf((await imagesOf('wound_id=1&per_page=1&sort=-id')).outline)
    const span = (svg: string) => {
      const points =
        /<polygon points="([^"]+)"/
          .exec(svg)?.[1]
          ?.split(' ')
          .map((p) => Number(p.split(',')[0])) ?? []
      return Math.max(...points) - Math.min(...points)
    }
    expect(span(first)).toBeGreaterThan(span(last) * 1.6)
  })

  it('serve children, which may lack a thumbnail', async () => {
    serviceAt(ISSUED)
    const [group] = await measurements('wound_id=1&per_page=1&filter[type]=group')
    const children = [...(group?.children ?? []), ...(group?.children.flatMap((c) => c.children) ?? [])]
    expect(children.length).toBeGreaterThanOrEqual(3)
    for (const child of children) {
      expect((await fetch(child.images?.original ?? '')).status).toBe(200)
    }
  })
})
