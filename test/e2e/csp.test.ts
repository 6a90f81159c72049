import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { buildContentSecurityPolicy, inlineScripts } from '../../scripts/csp'
import { demoUrl, liveUrl, serviceUrl, test } from './browser'
import { chartDataTable, showList, waitForRowIds } from './wound-view'

/**
 * The Content-Security-Policy of the built app (scripts/csp.ts): both builds carry it and no inline
 * script; a whole session runs without a violation; and what the policy leaves out is refused.
 */

type Violation = { directive: string; blocked: string }
type CspWindow = Window & { cspViolations?: Violation[] }

/** Chromium's console lines for a request the policy refused. */
const REFUSED =
  /violates the following Content Security Policy directive|Refused to connect because it violates the document's Content Security Policy/

/** Records every `securitypolicyviolation` of the page, from before its first script runs. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as CspWindow
    w.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      w.cspViolations?.push({ directive: event.effectiveDirective, blocked: event.blockedURI })
    })
  })
}
const violations = (page: Page) => page.evaluate(() => (window as CspWindow).cspViolations ?? [])

function policyIn(html: string): string | undefined {
  return /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)?.[1]
}
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? []

/** Fetches `url` from the page; 'blocked' when the fetch is refused (by the policy or the network). */
const fetchFromPage = (page: Page, url: string) =>
  page.evaluate(async (target) => {
    try {
      const response = await fetch(target)
      return String(response.status)
    } catch {
      return 'blocked'
    }
  }, url)

