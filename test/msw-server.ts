import { setupServer } from 'msw/node'
import { createHandlers } from '../src/mocks/handlers'

/** The demo service, the same handlers the browser's demo mode uses. Tests add overrides with server.use. */
export const server = setupServer(...createHandlers())
