import { connectionStore, useConnectionState } from '../../session/connection-store'
import './connection.css'

/** Header part: which service the data comes from, and the way to change it. */
export function ConnectionStatus() {
  const { settings, panelOpen } = useConnectionState()
  return (
    <div className="connection-status">
      {settings.mode === 'demo' ? (
        <span className="demo-indicator" title="Built-in example data; no patient data is shown.">
          Demo data
        </span>
      ) : (
        <span className="service-indicator">
          Service: <span className="service-url">{settings.baseUrl || 'this site'}</span>
        </span>
      )}
      <button
        type="button"
        aria-expanded={panelOpen}
        onClick={() => {
          connectionStore.openPanel('user')
        }}
      >
        Connection settings
      </button>
    </div>
  )
}
