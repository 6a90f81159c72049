import { useEffect, useState, type ReactNode } from 'react'
import { useConnectionState } from '../config/connection-store'
import { ErrorAlert } from '../shared/error-alert'
import { StatusMessage } from '../shared/status-message'
import { startDemoService, stopDemoService, type DemoService } from './demo-service'

type DemoState = { status: 'off' } | { status: 'starting' } | { status: 'ready'; service: DemoService } | { status: 'failed'; message: string }

/**
 * In demo mode, nothing may ask the service before the in-browser demo service is listening; in
 * live mode the demo worker must be stopped. Renders its children with the demo wounds when ready.
 */
export function DemoGate({ children }: { children: (demoWounds: DemoService['wounds'] | undefined) => ReactNode }) {
  const { settings } = useConnectionState()
  const demo = settings.mode === 'demo'
  const [state, setState] = useState<DemoState>({ status: demo ? 'starting' : 'off' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    if (!demo) {
      void stopDemoService()
      return
    }
    startDemoService().then(
      (service) => { if (current) setState({ status: 'ready', service }) },
      (error: unknown) => { if (current) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }) },
    )
    return () => {
      current = false
    }
  }, [demo, attempt])

  if (!demo) return <>{children(undefined)}</>
  if (state.status === 'ready') return <>{children(state.service.wounds)}</>
  if (state.status === 'failed') {
    return (
      <ErrorAlert
        title="Demo data could not start"
        message={`${state.message}. Demo mode needs a browser with service workers, on https or localhost.`}
        onRetry={() => { setState({ status: 'starting' }); setAttempt((n) => n + 1) }}
      />
    )
  }
  return <StatusMessage>Starting the demo service…</StatusMessage>
}
