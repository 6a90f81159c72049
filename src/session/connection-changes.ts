import { API_KEY_KEY, connectionStore, SETTINGS_KEY, updateConnection, type ConnectionSettings } from './connection-store'

/*
 * What the connection settings panel and the closed screen change in the connection's state: a
 * save (kept in storage, a new epoch), the panel closed, the app reopened after automatic logoff.
 * Apart from connection-store.ts, which the first rows load, so that only those lazily loaded
 * screens carry them and the storage writes.
 */

function persist(settings: ConnectionSettings): void {
  if (settings.mode === 'signin') return
  try {
    if (settings.mode === 'demo') {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify({ mode: 'demo' }))
      sessionStorage.removeItem(API_KEY_KEY)
      localStorage.removeItem(API_KEY_KEY)
      return
    }
    const { baseUrl, rememberKey, apiKey } = settings
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ mode: 'live', baseUrl, rememberKey }))
    sessionStorage.setItem(API_KEY_KEY, apiKey)
    if (rememberKey) localStorage.setItem(API_KEY_KEY, apiKey)
    else localStorage.removeItem(API_KEY_KEY)
  } catch {
    // Private browsing may refuse storage; the settings still hold for this page.
  }
}

/** New settings: kept in storage, and a new epoch (every query key changes, so the views fetch afresh). */
export function saveConnection(settings: ConnectionSettings): void {
  persist(settings)
  updateConnection({ settings, epoch: connectionStore.get().epoch + 1, panelOpen: false, panelReason: 'user' })
}

/** The settings panel closed without a save. */
export function closeConnectionPanel(): void {
  updateConnection({ panelOpen: false, panelReason: 'user' })
}

/** Continue after automatic logoff (a key build): the settings open where the key must be entered again. */
export function reopenConnection(): void {
  const { settings } = connectionStore.get()
  const needsKey = settings.mode === 'live' && settings.apiKey === ''
  updateConnection({ closed: false, panelOpen: needsKey, panelReason: needsKey ? 'inactivity' : 'user' })
}
