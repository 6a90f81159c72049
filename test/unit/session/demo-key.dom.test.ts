import { describe, expect, it } from 'vitest'
import { getJson } from '../../../src/api/client'
import { isApiError } from '../../../src/api/errors'
import { connectionOf } from '../../../src/session/connection-store'
import { DEMO_API_KEY as KEY_THE_DEMO_SERVICE_ACCEPTS } from '../../../src/mocks/handlers'

/** The app's demo mode and the demo service are built apart; only this test keeps their keys equal. */
describe('the demo key', () => {
  it('is the key the demo service accepts', () => {
    expect(connectionOf({ mode: 'demo' }).apiKey).toBe(KEY_THE_DEMO_SERVICE_ACCEPTS)
  })

  it('opens a demo wound from the demo connection, where another key is refused', async () => {
    const page = await getJson(connectionOf({ mode: 'demo' }), '/measurements', 'wound_id=1&per_page=10')
    expect(page.body).toMatchObject({ metadata: { total: 40 } })

    const demo = connectionOf({ mode: 'demo' })
    const refused = await getJson({ ...demo, apiKey: `${demo.apiKey}-not` }, '/measurements', 'wound_id=1').catch((error: unknown) => error)
    expect(isApiError(refused) && refused.status).toBe(401)
  })
})
