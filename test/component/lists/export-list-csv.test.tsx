import { QueryClientProvider } from '@tanstack/react-query'
import { configure, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getResponse, http, HttpResponse } from 'msw'
import { NuqsAdapter } from 'nuqs/adapters/react'
import { ViewStateProvider } from '../../../src/url-state/view-state-provider'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../src/app/query-client'
import { connectionStore } from '../../../src/session/connection-store'
import { ASSESSMENTS_CSV } from '../../../src/features/assessments/assessment-csv'
import { ExportAssessmentsCsv } from '../../../src/features/assessments/export-assessments'
import { ExportMeasurementsCsv } from '../../../src/features/measurements/export-measurements'
import { MEASUREMENTS_CSV } from '../../../src/features/measurements/measurement-csv'
import { lookupWound, type WireMeasurement, type WoundHistory } from '../../../src/mocks/data'
import { createHandlers } from '../../../src/mocks/handlers'
import { server } from '../../msw-server'
import { queryOf, recordRequests } from '../../request-log'
import { say } from '../words'

// Whole histories are loaded and written in jsdom, often on a busy machine (as in test/render-app.tsx).
configure({ asyncUtilTimeout: 5_000 })
vi.setConfig({ testTimeout: 30_000 })

/** Reads CSV as RFC 4180 writes it: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  const endField = () => {
    record.push(field)
    field = ''
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i)
    const next = text.charAt(i + 1)
    if (quoted && c === '"' && next === '"') {
      field += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (!quoted && c === ',') {
      endField()
    } else if (!quoted && c === '\r' && next === '\n') {
      endField()
      records.push(record)
      record = []
      i++
    } else {
      field += c
    }
  }
  expect(field, 'the file ends with CRLF').toBe('')
  const [header = [], ...rows] = records
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])))
}

type Download = { fileName: string; blob: Blob }

/** Catches the file the app hands to the browser instead of letting jsdom try to navigate to it. */
function interceptDownloads(): Download[] {
  const downloads: Download[] = []
  const blobs = new Map<string, Blob>()
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:export/${blobs.size + 1}`
    blobs.set(url, blob as Blob)
    return url
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (blob) downloads.push({ fileName: this.download, blob })
  })
  return downloads
}

/**
 * The demo service, serving at most `cap` records a page whatever was asked (the spec allows a
 * service to cap per_page and say so in metadata), so that three groups make three pages. Pages
 * after the first wait for `release`.
 */
function capPerPage(endpoint: 'measurements' | 'assessments', cap: number) {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const demo = createHandlers()
  server.use(
    http.get(`*/api/v1/${endpoint}`, async ({ request }) => {
      const url = new URL(request.url)
      if (url.searchParams.get('page') !== '1') await released
      url.searchParams.set('per_page', String(Math.min(cap, Number(url.searchParams.get('per_page') ?? cap))))
      return getResponse(demo, new Request(url, { headers: request.headers }))
    }),
  )
  return {
    release: () => {
      release()
    },
  }
}

function renderWithProviders(url: string, ui: ReactNode) {
  window.history.replaceState(null, '', url)
  connectionStore.reset({ mode: 'demo' })
  const queryClient = createQueryClient({ retryDelay: () => 1 })
  const user = userEvent.setup()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <NuqsAdapter>
        <ViewStateProvider>{ui}</ViewStateProvider>
      </NuqsAdapter>
    </QueryClientProvider>,
  )
  return { ...view, user, queryClient }
}

function woundHistory(woundId: number): WoundHistory {
  const wound = lookupWound(woundId)
  if (wound.status !== 'found') throw new Error(`demo wound ${woundId} is ${wound.status}`)
  return wound.history
}

/** [id, parent_id, depth] of every row the export should hold: each record followed by its children. */
function expectedTree(records: readonly WireMeasurement[]): string[][] {
  const rows: string[][] = []
  const visit = (m: WireMeasurement, parent: string, depth: number) => {
    rows.push([String(m.id), parent, String(depth)])
    for (const child of m.children ?? []) visit(child, String(m.id), depth + 1)
  }
  for (const m of records) visit(m, '', 0)
  return rows
}

const exportButton = () => screen.getByRole('button', { name: say('first-rows', 'exportCsv') })

afterEach(() => {
  vi.useRealTimers()
})

describe('Export CSV (measurements)', () => {
  it('downloads every page of the filtered, sorted list with children, without paging or columns', async () => {
    const downloads = interceptDownloads()
    const requests = recordRequests()
    const service = capPerPage('measurements', 1)
    // The screen shows page 2 of 10 rows with two columns: none of that narrows the export.
    const { user } = renderWithProviders(
      '/?wound=1&filter[type]=group&sort=-id&fields=id,area&page=2&rows=10',
      <ExportMeasurementsCsv woundId={1} />,
    )

    await user.click(exportButton())
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(say('first-rows', 'exportProgress', { loaded: 1, total: 3 }))
    })
    expect(exportButton()).toBeDisabled()
    expect(downloads).toHaveLength(0)
    service.release()

    await waitFor(() => {
      expect(downloads).toHaveLength(1)
    })
    const groups = woundHistory(1)
      .measurements.filter((m) => m.type === 'group')
      .sort((a, b) => b.id - a.id)
    const expected = expectedTree(groups)
    expect(screen.getByRole('status')).toHaveTextContent(`Exported ${expected.length} rows to wound-1-measurements.csv.`)
    expect(exportButton()).toBeEnabled()

    const [download] = downloads
    expect(download?.fileName).toBe('wound-1-measurements.csv')
    const text = (await download?.blob.text()) ?? ''
    expect(text.split('\r\n')[0]).toBe(MEASUREMENTS_CSV.headers.join(','))
    const rows = parseCsv(text)
    const topLevel = rows.filter((row) => row.depth === '0')
    expect(groups.length).toBeGreaterThan(1)
    expect(topLevel.map((row) => row.type)).toEqual(groups.map(() => 'group'))
    expect(topLevel.map((row) => Number(row.id))).toEqual(groups.map((m) => m.id))
    expect(rows.map((row) => [row.id, row.parent_id, row.depth])).toEqual(expected)
    expect(rows.filter((row) => row.parent_id !== '').length).toBeGreaterThan(0)
    expect(rows.find((row) => row.depth === '0')?.area).not.toBe('')

    const asked = requests.map(queryOf)
    expect(asked.map((q) => q.get('page')).sort()).toEqual(['1', '2', '3'])
    for (const query of asked) {
      expect(query.get('wound_id')).toBe('1')
      expect(query.get('filter[type]')).toBe('group')
      expect(query.get('sort')).toBe('-id')
      expect(query.has('fields')).toBe(false)
    }
  })

  it('reuses a whole history it has just loaded instead of asking again', async () => {
    const downloads = interceptDownloads()
    const requests = recordRequests()
    capPerPage('measurements', 100).release()
    const { user } = renderWithProviders('/?wound=1&filter[type]=group&sort=-id', <ExportMeasurementsCsv woundId={1} />)

    await user.click(exportButton())
    await waitFor(() => {
      expect(downloads).toHaveLength(1)
    })
    const asked = requests.length
    expect(asked).toBeGreaterThan(0)

    await user.click(exportButton())
    await waitFor(() => {
      expect(downloads).toHaveLength(2)
    })
    expect(requests).toHaveLength(asked)
    expect(await downloads[1]?.blob.text()).toBe(await downloads[0]?.blob.text())
  })

  it('shows the failure with Retry, and Retry exports', async () => {
    const downloads = interceptDownloads()
    const state = { failing: true }
    server.use(
      http.get('*/api/v1/measurements', () =>
        state.failing
          ? HttpResponse.json({ error: 'Access denied', message: 'You may not read this wound.', error_code: '101' }, { status: 403 })
          : undefined,
      ),
    )
    const { user } = renderWithProviders('/?wound=1&filter[type]=group', <ExportMeasurementsCsv woundId={1} />)

    await user.click(exportButton())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(say('first-rows', 'exportFailed', { title: say('first-rows', 'errorAccessDenied') }))
    expect(alert).toHaveTextContent('You may not read this wound.')
    expect(downloads).toHaveLength(0)
    expect(exportButton()).toBeEnabled()

    state.failing = false
    await user.click(screen.getByRole('button', { name: say('first-rows', 'retry') }))
    await waitFor(() => {
      expect(downloads).toHaveLength(1)
    })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('cancels the load when it leaves the screen, and downloads nothing', async () => {
    const downloads = interceptDownloads()
    const signals: AbortSignal[] = []
    server.events.on('request:start', ({ request }) => {
      signals.push(request.signal)
    })
    const service = capPerPage('measurements', 1)
    const { user, unmount } = renderWithProviders('/?wound=1&filter[type]=group&sort=-id', <ExportMeasurementsCsv woundId={1} />)

    await user.click(exportButton())
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(say('first-rows', 'exportProgress', { loaded: 1, total: 3 }))
    })
    // Page 1, then pages 2 and 3, held by the service.
    await waitFor(() => {
      expect(signals).toHaveLength(3)
    })
    const waiting = signals.slice(1)
    expect(waiting.some((signal) => signal.aborted)).toBe(false)

    unmount()
    expect(waiting.every((signal) => signal.aborted)).toBe(true)
    service.release()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(downloads).toHaveLength(0)
    expect(screen.queryByText(/Exported/)).not.toBeInTheDocument()
  })
})

describe('Export CSV (assessments)', () => {
  it('downloads the filtered, sorted assessments, every page, as wound-<id>-assessments.csv', async () => {
    const downloads = interceptDownloads()
    const requests = recordRequests()
    capPerPage('assessments', 10).release()
    const from = '2026-03-01'
    const { user } = renderWithProviders(
      `/?wound=1&tab=assessments&sort=-created_at&filter[date]=%3E%3D${from}&fields=id,date`,
      <ExportAssessmentsCsv woundId={1} />,
    )

    await user.click(exportButton())
    await waitFor(() => {
      expect(downloads).toHaveLength(1)
    })
    expect(downloads[0]?.fileName).toBe('wound-1-assessments.csv')
    const text = (await downloads[0]?.blob.text()) ?? ''
    expect(text.split('\r\n')[0]).toBe(ASSESSMENTS_CSV.headers.join(','))

    const expected = woundHistory(1)
      .assessments.filter((a) => a.date >= from)
      .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1))
    expect(expected.length).toBeGreaterThan(10)
    const rows = parseCsv(text)
    expect(rows.map((row) => Number(row.id))).toEqual(expected.map((a) => a.id))
    expect(rows.every((row) => (row.date ?? '') >= from && row.odor !== '' && row.created_at !== '')).toBe(true)

    const asked = requests.map(queryOf)
    expect(asked.length).toBeGreaterThan(1)
    for (const query of asked) {
      expect(query.get('filter[date]')).toBe(`>=${from}`)
      expect(query.get('sort')).toBe('-created_at')
      expect(query.has('fields')).toBe(false)
    }
  })
})
