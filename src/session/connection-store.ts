import { useSyncExternalStore } from 'react'
import type { Connection } from '../api/client'
import { ApiError } from '../api/errors'
import { readEnv } from '../config/env'
import { signInSessionStore } from './sign-in-session'

/**
 * Where the viewer gets its data: the built-in demo service, or a real one. Held in memory; the
 * base URL (not a secret) persists in localStorage, the API key in sessionStorage, and in
 * localStorage only when the user ticks "Remember key on this device".
 *
 * A sign-in build (VITE_OIDC_ISSUER) always talks to its own service with the clinician's token:
 * nothing stored by another build on this origin can turn it into a key or demo build.
 */
export type ConnectionSettings =
  { mode: 'demo' } | { mode: 'live'; baseUrl: string; apiKey: string; rememberKey: boolean } | { mode: 'signin'; baseUrl: string }

/** The key the demo service accepts (src/mocks/handlers.ts; a test keeps the two equal). */
const DEMO_API_KEY = 'demo-key'
const DEMO_CONNECTION = { baseUrl: '', apiKey: DEMO_API_KEY } as const

/** Where the settings and the key are kept (read here, written by connection-changes.ts). */
export const SETTINGS_KEY = 'wound-history.connection'
export const API_KEY_KEY = 'wound-history.api-key'

type StoredSettings = { mode: 'demo' } | { mode: 'live'; baseUrl: string; rememberKey: boolean }

function readStored(): StoredSettings | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null')
    if (typeof value !== 'object' || value === null || !('mode' in value)) return undefined
    if (value.mode === 'demo') return { mode: 'demo' }
    if (value.mode === 'live' && 'baseUrl' in value && typeof value.baseUrl === 'string') {
      const rememberKey = 'rememberKey' in value && value.rememberKey === true
      return { mode: 'live', baseUrl: value.baseUrl, rememberKey }
    }
  } catch {
    // Unreadable or unavailable storage: fall back to the build configuration.
  }
  return undefined
}

function storedKey(): string {
  try {
    return sessionStorage.getItem(API_KEY_KEY) ?? localStorage.getItem(API_KEY_KEY) ?? ''
  } catch {
    return ''
  }
}

export function initialSettings(envBaseUrl = readEnv().apiBaseUrl, signIn = readEnv().signIn !== undefined): ConnectionSettings {
  if (signIn) return { mode: 'signin', baseUrl: envBaseUrl ?? '' }
  const stored = readStored()
  if (stored?.mode === 'demo') return stored
  if (stored?.mode === 'live') return { ...stored, apiKey: storedKey() }
  if (envBaseUrl !== undefined) return { mode: 'live', baseUrl: envBaseUrl, apiKey: storedKey(), rememberKey: false }
  return { mode: 'demo' }
}

type State = {
  settings: ConnectionSettings
  /** Counts saves: a new epoch is a new connection for the query cache (see Connection.epoch). */
  epoch: number
  panelOpen: boolean
  panelReason: 'user' | 'unauthorized' | 'inactivity'
  /** Closed for inactivity (automatic logoff): the app shows nothing of the service until reopened. */
  closed: boolean
}

let state: State | undefined
const listeners = new Set<() => void>()

function current(): State {
  // The panel starts closed even without a key: the start screen says what to do, and the header
  // keeps one unambiguous "Connection settings" control.
  state ??= { settings: initialSettings(), epoch: 0, panelOpen: false, panelReason: 'user', closed: false }
  return state
}

/**
 * Changes the connection's state and tells its readers. Only this module and connection-changes.ts
 * (what the settings panel and the closed screen change) call it.
 */
export function updateConnection(next: Partial<State>): void {
  state = { ...current(), ...next }
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const connectionStore = {
  get: current,
  subscribe,
  openPanel(reason: State['panelReason'] = 'user'): void {
    updateConnection({ panelOpen: true, panelReason: reason })
  },
  /**
   * Automatic logoff: the app closes, and the key is forgotten (from memory and this tab's storage)
   * unless the user chose to remember it on this device. A new epoch: nothing cached under the old
   * connection is asked for again.
   */
  closeForInactivity(): void {
    const { settings } = current()
    if (settings.mode === 'demo') return
    let next: ConnectionSettings = settings
    if (settings.mode === 'live' && !settings.rememberKey) {
      next = { ...settings, apiKey: '' }
      try {
        sessionStorage.removeItem(API_KEY_KEY)
      } catch {
        // Storage unavailable: the key was in memory only, and is gone from there now.
      }
    }
    updateConnection({ settings: next, epoch: current().epoch + 1, panelOpen: false, panelReason: 'user', closed: true })
  },
  /** For tests: forget the in-memory state so the next read starts from storage and env again. */
  reset(settings?: ConnectionSettings): void {
    state = settings ? { settings, epoch: 0, panelOpen: false, panelReason: 'user', closed: false } : undefined
    for (const listener of listeners) listener()
  },
}

export const useConnectionState = (): State => useSyncExternalStore(subscribe, current)

/** The signed-in clinician's token; before sign-in has finished there is none (nothing asks then). */
function signedInToken(): Promise<string> {
  const session = signInSessionStore.get()
  if (session) return session.accessToken()
  return Promise.reject(new ApiError({ kind: 'http', status: 401, reason: 'no-session' }))
}

type LiveConnection = Required<Pick<Connection, 'baseUrl' | 'apiKey' | 'epoch'>> & Pick<Connection, 'accessToken'>

/** The connection requests use: demo mode talks to the in-browser demo service on our own origin. */
export function connectionOf(settings: ConnectionSettings, epoch = 0): LiveConnection {
  if (settings.mode === 'demo') return { ...DEMO_CONNECTION, epoch }
  if (settings.mode === 'signin') return { baseUrl: settings.baseUrl, apiKey: '', accessToken: signedInToken, epoch }
  return { baseUrl: settings.baseUrl, apiKey: settings.apiKey, epoch }
}

/**
 * Whether a request may start before React has rendered what needs it: not in demo mode (its
 * service is a worker that may not be registered yet) nor without a key (the settings ask for one).
 */
export const requestsCanStartEarly = (settings: ConnectionSettings): boolean =>
  settings.mode !== 'demo' && !(settings.mode === 'live' && settings.apiKey === '')

/** The connection of the current settings; stable between renders while the settings are unchanged. */
export function useConnection(): LiveConnection {
  const { settings, epoch } = useConnectionState()
  return connectionCache(settings, epoch)
}

let cached: { settings: ConnectionSettings; epoch: number; connection: ReturnType<typeof connectionOf> } | undefined
function connectionCache(settings: ConnectionSettings, epoch: number) {
  if (cached?.settings !== settings || cached.epoch !== epoch) cached = { settings, epoch, connection: connectionOf(settings, epoch) }
  return cached.connection
}
