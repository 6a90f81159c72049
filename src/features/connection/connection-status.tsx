import { connectionStore, useConnectionState } from '../../session/connection-store'
import { connectionSettings, demoData, demoDataTitle, serviceLabel, thisSite } from '#words/connection'
import './connection.css'

/** Header part: which service the data comes from, and the way to change it. */
export function ConnectionStatus() {
  const { settings, panelOpen } = useConnectionState()
  return (
    <div className="connection-status">
      {settings.mode === 'demo' ? (
        <span className="demo-indicator" title={demoDataTitle}>
          {demoData}
        </span>
      ) : (
        <span className="service-indicator">
          {serviceLabel} <span className="service-url">{settings.baseUrl || thisSite}</span>
        </span>
      )}
      <button
        type="button"
        aria-expanded={panelOpen}
        onClick={() => {
          connectionStore.openPanel('user')
        }}
      >
        {connectionSettings}
      </button>
    </div>
  )
}