/** Adds an <img> with `src` to the page and reports whether it loaded. */
const imageFromPage = (page: Page, src: string) =>
  page.evaluate(
    (url) =>
      new Promise<'loaded' | 'failed'>((resolve) => {
        const img = document.createElement('img')
        img.alt = 'probe'
        img.onload = () => {
          resolve('loaded')
        }
        img.onerror = () => {
          resolve('failed')
        }
        img.src =
          url === 'blob' ? URL.createObjectURL(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' })) : url
        document.body.append(img)
      }),
    src,
  )

const TINY_SVG = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`

/** Wound 1: measurements, the images of 100011 (then compared), and the healing overview; returns the image sources the viewer showed. */
async function session(page: Page): Promise<string[]> {
  const table = await showList(page, 'Measurements')
  await waitForRowIds(table)
  await page.getByRole('button', { name: 'Images for measurement 100011' }).click()
  const region = page.getByRole('dialog', { name: 'Images' })
  await region
    .getByRole('img', { name: /original/i })
    .first()
    .waitFor({ timeout: 15_000 })
  const loaded = () =>
    region
      .locator('img')
      .evaluateAll(
        (imgs) => imgs.length > 0 && imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      )
  await expect.poll(loaded, { timeout: 15_000, message: 'the images loaded' }).toBe(true)
  await region.getByRole('button', { name: 'Compare' }).click()
  await region.getByLabel('First date').waitFor()
  await expect.poll(loaded, { timeout: 15_000, message: 'the compared images loaded' }).toBe(true)
  const sources = await region.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))
  // The viewer is modal: closed before the page behind it is used again.
  await region.getByRole('button', { name: 'Close images' }).click()
  await page.getByRole('tab', { name: 'Healing overview' }).click()
  await page.getByRole('figure', { name: /^Area over time/ }).waitFor({ timeout: 20_000 })
  await (await chartDataTable(page, 'Area over time')).locator('tbody tr').first().waitFor({ timeout: 20_000 })
  return sources
}

describe('Content-Security-Policy: the built pages', () => {
  test('the live build carries the policy for its service, before any script, and no inline script', async () => {
    const html = await (await fetch(liveUrl())).text()
    const policy = policyIn(html)
    expect(policy, 'a CSP <meta> in index.html').toBe(buildContentSecurityPolicy({ VITE_API_BASE_URL: serviceUrl() }))
    expect(directive(policy ?? '', 'connect-src')).toEqual([`'self'`, serviceUrl()])
    expect(directive(policy ?? '', 'script-src')).toEqual([`'self'`])
    expect(inlineScripts(html)).toEqual([])
    expect(html, 'the entry script is a file').toMatch(/<script\b[^>]*\bsrc="[^"]+\.js"/)
    expect(html.indexOf('Content-Security-Policy'), 'the policy comes before the first script or stylesheet').toBeLessThan(
      Math.min(...['<script', '<link rel="stylesheet"', '<link rel="modulepreload"'].map((tag) => html.indexOf(tag)).filter((i) => i >= 0)),
    )
  })

  test('the demo build carries the policy for a service chosen at run time, and no inline script', async () => {
    const html = await (await fetch(demoUrl())).text()
    const policy = policyIn(html) ?? ''
    expect(policy).toBe(buildContentSecurityPolicy({}))
    expect(directive(policy, 'img-src')).not.toContain('data:')
    expect(inlineScripts(html)).toEqual([])
  })
})

describe('Content-Security-Policy in Chromium', () => {
  test('live build: a whole session (rows, images, compare, overview) raises no violation', async ({ page }) => {
    await recordViolations(page)
    await page.addInitScript(() => {
      sessionStorage.setItem('wound-history.api-key', 'test-key')
    })
    await page.goto(liveUrl('?wound=1'))
    await session(page)
    expect(await violations(page)).toEqual([])
  })

  test('demo build: a whole session, through the demo worker, raises no violation', async ({ page }) => {
    await recordViolations(page)
    await page.goto(demoUrl('?wound=1'))
    const sources = await session(page)
    expect(await violations(page)).toEqual([])
    // Demo images are served by the worker on our own origin: img-src 'self' covers them.
    expect(sources.length).toBeGreaterThan(0)
    for (const src of sources) expect(new URL(src).origin, src).toBe(new URL(demoUrl()).origin)
  })

  test('live build: a fetch to another origin and images from elsewhere, data: or blob: are refused', async ({ page, errors }) => {
    errors.allow(REFUSED)
    await recordViolations(page)
    await page.goto(liveUrl())
    await page.getByRole('textbox', { name: 'Wound ID' }).waitFor()

    // Allowed, for contrast: the configured service and our own origin.
    expect(await fetchFromPage(page, `${serviceUrl()}/__requests`)).toBe('200')
    expect(await imageFromPage(page, '/favicon.svg')).toBe('loaded')
    expect(await violations(page)).toEqual([])

    // Another origin on this very machine, which answers when asked directly.
    const elsewhere = new URL(demoUrl()).origin
    expect((await fetch(`${elsewhere}/favicon.svg`)).status, 'the other origin answers outside the page').toBe(200)
    expect(await fetchFromPage(page, `${elsewhere}/favicon.svg`)).toBe('blocked')
    expect(await imageFromPage(page, `${elsewhere}/favicon.svg`)).toBe('failed')
    expect(await imageFromPage(page, TINY_SVG)).toBe('failed')
    expect(await imageFromPage(page, 'blob')).toBe('failed')
    await expect
      .poll(async () => (await violations(page)).map((v) => `${v.directive} ${v.blocked.replace(/^(blob):.*/, '$1')}`), {
        message: 'violation events',
      })
      .toEqual([`connect-src ${elsewhere}/favicon.svg`, `img-src ${elsewhere}/favicon.svg`, 'img-src data', 'img-src blob'])
  })

  test('demo build: the settings form refuses a service the policy would block, saying why, and sends nothing', async ({ page }) => {
    await recordViolations(page)
    const attempts: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith('http://192.168.1.5')) attempts.push(request.url())
    })
    await page.goto(demoUrl('?wound=1'))
    await showList(page, 'Measurements')
    await page.getByRole('button', { name: 'Connection settings' }).click()
    const baseUrl = page.getByRole('textbox', { name: 'API base URL' })
    await baseUrl.fill('http://192.168.1.5:8080')
    await page.getByLabel('API key').fill('test-key')
    await page.getByRole('button', { name: 'Save' }).click()

    await expect.poll(() => baseUrl.getAttribute('aria-invalid'), { message: 'API base URL marked invalid' }).toBe('true')
    const describedBy = (await baseUrl.getAttribute('aria-describedby')) ?? ''
    const reason = await page.locator(`[id="${describedBy}"]`).innerText()
    expect(reason).toMatch(/security policy \(Content-Security-Policy\) does not allow connections to http:\/\/192\.168\.1\.5:8080/)
    // The reason is the page's own policy, in words.
    expect(reason).toContain(`it allows only this site, any https:// address, http://127.0.0.1:*, http://localhost:*`)
    expect(await baseUrl.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await page.getByText('Demo data', { exact: true }).count(), 'still in demo mode').toBe(1)
    await page.waitForTimeout(300)
    expect(attempts).toEqual([])
    expect(await violations(page)).toEqual([])
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /unreachable/i })
        .count(),
    ).toBe(0)
  })

  test('demo build: a fetch to a plain-http host and a data: image are refused', async ({ page, errors }) => {
    errors.allow(REFUSED)
    await recordViolations(page)
    await page.goto(demoUrl())
    await page.getByRole('textbox', { name: 'Wound ID' }).waitFor()
    expect(await fetchFromPage(page, 'http://example.org/api/v1/measurements')).toBe('blocked')
    expect(await imageFromPage(page, TINY_SVG)).toBe('failed')
    await expect
      .poll(async () => (await violations(page)).map((v) => `${v.directive} ${v.blocked}`), { message: 'violation events' })
      .toEqual(['connect-src http://example.org/api/v1/measurements', 'img-src data'])
  })
})
