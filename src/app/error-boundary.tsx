import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useSay } from '../i18n/use-say'
import { firstRowWords } from '../words/first-rows'
import * as w from '../words/first-rows/messages'
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
        <ViewNotShown
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

/** The boundary's alert, in the chosen language (a class component reads no hooks). */
function ViewNotShown({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useSay(firstRowWords)
  return <ErrorAlert title={t(w.viewNotShown)} message={message} onRetry={onRetry} />
}
