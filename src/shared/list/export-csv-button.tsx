import { useEffect, useRef, useState } from 'react'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import * as w from '../../words/first-rows/messages'
import { ErrorAlert } from '../error-alert'
import { StatusMessage } from '../status-message'

export type ExportProgress = { loadedPages: number; totalPages: number | undefined }
/** `notes`: what the user should know about the file (e.g. that the service's list was cut short). */
export type PreparedCsv = { fileName: string; csv: string; rows: number; notes?: readonly string[] }

type ExportCsvButtonProps = {
  /**
   * Loads what is to be exported and writes it as CSV, reporting pages as they arrive. `signal`
   * aborts when the button leaves the screen. Supplied by the feature: shared/ knows no service.
   */
  prepare: (signal: AbortSignal, onProgress: (progress: ExportProgress) => void) => Promise<PreparedCsv>
  /** A failure in the user's words (title and sentence), as the rest of the app shows them. */
  describeError: (error: unknown) => { title: string; message: string }
}

type ExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: ExportProgress }
  | { status: 'done'; fileName: string; rows: number; notes: readonly string[] }
  | { status: 'error'; title: string; message: string }

/** "Export CSV": loads, writes and downloads a file, with progress, errors and Retry. */
export function ExportCsvButton({ prepare, describeError }: ExportCsvButtonProps) {
  const t = useSay(firstRowWords)
  const [state, setState] = useState<ExportState>({ status: 'idle' })
  // Aborted when the button unmounts: a load nobody will see is not worth finishing.
  const lifetime = useRef<AbortController | null>(null)
  // Set at once on click, before the disabled button has rendered: a double click exports once.
  const busy = useRef(false)

  useEffect(() => {
    const controller = new AbortController()
    lifetime.current = controller
    return () => {
      controller.abort()
    }
  }, [])

  const run = async () => {
    const signal = lifetime.current?.signal
    if (!signal || signal.aborted || busy.current) return
    // A function, not the property: the signal changes while we wait, which narrowing cannot see.
    const cancelled = () => signal.aborted
    busy.current = true
    setState({ status: 'running', progress: { loadedPages: 0, totalPages: undefined } })
    try {
      const prepared = await prepare(signal, (progress) => {
        if (!cancelled()) setState({ status: 'running', progress })
      })
      if (cancelled()) return
      // The file writer loads with the first export, not with the list.
      const [{ csvBlob }, { downloadBlob }] = await Promise.all([import('../csv'), import('../download')])
      if (cancelled()) return
      downloadBlob(csvBlob(prepared.csv), prepared.fileName)
      setState({ status: 'done', fileName: prepared.fileName, rows: prepared.rows, notes: prepared.notes ?? [] })
    } catch (error) {
      if (cancelled()) return
      // Picked, not spread: a description may carry more (an HTTP status) than the alert needs.
      const { title, message } = describeError(error)
      setState({ status: 'error', title, message })
    } finally {
      busy.current = false
    }
  }
  const start = () => void run()

  return (
    <div className="export-csv">
      <button type="button" onClick={start} disabled={state.status === 'running'}>
        {t(w.exportCsv)}
      </button>
      {/* Always present, so that screen readers announce the first change too. */}
      <StatusMessage className="export-status">
        {state.status === 'running'
          ? state.progress.totalPages === undefined
            ? t(w.exporting)
            : t(w.exportProgress, { loaded: state.progress.loadedPages, total: state.progress.totalPages })
          : null}
        {state.status === 'done' ? t(w.exported, { rows: state.rows, fileName: state.fileName }) : null}
        {state.status === 'done' ? state.notes.map((note) => ` ${note}`).join('') : null}
      </StatusMessage>
      {state.status === 'error' ? (
        <ErrorAlert title={t(w.exportFailed, { title: state.title })} message={state.message} onRetry={start} />
      ) : null}
    </div>
  )
}
