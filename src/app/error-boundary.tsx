import { Component, type ErrorInfo, type ReactNode } from 'react'
import { viewNotShown } from '#words/app'
import { ErrorAlert } from '../shared/error-alert'

type State = { error: Error | undefined }

/** Last line of defence: a rendering fault shows a message and a way out, never a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Wound History failed to render', error, info.componentStack)
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorAlert
          title={viewNotShown}
          message={this.state.error.message}
          onRetry={() => {
            this.setState({ error: undefined })
          }}
        />
      )
    }
    return this.props.children
  }
}
