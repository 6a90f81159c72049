import { connectionStore, useConnectionState } from '../../session/connection-store'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import * as w from '../../words/first-rows/messages'
import './connection.css'

/** Header part: which service the data comes from, and the way to change it. */
export function ConnectionStatus() {
  const { settings, panelOpen } = useConnectionState()
  const t = useSay(firstRowWords)
  return (
    <div className="connection-status">
      {settings.mode === 'demo' ? (
        <span className="demo-indicator" title={t(w.demoDataTitle)}>
          {t(w.demoData)}
        </span>
      ) : (
        <span className="service-indicator">
          {t(w.serviceLabel)} <span className="service-url">{settings.baseUrl || t(w.thisSite)}</span>
        </span>
      )}
      <button
        type="button"
        aria-expanded={panelOpen}
        onClick={() => {
          connectionStore.openPanel('user')
        }}
      >
        {t(w.connectionSettings)}
      </button>
    </div>
  )
}
