import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { listsOf, woundListsStore } from '../../../../src/features/caseload/wound-lists'
import { TEST_API_KEY } from '../../../../src/mocks/handlers'

/*
 * The caseload's view of its wounds' lists (src/features/caseload/wound-lists.ts), against the
 * demo service: wound 3's measurements come in pages (528 of them, 100 a page), wound 4 is refused.
 */

const connection = { baseUrl: 'https://svc.test', apiKey: TEST_API_KEY }
const clients: QueryClient[] = []
const client = () => {
  const queryClient = new QueryClient()
  clients.push(queryClient)
  return queryClient
}
afterEach(() => {
  for (const queryClient of clients.splice(0)) queryClient.clear()
})

/** Reads both of a wound's lists as the caseload's loader does. */
const readWound = (queryClient: QueryClient, woundId: number) => {
  const lists = listsOf(connection, woundId)
  return Promise.allSettled([queryClient.query(lists.measurements), queryClient.query(lists.assessments)])
}

describe('the caseload’s wound lists', () => {
  it('change once for a wound read in many pages (its row is drawn again once), not with each page', async () => {
    const queryClient = client()
    const store = woundListsStore(queryClient, connection, [3, 1])
    let changes = 0
    const unsubscribe = store.subscribe(() => {
      changes += 1
    })
    // Every page and fetch state the cache went through while wound 3 loaded.
    let cacheUpdates = 0
    const stopCounting = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') cacheUpdates += 1
    })
    expect(store.snapshot().map((lists) => lists.state)).toEqual(['loading', 'loading'])

    await readWound(queryClient, 3)
    await new Promise((resolve) => setTimeout(resolve, 0))
    stopCounting()
    expect(cacheUpdates).toBeGreaterThan(4)
    expect(changes).toBe(1)
    const [wound3, wound1] = store.snapshot()
    expect(wound3?.state).toBe('done')
    expect(wound3?.state === 'done' ? wound3.measurements.records : 0).toBe(528)
    expect(wound1?.state).toBe('loading')

    // The other wound's change leaves wound 3's state the same object: its row is not drawn again.
    await readWound(queryClient, 1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(changes).toBe(2)
    expect(store.snapshot()[0]).toBe(wound3)
    expect(store.snapshot()[1]?.state).toBe('done')
    unsubscribe()
  })

  it('hold a refused wound’s error, with a retry that reads its lists again', async () => {
    const queryClient = client()
    const store = woundListsStore(queryClient, connection, [4])
    const unsubscribe = store.subscribe(() => undefined)
    await readWound(queryClient, 4)
    await new Promise((resolve) => setTimeout(resolve, 0))
    const [refused] = store.snapshot()
    expect(refused?.state).toBe('error')
    expect(refused?.state === 'error' ? refused.error.message : '').not.toBe('')

    const fetches = () => queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' }).length
    if (refused?.state === 'error') refused.retry()
    expect(fetches()).toBe(2)
    unsubscribe()
  })

  it('keep the lists observed while subscribed, and cancel a load still running once no one is', async () => {
    const queryClient = client()
    const store = woundListsStore(queryClient, connection, [3])
    const unsubscribe = store.subscribe(() => undefined)
    const lists = listsOf(connection, 3)
    void readWound(queryClient, 3)
    const query = queryClient.getQueryCache().find({ queryKey: lists.measurements.queryKey, exact: true })
    expect(query?.getObserversCount()).toBe(1)
    expect(query?.state.fetchStatus).toBe('fetching')
    unsubscribe()
    expect(query?.getObserversCount()).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(query?.state.fetchStatus).toBe('idle')
    expect(queryClient.getQueryData(lists.measurements.queryKey)?.records ?? 0).toBeLessThan(528)
  })
})
