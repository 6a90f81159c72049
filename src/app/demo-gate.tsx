import { useEffect, useState, type ReactNode } from 'react'
import { useSay } from '../i18n/use-say'
import { firstRowWords } from '../words/first-rows'
import * as w from '../words/first-rows/messages'
import { useConnectionState } from '../session/connection-store'
import { ErrorAlert } from '../shared/error-alert'
import { StatusMessage } from '../shared/status-message'
import { startDemoService, stopDemoService, type DemoService } from './demo-service'

type DemoState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'ready'; service: DemoService }
  | { status: 'failed'; message: string }
  /** Demo mode has just ended: the worker is being stopped, and nothing may ask the service yet. */
  | { status: 'stopping' }

/**
 * In demo mode, nothing may ask the service before the in-browser demo service is listening. When
 * demo mode ends, nothing may ask the real service before the demo worker has stopped: the worker
 * sees every request of the page and would otherwise answer the first live request itself, real
 * key and all, instead of the service. Renders its children with the demo service when ready.
 */
export function DemoGate({ children }: { children: (demo: DemoService | undefined) => ReactNode }) {
  const { settings } = useConnectionState()
  const t = useSay(firstRowWords)
  const demo = settings.mode === 'demo'
  const [state, setState] = useState<DemoState>({ status: demo ? 'starting' : 'off' })
  const [modeShown, setModeShown] = useState(demo)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    if (!demo) {
      void stopDemoService().then(() => {
        if (current) setState({ status: 'off' })
      })
    } else {
      startDemoService().then(
        (service) => {
          if (current) setState({ status: 'ready', service })
        },
        (error: unknown) => {
          if (current) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) })
        },
      )
    }
    return () => {
      current = false
    }
  }, [demo, attempt])

  // The mode changed: adjust the state during this render, before anything is committed, so the
  // live views are not mounted (and fetch nothing) until the effect above has stopped the worker.
  if (demo !== modeShown) {
    setModeShown(demo)
    setState({ status: demo ? 'starting' : 'stopping' })
    return null
  }

  if (!demo) {
    return state.status === 'stopping' ? <StatusMessage>{t(w.leavingDemoMode)}</StatusMessage> : <>{children(undefined)}</>
  }
  if (state.status === 'ready') return <>{children(state.service)}</>
  if (state.status === 'failed') {
    return (
      <ErrorAlert
        title={t(w.demoNotStarted)}
        message={t(w.demoNeeds, { reason: state.message })}
        onRetry={() => {
          setState({ status: 'starting' })
          setAttempt((n) => n + 1)
        }}
      />
    )
  }
  return <StatusMessage>{t(w.startingDemoService)}</StatusMessage>
}
