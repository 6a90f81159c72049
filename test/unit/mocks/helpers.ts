import * as z from 'zod/mini'
import type { Endpoint } from '../../../src/api/params'
import { parseAssessment, type Assessment } from '../../../src/api/schemas/assessment'
import { parseMeasurement, type Measurement } from '../../../src/api/schemas/measurement'
import { StrictPageMetadata } from '../../../src/api/schemas/page'
import { DEMO_API_KEY } from '../../../src/mocks/handlers'

export const ORIGIN = 'http://localhost'

const ListBody = z.object({ data: z.array(z.record(z.string(), z.unknown())), metadata: StrictPageMetadata })
export const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  error_code: z.string().check(z.regex(/^\d+$/)),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
})

export type RawRecord = Record<string, unknown>

export async function request(endpoint: Endpoint, query: string, key: string | null = DEMO_API_KEY, origin = ORIGIN) {
  const response = await fetch(`${origin}/api/v1/${endpoint}?${query}`, { headers: key === null ? {} : { 'X-API-KEY': key } })
  const body: unknown = await response.json()
  return { status: response.status, headers: response.headers, body }
}

/** A 200 list page, checked against the spec's envelope. */
export async function list(endpoint: Endpoint, query: string, origin = ORIGIN) {
  const response = await request(endpoint, query, DEMO_API_KEY, origin)
  if (response.status !== 200) throw new Error(`expected 200, got ${response.status}: ${JSON.stringify(response.body)}`)
  return { ...ListBody.parse(response.body), headers: response.headers }
}

export async function failure(endpoint: Endpoint, query: string, key: string | null = DEMO_API_KEY) {
  const response = await request(endpoint, query, key)
  return { status: response.status, headers: response.headers, ...ErrorBody.parse(response.body) }
}

export async function measurements(query: string): Promise<Measurement[]> {
  return (await list('measurements', query)).data.map((record) => parseMeasurement(record))
}

export async function assessments(query: string): Promise<Assessment[]> {
  return (await list('assessments', query)).data.map((record) => parseAssessment(record))
}

/** Every top-level record of one list, page by page. */
export async function allRaw(endpoint: Endpoint, woundId: number, extra = ''): Promise<RawRecord[]> {
  const records: RawRecord[] = []
  for (let page = 1; ; page++) {
    const { data, metadata } = await list(endpoint, `wound_id=${woundId}&per_page=100&page=${page}${extra}`)
    records.push(...data)
    if (metadata.current_page >= metadata.last_page) return records
  }
}

export const ids = (records: readonly object[]) => records.map((record) => ('id' in record ? record.id : undefined))

/** Walks a measurement tree depth-first. */
export function flatten(records: readonly Measurement[]): Measurement[] {
  return records.flatMap((record) => [record, ...flatten(record.children)])
}
