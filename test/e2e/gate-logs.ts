import { readFile } from 'node:fs/promises'
import type { RecordedRequest } from '../../tools/harness/mock-service'

/** What the sign-in deployment's tests read back: the mock service's request log and nginx's audit log. */

/** The `/api/` requests the mock service at `serviceUrl` received. */
export const serviceLog = async (serviceUrl: string): Promise<RecordedRequest[]> =>
  ((await (await fetch(`${serviceUrl}/__requests`)).json()) as RecordedRequest[]).filter((r) => r.path.startsWith('/api/'))

export const forgetServiceLog = (serviceUrl: string) => fetch(`${serviceUrl}/__requests`, { method: 'DELETE' })

/** The audit log's lines, parsed (none when it does not exist). */
export const auditLines = async (file: string): Promise<Record<string, unknown>[]> =>
  (await readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
